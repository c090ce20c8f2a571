import type { OffsetSettings } from '../../../engine';
import { COMPASS } from '../compass';
import { offsetName } from '../../../games/lab/code/lang';
import type { ToolCounts } from '../../../games/lab/tools';
import type { Catalogue } from '../catalogue';
import type { Format } from '../format';
import codeComments from './labCode';
import toolWords from './labTools';
import { basicTopics, geometryTopic, storageTopic, toolTopics } from './labTopics';

const tiles = (n: number, f: Format) => f.plural(n, { one: '# baldosa', other: '# baldosas' });
const steps = (n: number, f: Format) => f.plural(n, { one: '# paso', other: '# pasos' });

function toolSummary(c: ToolCounts, f: Format): string {
  const n = c.tiles;
  const off = c.off ? `, ${f.number(c.off)} fuera del tablero` : '';
  switch (c.tool) {
    case 'none':
      return '';
    case 'line':
      return n
        ? `${tiles(n, f)}: distancia ${f.number(n - 1)} más la de salida.`
        : 'Señala una baldosa para trazar la línea.';
    case 'range':
      return `${tiles(n, f)} a ${steps(c.radius, f)} o menos${off} (un tablero abierto tiene ${f.number(c.open)}).`;
    case 'ring':
      return `${tiles(n, f)} a exactamente ${steps(c.radius, f)}${off} (un tablero abierto tiene ${f.number(c.open)}).`;
    case 'spiral':
      return `${tiles(n, f)} numeradas anillo a anillo${off}.`;
    case 'rotate':
    case 'reflect':
      return `${tiles(c.source, f)} en el origen, ${tiles(n, f)} en el resultado${off}.`;
    case 'intersect':
      if (c.centres < 2)
        return 'Haz clic en dos o tres baldosas para que sean los centros (la baldosa bajo el puntero hace de segundo).';
      return `${tiles(n, f)} a ${steps(c.radius, f)} o menos de los ${c.centres} centros${off}.`;
    case 'fov':
      return `${tiles(n, f)} a la vista, ${f.plural(c.hidden, { one: '# oculta', other: '# ocultas' })}, ${f.plural(c.blockers, { one: '# muro que proyecta sombra', other: '# muros que proyectan sombra' })}.`;
  }
}

function layoutNames({ orientation, parity }: OffsetSettings): { source: string; name: string }[] {
  const pointy = orientation === 'pointy';
  const p = parity === 'odd' ? 'impares' : 'pares';
  const shoved = pointy
    ? `filas ${p} desplazadas medio hexágono a la derecha`
    : `columnas ${p} desplazadas medio hexágono hacia abajo`;
  const test = parity === 'odd' ? '!==' : '===';
  return [
    {
      source: 'Hexlab',
      name: `${pointy ? 'Horizontal' : 'Vertical'}, desplazamiento ${parity === 'odd' ? 'impar' : 'par'}`,
    },
    {
      source: 'Guía de Red Blob Games',
      name: `${pointy ? 'punta arriba' : 'lado arriba'} (${pointy ? 'pointy top' : 'flat top'}); desplazamiento “${offsetName({ orientation, parity })}” (${shoved})`,
    },
    {
      source: 'Tutorial «Creating a Hexagonal Minesweeper»',
      name: `diseño ${pointy ? 'horizontal' : 'vertical'}, desplazamiento ${parity === 'odd' ? 'impar' : 'par'}: if (${pointy ? 'i' : 'j'} % 2 ${test} 0) desplaza la ${pointy ? 'fila' : 'columna'}`,
    },
    {
      source: 'Four kinds of hex maps',
      name: `gridType “${pointy ? 'horizontal' : 'vertical'}”${parity === 'odd' ? '' : ' (el artículo solo dibuja el desplazamiento impar)'}`,
    },
    {
      source: 'Proximidad (almacenamiento entrelazado)',
      name: pointy
        ? 'su tablero lado arriba girado un cuarto de vuelta: los nombres de las funciones apuntan en la dirección traspuesta'
        : 'su propio tablero lado arriba',
    },
    {
      source: 'Tutorial «Hexagonal Character Movement Using Axial Coordinates»',
      name: pointy ? 'su diseño horizontal, en axiales (i, j)' : 'la traspuesta de su diseño horizontal',
    },
  ];
}

const line = (l: 'row' | 'column') => (l === 'row' ? 'fila' : 'columna');
const parityWord = (p: 'odd' | 'even') => (p === 'odd' ? 'impar' : 'par');
const linesWord = (w: 'rows' | 'columns') => (w === 'rows' ? 'filas' : 'columnas');

