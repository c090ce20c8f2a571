import type { Catalogue } from '../catalogue';
import levelProblem from './puzzleProblem';

/** A sentence's first letter in capitals. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const puzzle: Catalogue['puzzle'] = {
  name: 'Puzles',
  boardLabel:
    'Tablero del puzle. Muévete con las teclas de dirección; Intro o Espacio marca la celda azul, B la marca negra.',
  status: {
    label: 'Estado del puzle',
    status: 'Estado',
    words: { playing: 'Jugando', solved: 'Resuelto' },
    remaining: 'Quedan',
    mistakes: 'Errores',
  },
  markBlack: 'Marcar negra',
  challenge: {
    offerNote: 'Envía este puzle con tu tiempo: tu amigo lo resuelve y te devuelve su resultado.',
    linkNote: 'Abre este puzle con tu resultado',
    banner: (result) => `Reto: tu amigo resolvió este puzle en ${result}. ¡Supéralo!`,
  },
  solved: {
    title: '¡Resuelto!',
    text: (mistakes, f) =>
      mistakes === 0 ? 'Sin un solo error.' : f.plural(mistakes, { one: 'Con # error.', other: 'Con # errores.' }),
    again: 'Jugar otra vez',
    close: 'Cerrar',
    time: 'Tiempo',
    mistakes: 'Errores',
    share: 'Compartir',
    next: 'Siguiente',
    nextGenerated: (difficulty) => `Un puzle nuevo, ${difficulty.toLowerCase()}`,
    nextBuiltIn: (title) => `Siguiente: ${title}`,
  },
  wrong: {
    said: (tried, mistakes) => `Error: esa celda no es ${tried === 'blue' ? 'azul' : 'negra'}. Errores: ${mistakes}.`,
  },
  generator: {
    shape: 'Forma',
    shapes: { hexagon: 'Hexágono', rectangle: 'Rectángulo', editor: 'Tablero del Editor' },
    making: 'Creando un puzle\u2026',
    failed: 'No se pudo crear el puzle.',
  },
  panel: {
    newPuzzle: 'Puzle nuevo',
    difficulty: 'Dificultad',
    difficulties: { easy: 'Fácil', medium: 'Media', hard: 'Difícil' },
    heading: 'Puzle',
    by: (author) => `de ${author}`,
    builtIn: 'Puzles incluidos',
    restart: 'Empezar de nuevo',
    text: 'Texto del puzle',
    textHelp: 'Pega un nivel en el formato de la comunidad, «Hexcells level v1» (el que escribe SixCells).',
    open: 'Abrir puzle',
    export: 'Exportar puzle',
    openFile: 'Abrir un archivo',
    dropHint: 'o suelta un archivo .hexcells en el tablero',
  },
  problem: levelProblem,
  titleBar: {
    label: 'El título y las notas del puzle',
  },
  builtInLevels: {
    'First light': { title: 'Primera luz', notes: 'Un puzle pequeño para aprender las reglas.' },
    Honeycomb: { title: 'Panal', notes: 'Dos pasos más: líneas y series.' },
  },
  check: {
    button: 'Comprobar puzle',
    cancel: 'Cancelar',
    progress: 'Comprobando el puzle',
    verdict: {
      'no-guess': 'No hace falta adivinar: cada celda oculta se deduce de las pistas, paso a paso.',
      'needs-guess': (n, f) =>
        `Hace falta adivinar: la deducción se detiene con ${f.plural(n, { one: '# celda', other: '# celdas' })} fuera de alcance (marcadas en el tablero).`,
      contradiction: (n, f) =>
        `Las pistas no pueden cumplirse todas: ${f.plural(n, { one: '# pista contradice', other: '# pistas contradicen' })} la solución.`,
    },
    failed: 'La comprobación no pudo ejecutarse en este navegador.',
    grade: {
      easy: 'Nivel: fácil, basta una pista cada vez.',
      medium: 'Nivel: medio, algunos pasos piden dos pistas juntas.',
      hard: 'Nivel: difícil, varios pasos piden tres o más pistas juntas, o la cuenta de celdas azules que quedan.',
    },
  },
  hint: {
    button: 'Pista',
    none: 'Ninguna celda oculta se puede demostrar con lo que se ve.',
    colors: { blue: 'azul', black: 'negra' },
    name: {
      cell: (text) => `el ${text}`,
      flower: (text) => `el ${text} azul`,
      line: (text) => `la pista de línea ${text}`,
    },
    blueIn: {
      cell: (n, f) => f.plural(n, { one: '# vecina azul', other: '# vecinas azules' }),
      flower: (n, f) => f.plural(n, { one: '# celda azul a dos pasos', other: '# celdas azules a dos pasos' }),
      line: (n, f) => f.plural(n, { one: '# celda azul en su línea', other: '# celdas azules en su línea' }),
    },
    list: (names) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`),
    done: (clue, blueIn, n) =>
      n === 0
        ? `${cap(clue)} no cuenta ninguna azul: todas las celdas ocultas que cuenta son negras.`
        : `${cap(clue)} ya tiene ${blueIn}: las demás son negras.`,
    full: (clue, need, f) =>
      need === 1
        ? `${cap(clue)} necesita 1 azul más y le queda solo 1 celda oculta: es azul.`
        : `${cap(clue)} necesita ${need} azules más y le quedan solo ${f.plural(need, { one: '# celda oculta', other: '# celdas ocultas' })}: todas son azules.`,
    shape: (clue, together, color) =>
      `${cap(clue)} pide sus azules ${together ? 'juntas, en un solo grupo' : 'separadas, en dos grupos o más'}: de cualquier forma que encajen, la celda marcada es ${color}.`,
    least: (a, b, n, f) =>
      `${cap(a)} debe tener ${f.plural(n, { one: '# azul', other: '# azules' })} entre las celdas que comparte con ${b}; es todo lo que le falta a ${b}, así que sus otras celdas son negras.`,
    most: (a, b, n, need) =>
      `${cap(a)} puede tener como mucho ${n} ${n === 1 ? 'azul' : 'azules'} entre las celdas que comparte con ${b}; a ${b} le faltan ${need}, así que ${
        need - n === 1 ? 'su otra celda oculta es azul' : `sus otras ${need - n} celdas ocultas son todas azules`
      }.`,
    pair: (a, b, color) => `${cap(a)} y ${b}, juntas, solo dejan una posibilidad para la celda marcada: ${color}.`,
    countAlone: (left, hidden, f) =>
      left === 0
        ? 'No queda ninguna azul por encontrar (Quedan 0): todas las celdas ocultas son negras.'
        : `Quedan ${f.plural(left, { one: '# azul', other: '# azules' })} por encontrar y ${f.plural(hidden, { one: '# celda oculta', other: '# celdas ocultas' })}: todas son azules.`,
    countWith: (clues, left, color, f) =>
      `Un paso difícil. La cuenta de las que quedan (${f.plural(left, { one: '# azul', other: '# azules' })}) y ${clues}, juntas, solo dejan una posibilidad para la celda marcada: ${color}.`,
    several: (clues, n, color) =>
      `Un paso difícil: ${n} pistas a la vez. ${cap(clues)}, juntas, solo dejan una posibilidad para la celda marcada: ${color}. Prueba cada color en ella frente a esas pistas, en este orden.`,
  },
  edit: {
    tabs: 'Jugar o editar',
    play: 'Jugar',
    edit: 'Editar',
    heading: 'Editar el puzle',
    boardLabel:
      'Editor de puzles. Muévete con las teclas de dirección; Intro o Espacio usa la herramienta en la casilla. Las casillas a trazos están vacías.',
    tools: 'Herramientas',
    keys: [
      ['Intro o Espacio', 'usar la herramienta'],
      ['Ctrl+Z', 'deshacer'],
      ['Ctrl+Y', 'rehacer'],
    ],
    toolNames: {
      blue: 'Azul',
      black: 'Negra',
      erase: 'Borrar',
      line: 'Pista de línea',
      shown: 'Visible/Oculta',
      clue: 'Pista',
    },
    toolShort: { blue: 'Azul', black: 'Negra', erase: 'Borrar', line: 'Línea', shown: 'Visible', clue: 'Pista' },
    toolHints: {
      blue: 'Toca o arrastra sobre las casillas para hacer celdas azules. Una celda con un anillo ámbar empieza oculta.',
      black:
        'Toca o arrastra sobre las casillas para hacer celdas negras. Una celda con un anillo ámbar empieza oculta.',
      erase: 'Toca o arrastra para vaciar casillas.',
      line: 'Toca una casilla vacía para una pista de línea; toca una pista de línea para girarla.',
      shown: 'Toca o arrastra para mostrar celdas al empezar, u ocultarlas.',
      clue: 'Toca una celda o una pista de línea para pasar por sus pistas.',
    },
    shiftPans: 'Para mover el tablero, arrastra con Mayúsculas, o con la herramienta Pista de línea o Pista.',
    emptySlot: 'casilla vacía',
    startsHidden: (what) => `${what}, empieza oculta`,
    undo: 'Deshacer',
    redo: 'Rehacer',
    newEmpty: 'Nuevo vacío',
    fields: { title: 'Título', author: 'Autor', note1: 'Nota 1', note2: 'Nota 2' },
    dir: 'Dirección de la línea',
    dirs: { '|': 'Abajo', '\\': 'Abajo a la derecha', '/': 'Abajo a la izquierda' },
    clue: 'Pista de la casilla elegida',
    choose: 'Toca una celda o una pista de línea para elegirla.',
    clues: {
      cell: { plain: 'Número', together: '{n} juntas', apart: '-n- separadas', none: '? nada' },
      blue: { none: 'Nada', plain: 'Número (a dos pasos)' },
      line: { plain: 'Número', together: '{n} juntas', apart: '-n- separadas' },
    },
    chosen: (x, y) => `Columna ${x}, fila ${y}`,
    issue: (i) =>
      i.kind === 'line-to-nothing'
        ? `La pista de línea de la columna ${i.x}, fila ${i.y} no apunta a ninguna celda: Jugar la deja fuera.`
        : `El ${i.kind === 'together' ? '{n}' : '-n-'} de la columna ${i.x}, fila ${i.y} es falso: las celdas azules ${
            i.what === 'line' ? 'de su línea' : 'de alrededor'
          } ${i.kind === 'together' ? 'no forman un solo grupo' : 'no forman dos grupos o más'}.`,
    noIssues: 'Todas las marcas {n} y -n- se cumplen.',
    verdict: {
      empty: 'Añade celdas para comprobar el puzle.',
      checking: 'Comprobando…',
      'no-guess': 'No hace falta adivinar.',
      'needs-guess': (n, f) =>
        `Hay que adivinar: ${f.plural(n, { one: '# celda', other: '# celdas' })} fuera de alcance (marcadas).`,
      contradiction: (n, f) =>
        `Contradicción: ${f.plural(n, { one: '# pista no puede', other: '# pistas no pueden' })} cumplirse.`,
      failed: 'No se pudo comprobar.',
    },
  },
  cell: {
    hidden: 'celda oculta',
    blue: 'azul',
    black: 'negra',
    question: 'negra, sin número',
    count: (color, n) => `${color}, ${n}`,
    together: (color, n) => `${color}, ${n} juntas`,
    apart: (color, n) => `${color}, ${n} separadas`,
    flower: (n) => `azul, ${n} azules a dos pasos o menos`,
    line: (n, kind) =>
      `pista de línea, ${n} azules en la línea${kind === 'together' ? ', juntas' : kind === 'apart' ? ', separadas' : ''}`,
  },
  /** the daily puzzle: its band over the board, and its shared result */
  daily: {
    grades: { medium: 'Medio', hard: 'Difícil' },
    heading: (day, grade) => `Puzle diario · ${day} · ${grade}`,
    making: 'Preparando el puzle del día…',
    failed: 'No se pudo preparar el puzle del día. Pulsa «Puzle diario» para intentarlo de nuevo.',
    counts: 'El puzle de hoy: cuenta tu primera resolución, también para tu racha.',
    late: 'El puzle de un día pasado: resolverlo cuenta como jugado tarde, no para la racha.',
    practice: 'Ya resuelto: este intento es de práctica y no cuenta.',
    counted: 'Resuelto: esta resolución cuenta, también para tu racha.',
    countedLate: 'Resuelto: cuenta como jugado tarde, no para la racha.',
    share: 'Compartir resultado',
    shareLabel: 'Tu resultado para compartir',
    closeShared: 'Cerrar',
    copied: 'Copiado al portapapeles.',
    copyFailed: 'Selecciona el texto para copiarlo.',
    shareText: (r, f) =>
      `Hexlab puzle diario · ${r.day}${r.late ? ' (jugado tarde)' : ''}\n` +
      `Resuelto · ${r.grade === 'hard' ? 'Difícil' : 'Medio'} · ${f.duration(r.ms)} · ${f.plural(r.mistakes, { one: '# error', other: '# errores' })}`,
  },
  /** the mode's card in Statistics, and the daily puzzle's row there */
  stats: {
    heading: 'Puzles',
    solved: 'Resueltos',
    mistakes: 'Errores',
    clean: 'Sin un error',
    best: 'Mejor tiempo',
    median: 'Tiempo mediano',
    total: 'Tiempo en total',
    none: 'Aún no has resuelto ningún puzle.',
    daily: 'Puzle diario',
    daysSolved: 'Días resueltos',
  },
};

export default puzzle;
