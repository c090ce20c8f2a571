// Las fórmulas del laboratorio y por qué funcionan, una por sección de la guía "Hexagonal Grids" de Red Blob Games.
// Los enlaces conservan el título inglés de cada sección, que es como aparece en la guía.
import type { Orientation, Parity } from '../../../engine';
import { offsetName } from '../../../games/lab/code/lang';
import type { Topic } from '../../../games/lab/explain';
import type { LabTool } from '../../../games/lab/tools';
import {
  conversionFormula,
  DISTANCE_FORMULA,
  hexToPixelFormula,
  INTERSECT_FORMULA,
  LINE_FORMULA,
  pixelToHexFormula,
  RANGE_BOUNDS,
} from '../labFormulas';

type LayoutPick = { orientation: Orientation; parity: Parity };

export function basicTopics({ orientation, parity }: LayoutPick): Topic[] {
  const pointy = orientation === 'pointy';
  const line = pointy ? 'row' : 'col';
  const b = pointy ? 'q' : 'r';
  const lines = pointy ? 'filas' : 'columnas';
  const odd = parity === 'odd' ? 'impar' : 'par';
  return [
    {
      anchor: 'conversions-offset',
      section: 'Conversions: offset coordinates',
      title: 'Conversiones: coordenadas de desplazamiento',
      formula: conversionFormula({ orientation, parity }),
      why: `En ${offsetName({ orientation, parity })} cada ${pointy ? 'fila' : 'columna'} ${odd} se desplaza medio hexágono hacia ${pointy ? 'la derecha' : 'abajo'}. Las coordenadas axiales, en cambio, van inclinadas, así que cada par de ${lines} hace retroceder ${b} en uno; (${line} & 1) vale 1 en las ${lines} impares, y ${parity === 'odd' ? 'restarlo redondea la mitad hacia abajo' : 'sumarlo redondea la mitad hacia arriba'}.`,
    },
    {
      anchor: 'neighbors',
      section: 'Neighbors',
      title: 'Vecinos',
      formula: ['(q, r) + uno de (+1, 0), (+1, −1), (0, −1), (−1, 0), (−1, +1), (0, +1)'],
      why: `En coordenadas axiales los seis pasos son los mismos para todos los hexágonos. En coordenadas de desplazamiento no: las ${lines} a cada lado de una desplazada quedan medio hexágono hacia el otro lado, así que los pasos dependen de la paridad de la ${pointy ? 'fila' : 'columna'}, y por eso el código guarda dos tablas.`,
    },
    {
      anchor: 'distances',
      section: 'Distances',
      title: 'Distancias',
      formula: DISTANCE_FORMULA,
      why: 'Cada paso suma uno a una coordenada cúbica y se lo resta a otra, así que entre las tres diferencias crecen dos por paso. La mitad de su suma es el número de pasos, y coincide con la mayor de las diferencias.',
    },
    {
      anchor: 'hex-to-pixel',
      section: 'Hex to pixel',
      title: 'De hexágono a píxel',
      formula: hexToPixelFormula(orientation),
      why: `q y r son dos vectores de base: un paso en q avanza ${pointy ? '√3 · size hacia la derecha' : '3/2 · size a la derecha y √3/2 · size hacia abajo'}, un paso en r ${pointy ? '3/2 · size hacia abajo y medio hexágono a la derecha' : '√3 · size hacia abajo'}. Un centro es la suma de sus pasos: una matriz de 2 × 2 por (q, r).`,
    },
    {
      anchor: 'pixel-to-hex',
      section: 'Pixel to hex',
      title: 'De píxel a hexágono',
      formula: [...pixelToHexFormula(orientation), 'después, redondear (q, r, s)'],
      why: 'La inversa de la matriz de hexágono a píxel convierte un punto en coordenadas axiales fraccionarias. El hexágono que contiene el punto es aquel cuyo centro está más cerca, y el redondeo cúbico encuentra justo ese.',
    },
    {
      anchor: 'rounding',
      section: 'Rounding',
      title: 'Redondeo',
      formula: [
        'redondear q, r y s = −q − r',
        'la que más cambió se recalcula: q = −r − s, o r = −q − s, o s = −q − r',
      ],
      why: 'Redondear las tres por separado puede romper q + r + s = 0. La coordenada que más se movió es la menos fiable, así que se recalcula a partir de las otras dos; el resultado es el hexágono cuya celda contiene el punto.',
    },
  ];
}

