import type { LevelTextError, LevelTextExpected } from '../../../games/editor';
import type { Catalogue } from '../catalogue';
import type { Format } from '../format';

const expected = (e: LevelTextExpected): string => {
  switch (e.kind) {
    case 'levelStart':
      return "'[' para abrir el nivel";
    case 'rowStart':
      return `'[' para abrir la fila ${e.row} o ']'`;
    case 'afterRow':
      return `',' o ']' tras la fila ${e.row}`;
    case 'afterValue':
      return "',' o ']'";
    case 'equals':
      return `'=' tras ${e.name}`;
    case 'value':
      return "un número o ']'";
    case 'end':
      return 'el final del texto tras el nivel';
  }
};

const importError = (e: LevelTextError, f: Format): string => {
  const at = `Línea ${f.number(e.line)}, columna ${f.number(e.column)}`;
  switch (e.kind) {
    case 'empty':
      return `${at}: el texto está vacío; pega un levelData como [[0,0],[0,0]].`;
    case 'expected':
      return `${at}: se esperaba ${expected(e.expected)} pero hay ${e.found === null ? 'el final del texto' : `'${e.found}'`}.`;
    case 'tooManyRows':
      return `${at}: el nivel tiene más de ${e.max} filas; el tablero más grande es de ${e.max} x ${e.max}.`;
    case 'rowTooLong':
      return `${at}: la fila ${e.row} tiene más de ${e.max} valores; el tablero más grande es de ${e.max} x ${e.max}.`;
    case 'raggedRow':
      return `${at}: la fila ${e.row} tiene ${f.plural(e.length, { one: '# valor', other: '# valores' })} pero la fila 1 tiene ${e.first}; todas las filas deben tener los mismos.`;
    case 'noRows':
      return `${at}: el nivel no tiene filas; escribe al menos una, como [[0]].`;
    case 'emptyRow':
      return `${at}: la fila ${e.row} está vacía; cada fila necesita al menos un valor.`;
    case 'notATile':
      return `El valor ${e.value} en la línea ${f.number(e.line)}, columna ${f.number(e.column)} no es una baldosa: usa -1 (sin baldosa), 0 (suelo), 1 (muro) o 2-9 (suelo con coste de movimiento).`;
    case 'unclosedComment':
      return `${at}: este comentario no se cierra nunca; termínalo con */.`;
    case 'badLayout':
      return `${at}: ${e.key === 'offset' ? 'el desplazamiento' : 'la orientación'} '${e.value}' no es válido: usa ${e.key === 'offset' ? "'odd' o 'even'" : "'horizontal' o 'vertical'"}.`;
    case 'noLevelData':
      return `${at}: el objeto no tiene "levelData"; escribe ahí sus filas, como {"levelData": [[0]]}.`;
  }
};

const editor: Catalogue['editor'] = {
  boardLabel:
    'Editor de tableros. Arrastra para dibujar con la herramienta elegida; muévete con las teclas de dirección y pulsa Intro para dibujar en la baldosa del cursor.',
  cursor: (row, col, what) => `Fila ${row}, columna ${col}: ${what}`,
  cell: (v) => (v === -1 ? 'vacío' : v === 0 ? 'suelo' : v === 1 ? 'muro' : `suelo, coste ${v}`),
  status: {
    tool: 'Herramienta',
    paint: 'Pintar con',
    size: 'Tablero',
    value: (v) => (v === -1 ? 'Vacío' : v === 0 ? 'Suelo' : v === 1 ? 'Muro' : `Coste ${v}`),
  },
  tools: {
    heading: 'Dibujar',
    group: 'Herramienta',
    names: { brush: 'Pincel', fill: 'Relleno', line: 'Línea', ring: 'Anillo', rect: 'Rectángulo' },
    hints: {
      brush: 'Haz clic o arrastra para pintar.',
      fill: 'Haz clic en una baldosa para rellenar su zona conectada.',
      line: 'Arrastra de un extremo al otro.',
      ring: 'Arrastra desde el centro hasta el radio.',
      rect: 'Arrastra de una esquina a la opuesta.',
    },
    anchorSet: 'Primera esquina puesta: pulsa Intro en la segunda.',
    pan: 'Mayús+arrastrar desplaza la vista.',
    paint: 'Pintar con',
    values: { wall: 'Muro', floor: 'Suelo', void: 'Vacío (sin baldosa)', cost: (c) => `Suelo, coste ${c}` },
    radius: 'Radio del pincel',
    undo: 'Deshacer',
    redo: 'Rehacer',
  },
  shape: {
    heading: 'Forma',
    startFrom: 'Partir de',
    presets: {
      hexagon: 'Hexágono',
      rectangle: 'Rectángulo',
      parallelogram: 'Paralelogramo',
      triangle: 'Triángulo',
      ring: 'Anillo',
      tutorial: 'Hexágono del tutorial (13 x 13)',
    },
    apply: 'Aplicar forma',
    transforms: 'Girar y reflejar',
    rotateLeft: 'Girar 60° a la izquierda',
    rotateRight: 'Girar 60° a la derecha',
    mirrorLeftRight: 'Reflejar izquierda–derecha',
    mirrorTopBottom: 'Reflejar arriba–abajo',
    transpose: 'Trasponer',
    invert: 'Invertir',
    clear: 'Vaciar',
    height: 'Alto',
    width: 'Ancho',
    keepAt: 'Mantener el contenido en',
    anchors: { center: 'El centro', 'top-left': 'La esquina superior izquierda' },
    resize: 'Redimensionar',
  },
  io: {
    heading: 'Importar y exportar',
    input: 'levelData que importar',
    import: 'Importar',
    open: 'Abrir un archivo',
    openHint:
      'levelData, un mapa de Tiled (.tmx, .tmj) o una escena de Godot 4 (.tscn); también puedes soltar el archivo sobre el tablero.',
    opening: (file) => `Abriendo ${file}…`,
    pasted: 'el texto pegado',
    imported: (rows, cols, tiles, from) => `Importadas ${rows} x ${cols} celdas (${tiles} baldosas) desde ${from}.`,
    importError,
    unchanged: 'No se ha cambiado nada.',
    export: 'Exportar',
    format: 'Formato de exportación',
    output: 'levelData exportado',
    copy: 'Copiar levelData',
    copied: 'Copiado al portapapeles.',
    refused: 'El navegador no ha dejado usar el portapapeles: el texto está seleccionado, pulsa Ctrl+C para copiarlo.',
    download: 'Descargar',
    formats: {
      js: 'levelData (JavaScript)',
      json: 'levelData (JSON)',
      tmx: 'Tiled (.tmx)',
      tmj: 'Tiled (.tmj)',
      tscn: 'Godot 4 (.tscn)',
    },
    zipHint: 'Un .zip con el mapa y la imagen de baldosas a la que se refiere: descomprime ambos en una misma carpeta.',
    exportFailed: (why) => `La exportación ha fallado${why ? ` (${why})` : ''}; no se ha descargado nada.`,
  },
  play: {
    heading: 'Jugar en este tablero',
    minesweeper: 'Jugar al buscaminas',
    hero: 'Jugar con el héroe',
    proximity: 'Jugar a Proximidad',
    tiles: { one: '# baldosa', other: '# baldosas' },
  },
};

export default editor;