const lab: Catalogue['lab'] = {
  boardLabel:
    'Tablero del laboratorio de coordenadas. Haz clic en una baldosa para seleccionarla; Intro selecciona la baldosa del cursor.',
  topics: { basic: basicTopics, tools: toolTopics, geometry: geometryTopic, storage: storageTopic },
  guide: 'Red Blob Games, «Hexagonal Grids»:',
  formula: 'Fórmula',
  status: { tile: 'Fila, columna', axial: 'Axiales q, r', selected: 'Seleccionada' },
  systems: {
    offset: 'Desplazamiento (fila, col)',
    axial: 'Axiales (q, r)',
    cube: 'Cúbicas (q, r, s)',
    doubled: 'Dobladas (col, fila)',
    interlaced: 'Entrelazadas (par, mitad)',
  },
  panel: {
    heading: 'Lab',
    labels: 'Etiquetas de las baldosas',
    none: 'Ninguna',
    cubeNote: ['Las etiquetas cúbicas se leen ', ' de arriba abajo; q + r + s = 0.'],
    tooSmall:
      'Las etiquetas están ocultas: a este zoom son demasiado pequeñas para leerlas. Acerca la vista (+, rueda o pellizco) para verlas.',
    distance: 'Distancia desde la baldosa señalada',
    diagonals: 'Mostrar los vecinos diagonales',
    regions: 'Mostrar cómo encuentra la baldosa bajo el puntero el tutorial «Creating a Hexagonal Minesweeper»',
    probe: 'Dibujar en el puntero los puntos de colisión del héroe',
    hover: (diagonals) =>
      `Pasa el puntero por una baldosa: se marca con sus seis vecinos${diagonals ? ' y sus seis diagonales (a dos pasos, entre dos vecinos)' : ''}.`,
  },
  tools: {
    heading: 'Algoritmos',
    tool: 'Herramienta',
    names: {
      none: 'Ninguna',
      line: 'Línea',
      range: 'Rango N',
      ring: 'Anillo N',
      spiral: 'Espiral',
      rotate: 'Rotar',
      reflect: 'Reflejar',
      intersect: 'Intersección de rangos',
      fov: 'Campo de visión',
    },
    help: {
      none: 'Elige una herramienta para ejecutar uno de los algoritmos del motor sobre el tablero.',
      line: 'La línea hexagonal desde la baldosa seleccionada hasta la que está bajo el puntero: distancia + 1 baldosas, cada una el punto redondeado del recorrido.',
      range:
        'Todas las baldosas a N pasos o menos de la seleccionada: 3N(N+1)+1 baldosas donde el tablero está abierto.',
      ring: 'Las baldosas a exactamente N pasos de la seleccionada: 6N donde el tablero está abierto.',
      spiral:
        'Los anillos de 0 a N recorridos en orden; el número pequeño es el puesto de cada baldosa en el recorrido.',
      rotate:
        'El anillo de radio N alrededor de la baldosa seleccionada (discontinuo, el origen) girado en pasos de 60° alrededor de la baldosa bajo el puntero (relleno, el resultado).',
      reflect:
        'El anillo de radio N alrededor de la baldosa seleccionada (discontinuo, el origen) reflejado respecto al eje q, r o s que pasa por la baldosa bajo el puntero (relleno, el resultado).',
      intersect:
        'Haz clic en dos o tres baldosas para que sean centros: se rellenan las baldosas a N pasos o menos de todos los centros, y se sombrean suavemente las que están solo en algunos rangos. Hasta que elijas dos, la baldosa bajo el puntero es el siguiente centro.',
      fov: 'Lo que ve la baldosa seleccionada: una baldosa queda oculta (sombreada) si hay un muro (con borde rojo) o un hueco en la línea hexagonal hasta ella.',
    },
    radius: 'N (radio)',
    turns: 'Giros (de 60°)',
    axis: 'Eje',
    axes: ['q (mantiene q)', 'r (mantiene r)', 's (mantiene s)'],
    formulaTitle: 'Fórmula y por qué',
    centresNone: 'No hay centros: haz clic en una baldosa (o pulsa Intro en el cursor) para añadir uno.',
    centres: (cells) => `Centros (fila, columna): ${cells.join(', ')}.`,
    clearCentres: 'Quitar los centros',
    selected: (row, col) => `Seleccionada: fila ${row}, columna ${col}`,
    clear: 'Quitar',
    noSelection:
      'Ninguna baldosa seleccionada: las herramientas parten de la baldosa bajo el puntero. Haz clic en una (o pulsa Intro en el cursor) para seleccionarla.',
    walls: (n, f) =>
      n === 0
        ? 'Este tablero no tiene muros, así que todas las baldosas están a la vista.'
        : `${f.plural(n, { one: '# muro', other: '# muros' })} en este tablero.`,
    wallsSwitch: 'Muros en el tablero',
    orEditor: 'Pinta los tuyos en el editor.',
    summary: toolSummary,
  },
  coords: {
    heading: 'Bajo el puntero',
    cursorTile: 'La baldosa del cursor de teclado',
    tappedTile: 'La baldosa tocada',
    pointAt: 'Pasa el puntero por el tablero para ver su hexágono en todos los sistemas de coordenadas.',
    tapOn: 'Toca una baldosa para ver su hexágono en todos los sistemas de coordenadas.',
    offBoard: 'Aquí no hay baldosa (fuera del tablero): el hexágono que sería',
    wall: 'Una baldosa de muro',
    floor: 'Una baldosa de suelo',
    pixel: 'Píxel (unidades del tablero)',
    fractional: 'Axiales fraccionarias',
    pair: (a, b) => `${a}; ${b}`,
    fromOrigin: (name) => `${name}, desde el origen`,
  },
  rounding: {
    summary: 'De píxel a hexágono, paso a paso',
    fractional: 'Fraccionaria',
    rounded: 'Redondeada',
    moved: 'Se movió',
    rebuilt: (axis, by, formula, value) =>
      `${axis} es la que más se movió (${by}), así que se recalcula a partir de las otras dos: ${axis} = ${formula} = ${value}. Así se mantiene q + r + s = 0.`,
  },
  tutorialPick: {
    regions: {
      cell: 'la baldosa propia de la celda',
      'upper-left': 'el triángulo superior izquierdo',
      'upper-right': 'el triángulo superior derecho',
      'lower-left': 'el triángulo inferior izquierdo',
      'lower-right': 'el triángulo inferior derecho',
      left: 'la mitad izquierda, bajo su inclinación',
      right: 'la mitad derecha, bajo su inclinación',
    },
    text: (xVal, yVal, dX, dY, region, row, col) =>
      `Para comparar, el método del tutorial del buscaminas (su función findHexTile): el puntero está en el rectángulo (${xVal}, ${yVal}) de una cuadrícula puesta sobre el tablero, en (${dX}; ${dY}) dentro de él, en ${region}, así que la baldosa es la fila ${row}, columna ${col}.`,
  },
  names: {
    heading: 'Nombres',
    caption: 'Cómo llama cada artículo a este diseño',
    layoutNames,
    tile: (row, col, l, parity, from) =>
      `Baldosa fila ${row}, columna ${col} (${from}): una ${line(l)} ${parityWord(parity)}.`,
    from: {
      hover: 'bajo el puntero',
      cursor: 'el cursor de teclado',
      selected: 'la baldosa seleccionada',
      middle: 'en el centro del tablero',
    },
    stepsCaption: (l, parity) => `Pasos a los vecinos en una ${line(l)} ${parityWord(parity)}`,
    direction: 'Dirección',
    step: 'Paso (fila, col)',
    axial: 'Paso axial',
    helper: 'Función de Proximidad',
    directions: COMPASS.es,
    tutorialSame: (l, word) =>
      `El texto del tutorial del buscaminas también llama a esta lista la de la ${line(l)} “${word === 'odd' ? 'impar' : 'par'}”: en este diseño de desplazamiento par sus palabras coinciden con su código.`,
    tutorialSwapped: (l, word, parity) =>
      `El texto del tutorial del buscaminas llama a esta lista la de la ${line(l)} “${word === 'odd' ? 'impar' : 'par'}”, pero su código (desplazamiento impar) desplaza las ${line(l)}s impares: sus palabras describen el dibujo alrededor de una baldosa central, así que aquí su “${word === 'odd' ? 'impar' : 'par'}” es una ${line(l)} ${parityWord(parity)}.`,
    helpersOff:
      'El código del juego Proximidad pasa a un vecino con funciones llamadas topOf, topLeftOf, …: elige las etiquetas entrelazadas para ver cuál llega a cada vecino.',
    helpersOn:
      'Las funciones de Proximidad trabajan sobre el almacenamiento entrelazado (par, mitad); sus nombres dicen hacia dónde apuntan en su tablero lado arriba.',
  },
  origin: {
    heading: 'Origen',
    relative: 'Coordenadas relativas a una baldosa de origen',
    origin: (row, col, centre) =>
      `Origen: fila ${row}, columna ${col}${centre ? ' (la baldosa central del tablero)' : ''}.`,
    useSelected: 'Hacer origen la baldosa seleccionada',
    noSelection: 'Selecciona una baldosa (haz clic en ella) para llevar el origen allí.',
    centre: 'Volver a la baldosa central',
    why: 'Como en los diagramas de la guía, las coordenadas axiales, cúbicas y dobladas se escriben como la diferencia con el origen, que queda en 0, 0, 0. Las de desplazamiento y las entrelazadas son índices de un array, así que se quedan como están.',
  },
  storage: {
    heading: 'Almacenamiento del mapa',
    format: 'Almacenamiento',
    block: 'El tablero en este almacenamiento',
    formats: {
      levelData: 'Filas de baldosas (levelData, como guardan un tablero los tutoriales)',
      axial: 'Un array por fila axial (guía de Red Blob Games)',
      interlaced: 'Entrelazado (como guarda su tablero Proximidad)',
    },
    comments: {
      levelData:
        '// levelData[fila][col], como guardan un tablero los tutoriales: -1 sin baldosa, 0 suelo, 1 muro, 2 a 9 suelo con coste.',
      axial:
        '// Almacenamiento axial (el "Map storage" de la guía): un array por cada r, empezando en el primer q de esa fila.\n// El hexágono (q, r) es map[r - rMin][q - qFirst[r - rMin]]; -1 marca un hueco dentro de una fila.',
      interlaced:
        '// Almacenamiento entrelazado (el artículo de los cuatro tipos y Proximidad): hexagonArray[pair][half].\n// El hexágono (pair, half) es hexagonArray[pair - pairMin][half - halfMin]; -1 donde no hay baldosa.',
      more: (n) => `  // … ${n} filas más (el tablero es demasiado grande para imprimirlo entero)`,
    },
  },
  geometry: {
    heading: 'Geometría',
    lead: (size) =>
      `Hexágonos de tamaño ${size} (el radio circunscrito, del centro a una esquina, en unidades del tablero):`,
    measure: 'Medida',
    formula: 'Fórmula',
    value: 'Valor',
    names: {
      width: 'Ancho',
      height: 'Alto',
      across: {
        pointy: 'Espaciado horizontal (a lo largo de una fila)',
        flat: 'Espaciado horizontal (de columna a columna)',
      },
      down: { pointy: 'Espaciado vertical (de fila a fila)', flat: 'Espaciado vertical (a lo largo de una columna)' },
    },
    formulas: {
      pointy: { width: '√3 · size', height: '2 · size', across: 'ancho = √3 · size', down: '3/4 · alto = 3/2 · size' },
      flat: { width: '2 · size', height: '√3 · size', across: '3/4 · ancho = 3/2 · size', down: 'alto = √3 · size' },
    },
  },
  how: {
    heading: 'Cómo funciona',
    intro:
      'Las fórmulas detrás de cada número que muestra el laboratorio, para este diseño, cada una con unas palabras sobre por qué funciona y la sección de la guía que lo explica a fondo.',
  },
  code: {
    heading: 'Código',
    language: 'Lenguaje del código',
    copy: 'Copiar',
    copied: 'Copiado al portapapeles.',
    refused: 'El navegador no ha dejado usar el portapapeles: el código está seleccionado, pulsa Ctrl+C para copiarlo.',
    intro:
      'El código detrás de lo que muestra el laboratorio, escrito para este diseño, desplazamiento y tamaño de hexágono, con la herramienta elegida. No necesita nada más: pégalo y ejecútalo. Las últimas líneas resuelven un ejemplo con la baldosa que señalas.',
    introEngine:
      'Las mismas funciones en el lenguaje de tu motor, escritas para este diseño, desplazamiento y tamaño de hexágono, con la herramienta elegida. Solo usan la biblioteca propia del lenguaje: pégalas en tu proyecto. Las últimas líneas resuelven el mismo ejemplo que el JavaScript, con la baldosa que señalas, e imprimen las mismas respuestas.',
    block: 'Código para este diseño',
    comments: codeComments,
  },
  inTools: toolWords,
  /** the pane under the board that holds the code and the explanations on a wide screen */
  reading: 'Código y cómo funciona',
  four: {
    heading: 'Cuatro tipos de mapas hexagonales',
    kind: (kind, lines, what) =>
      `gridType “${kind}”, ${lines} ${linesWord(what)}: un número ${lines % 2 === 0 ? 'par' : 'impar'}.`,
    hintX: { vertical: 'columnas', horizontal: 'medios pasos a lo ancho de un par de filas' },
    hintY: { vertical: 'medios pasos a lo largo de un par de columnas', horizontal: 'filas' },
    stored: (flat) =>
      `Guardado como en el artículo de adyacencia: la baldosa “i,j” es el par i (dos ${flat ? 'columnas una al lado de otra' : 'filas, una encima de otra'}) y el medio paso j a lo largo de él, así que las j pares están en la primera ${flat ? 'columna' : 'fila'} del par y las impares en la segunda.`,
    missing: (lines, what, flat) =>
      ` no existen: con ${lines} ${linesWord(what)} el último par tiene una sola ${flat ? 'columna' : 'fila'}. Se dibujan con contorno discontinuo.`,
    full: (what) => `Un número par de ${linesWord(what)} llena todos los pares: no falta ninguna coordenada.`,
  },
};

export default lab;