export const toolTopics: Record<Exclude<LabTool, 'none'>, Topic> = {
  line: {
    anchor: 'line-drawing',
    section: 'Line drawing',
    title: 'Trazado de líneas',
    formula: LINE_FORMULA,
    why: 'Se toman N + 1 puntos equidistantes sobre el segmento recto entre los dos centros y cada uno se redondea a su hexágono. Dos muestras seguidas distan 1/N del recorrido, nunca más de un paso, así que cada hexágono toca al anterior. Una muestra justo sobre una arista podría redondearse hacia cualquiera de los dos lados; desplazar ambos extremos un pelo (1e-6) hace que todos esos empates caigan del mismo lado.',
  },
  range: {
    anchor: 'range',
    section: 'Movement range',
    title: 'Rango de movimiento',
    formula: [...RANGE_BOUNDS, 'total: 3N(N + 1) + 1'],
    why: 'Estar a N pasos o menos significa que las tres diferencias cúbicas están entre −N y N. Suman cero, así que Δq y Δr fijan Δs, y los límites de Δr son justo los que mantienen Δs dentro del rango. No se prueba ni se descarta ningún hexágono.',
  },
  ring: {
    anchor: 'rings',
    section: 'Rings',
    title: 'Anillos',
    formula: [
      'inicio = centro + N · dirección 4',
      'para cada una de las 6 direcciones: N veces, tomar el hexágono y avanzar',
      'total: 6N',
    ],
    why: 'Los hexágonos a exactamente N pasos forman un hexágono de seis lados de N hexágonos. Sal N pasos hasta una esquina, recorre después cada lado girando 60° en cada esquina, y volverás al punto de partida.',
  },
  spiral: {
    anchor: 'rings-spiral',
    section: 'Spiral rings',
    title: 'Anillos en espiral',
    formula: ['spiral(N) = centro, ring(1), ring(2), …, ring(N)'],
    why: 'Los anillos de 0 a N nunca se solapan y juntos forman el rango N. Recorrerlos en orden numera cada hexágono del rango, los más cercanos primero, que es como los numera el laboratorio.',
  },
  rotate: {
    anchor: 'rotation',
    section: 'Rotation',
    title: 'Rotación',
    formula: [
      'un giro de 60° en sentido horario: (q, r, s) → (−r, −s, −q)',
      'antihorario: (q, r, s) → (−s, −q, −r)',
      'alrededor de c: c + giro(h − c)',
    ],
    why: 'Los tres ejes cúbicos forman 120° entre sí, así que un giro de 60° lleva cada eje al opuesto de su vecino: una permutación de las coordenadas con los signos cambiados. Restar antes el centro hace girar alrededor de él y no de (0, 0, 0). Es exacto: una forma girada conserva todas sus baldosas.',
  },
  reflect: {
    anchor: 'reflection',
    section: 'Reflection',
    title: 'Reflexión',
    formula: [
      'mantener q: (q, r, s) → (q, s, r)',
      'mantener r: (q, r, s) → (s, r, q)',
      'mantener s: (q, r, s) → (r, q, s)',
      'alrededor de c: c + espejo(h − c)',
    ],
    why: 'Un espejo que pasa por el centro a lo largo de un eje deja esa coordenada como está e intercambia las otras dos. Como la rotación, es exacto: la forma reflejada tiene tantas baldosas como la original.',
  },
  intersect: {
    anchor: 'range-intersection',
    section: 'Intersecting ranges',
    title: 'Intersección de rangos',
    formula: INTERSECT_FORMULA,
    why: 'Un rango es una caja en coordenadas cúbicas: q, r y s están cada una a N o menos de las del centro. Los hexágonos que están en todos los rangos a la vez están en todas las cajas, así que los límites son el mayor de los inferiores y el menor de los superiores, y el resultado se recorre como un único rango. Si dos centros distan más de 2N, no queda nada.',
  },
  fov: {
    anchor: 'field-of-view',
    section: 'Field of view',
    title: 'Campo de visión',
    formula: ['b está a la vista desde a  ⇔  todos los hexágonos de line(a, b) estrictamente entre ambos son suelo'],
    why: 'El método más sencillo de los que describe la guía: trazar la línea hexagonal desde el observador hasta cada baldosa y detenerse en cualquier cosa que estorbe (un muro o un hueco). Es fácil de seguir y de comprobar a mano, pero no es simétrico: que a vea a b no siempre significa que b vea a a; la guía enlaza métodos que sí lo son.',
  },
};

export function geometryTopic(orientation: Orientation): Topic {
  const pointy = orientation === 'pointy';
  const [tall, wide] = pointy ? ['hexTileHeight', 'hexTileWidth'] : ['hexTileWidth', 'hexTileHeight'];
  return {
    anchor: 'size-and-spacing',
    section: 'Size and spacing',
    title: 'Tamaño y espaciado',
    formula: [
      `tan 30° = opuesto / contiguo = (${tall} / 4) / (${wide} / 2) = 1 / √3`,
      `${wide} = √3 · ${tall} / 2,   ${tall} = 2 · ${wide} / √3`,
      `con ${tall} = 2 · size:  ${wide} = √3 · size`,
    ],
    why: `La deducción del tutorial axial («Hexagonal Character Movement Using Axial Coordinates»): el lado de un hexágono regular mide la mitad de su ${pointy ? 'alto' : 'ancho'} (los seis triángulos alrededor del centro son equiláteros), así que cada ${pointy ? 'tejadillo' : 'extremo'} inclinado ocupa una cuarta parte. El pequeño triángulo rectángulo bajo una inclinación tiene un ángulo de 30° en ${pointy ? 'el lado' : 'la parte de arriba'}, ${tall} / 4 enfrente y ${wide} / 2 al lado, y tan 30° = 1 / √3. Las ${pointy ? 'filas' : 'columnas'} se solapan en esa cuarta parte, así que están a 3/4 de hexágono una de otra: es el ${pointy ? 'hexTileHeight * 3/4' : 'hexTileWidth * 3/4'} del tutorial del buscaminas.`,
  };
}

export const storageTopic: Topic = {
  anchor: 'map-storage',
  section: 'Map storage in axial coordinates',
  title: 'Almacenamiento del mapa en coordenadas axiales',
  formula: [
    'rectángulo:  map[r][q + floor(r / 2)]   (punta arriba)',
    'hexágono de radio N:  map[r + N][q + N + min(0, r)]',
    'cualquier forma:  map[r − rMin][q − qFirst[r]]',
  ],
  why: 'Las coordenadas axiales van inclinadas, así que un rectángulo sin más desperdicia la mitad de sus celdas. Dar a cada fila su propio q inicial guarda cualquier forma sin huecos: un rectángulo vuelve a ser almacenamiento de desplazamiento, y un hexágono, filas de 2N + 1 − |r| hexágonos. El almacenamiento entrelazado del artículo de los cuatro tipos, en cambio, guarda dos líneas de desplazamiento en una misma fila del array.',
};
