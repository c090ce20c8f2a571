// Los comentarios de la tarjeta de código del laboratorio. Los #nombres son las secciones de la guía (sus enlaces se
// leen así) y los identificadores se quedan como los escribe el código.
import type { CodeWords } from '../../../games/lab/code';
import { COMPASS } from '../compass';

const lines = (pointy: boolean) => (pointy ? 'filas' : 'columnas');
const parityWord = (parity: 'odd' | 'even') => (parity === 'odd' ? 'impares' : 'pares');

const codeComments: CodeWords = {
  header: ({ orientation, parity, guideName, guide }) => {
    const pointy = orientation === 'pointy';
    return [
      `Diseño ${pointy ? 'horizontal' : 'vertical'} de Hexlab: hexágonos ${pointy ? 'con la punta arriba' : 'con un lado arriba'}, ${lines(pointy)} ${parityWord(parity)} desplazadas medio hexágono ${pointy ? 'a la derecha' : 'hacia abajo'}`,
      `("${guideName}" en la guía de Red Blob Games, ${guide}: los #nombres de más abajo son sus secciones).`,
      'Las coordenadas de desplazamiento (row, col) son el índice de levelData; las cuentas se hacen en axiales (q, r).',
    ].join('\n');
  },
  offsetType: 'un índice de levelData',
  pixelType: 'unidades del tablero',
  size: 'tamaño del hexágono: del centro a un vértice, en unidades del tablero',
  offsetToAxial: (orientation, parity) => {
    const pointy = orientation === 'pointy';
    const line = pointy ? 'fila' : 'columna';
    return `De desplazamiento a axiales (#conversions-offset): una de cada dos ${lines(pointy)} va desplazada medio hexágono,\npor eso ${pointy ? 'q' : 'r'} descuenta la mitad del número de ${line}, redondeada hacia ${parity === 'odd' ? 'abajo' : 'arriba'}.`;
  },
  neighbors: (orientation, order) =>
    `Vecinos (#neighbors): los pasos [dRow, dCol] no son los mismos en las ${lines(orientation === 'pointy')} pares que en las impares.\nOrden: ${order.map((d) => COMPASS.es[d]).join(', ')}.`,
  stepsFor: (orientation, line) => `${lines(orientation === 'pointy')} ${parityWord(line)}`,
  distance:
    'Distancia (#distances): en coordenadas cúbicas (s = -q - r) cada paso cambia dos de q, r y s en una unidad,\nasí que los pasos son la mitad de la suma de las tres diferencias.',
  hexToPixel:
    'De hexágono a píxel (#hex-to-pixel): q y r son dos vectores base; el hexágono axial (0, 0) cae en el punto (0, 0).',
  pixelToHex:
    'De píxel a hexágono (#pixel-to-hex): la matriz inversa da coordenadas axiales fraccionarias, que luego se redondean.',
  rounding:
    'Redondeo (#rounding): se redondean q, r y s = -q - r, y la que más se movió se recalcula\na partir de las otras dos, para que q + r + s siga valiendo 0.',
  blocks: {
    directions: 'Las seis direcciones axiales, en el mismo orden que NEIGHBOR_STEPS.',
    line: 'Trazado de líneas (#line-drawing): se toman distancia + 1 puntos equidistantes sobre el segmento\ny cada uno se redondea a su hexágono. El pequeño empujón hace que los puntos que caen justo en una arista redondeen siempre hacia el mismo lado.',
    intersect:
      'Intersección de rangos (#range-intersection): cada rango es una caja en coordenadas cúbicas, c - n <= q, r, s <= c + n.\nLos hexágonos comunes a todos quedan entre las mayores cotas inferiores y las menores cotas superiores.',
    range:
      'Rango (#range): todos los (dq, dr, ds) con cada valor entre -n y n y dq + dr + ds = 0;\npara cada dq, dr recorre los valores que dejan ds = -dq - dr dentro del rango.',
    ring: 'Anillos (#rings): se dan n pasos hacia una esquina del anillo y después se recorren sus seis lados,\nn pasos en cada una de las seis direcciones, una tras otra.',
    spiral: 'Anillos en espiral (#rings-spiral): el centro, después el anillo 1, el anillo 2, ... hasta el anillo n.',
    rotate:
      'Rotación (#rotation): respecto al centro, cada giro de 60° en sentido horario en pantalla lleva\nlas coordenadas cúbicas (q, r, s) a (-r, -s, -q); los giros negativos van en sentido contrario.',
    reflect:
      'Reflexión (#reflection): respecto al centro, se conserva la coordenada cúbica que da nombre al eje\ny se intercambian las otras dos.',
    fieldOfView:
      'Campo de visión (#field-of-view): una baldosa está a la vista si la línea hexagonal hasta ella\nno cruza ningún muro (1) ni hueco (-1, o fuera del mapa) por el camino; los propios muros sí se ven.',
  },
  example: (from, row, col) => {
    const who = {
      hover: 'la baldosa bajo el puntero',
      cursor: 'la baldosa del cursor del teclado',
      selected: 'la baldosa seleccionada',
      middle: 'una baldosa del centro del tablero',
    }[from];
    return `Ejemplo práctico: ${who}, fila ${row}, columna ${col}.`;
  },
  bigBoard: (cells) =>
    `fieldOfView(levelData, row, col) recibe el levelData de tu tablero (este tiene ${cells} celdas, demasiadas para imprimirlas aquí).`,
  entries: (count, shown) => `${count} elementos: ${shown}`,
  luaIndex:
    'Las filas y columnas se cuentan desde 0, como en Hexlab; las tablas de Lua empiezan en 1, así que la fila r de levelData es level_data[r + 1].',
  cellOrder: 'Una baldosa es Vector2i(col, row): x es la columna e y la fila, como en un TileMapLayer.',
};

export default codeComments;
