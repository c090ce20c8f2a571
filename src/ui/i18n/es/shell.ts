import type { Catalogue } from '../catalogue';

const shell: Catalogue['shell'] = {
  title: 'Hexlab: buscaminas hexagonal, laboratorio de cuadrículas hexagonales, editor y búsqueda de caminos',
  modes: 'Modos',
  modeNames: {
    minesweeper: 'Buscaminas',
    lab: 'Lab',
    editor: 'Editor',
    hero: 'Héroe',
    proximity: 'Proximidad',
    puzzle: 'Puzles',
  },
  /** the header's "Daily puzzle" (the Puzzles mode's daily), and a daily puzzle link's problem in the notice area */
  dailyPuzzle: {
    button: 'Puzle diario',
    problem: (p) =>
      p.kind === 'badDate'
        ? `«${p.value}» no es una fecha: un enlace del puzle diario termina en ?dp=AAAA-MM-DD.`
        : p.kind === 'tooEarly'
          ? `No hay puzle diario antes del ${p.first}.`
          : `El puzle diario del ${p.date} aún no ha salido.`,
  },
  help: 'Ayuda',
  menu: 'Menú',
  loading: 'Cargando…',
  opening: 'Abriendo tu tablero…',
  language: 'Idioma',
  close: 'Cerrar',

  guides: {
    minesweeper: {
      title: 'Cómo se juega',
      brief: {
        pointer: 'Clic para revelar; clic derecho, bandera.',
        touch: 'Toca para revelar; cada número cuenta minas.',
      },
      lines: [
        'Haz clic en una baldosa para revelarla; un número dice cuántos de sus seis vecinos esconden una mina.',
        'Marca con bandera la que sepas que esconde una mina: clic derecho (en pantalla táctil, pulsación larga o modo bandera).',
        'Haz clic en un número con todas sus minas marcadas para abrir sus otros vecinos de una vez (un acorde).',
        'Revela todas las baldosas sin mina para ganar.',
      ],
      touchLines: [
        'Revela todas las baldosas sin mina para ganar: toca una para revelarla; un número cuenta las minas de sus seis vecinos.',
        'Pon bandera con una pulsación larga o con el modo bandera.',
        'Toca un número con sus minas marcadas para abrir el resto (acorde).',
      ],
      keys: [
        ['Intro o Espacio', 'revelar; en un número, acorde'],
        ['F', 'bandera'],
        ['N', 'partida nueva'],
        ['R', 'reiniciar'],
      ],
    },
    lab: {
      title: 'Qué muestra',
      brief: {
        pointer: 'Señala una baldosa: verás vecinos y coordenadas.',
        touch: 'Toca una baldosa: verás vecinos y coordenadas.',
      },
      lines: [
        'Cada baldosa del tablero en el sistema de coordenadas que elijas: desplazamiento, cúbicas, axiales o dobladas.',
        'Señala una baldosa (o haz clic en ella) para ver sus vecinos y sus coordenadas en cada sistema.',
      ],
      touchLines: [
        'Cada baldosa en el sistema de coordenadas que elijas: desplazamiento, cúbicas, axiales o dobladas.',
        'Toca una baldosa para ver sus vecinos y sus coordenadas en cada sistema.',
      ],
      tools: {
        beside: 'En el panel de la derecha están las herramientas (líneas, anillos, campo de visión...) y su código.',
        sheet:
          'En Ajustes (arriba a la derecha) están las herramientas (líneas, anillos, campo de visión...) y su código.',
      },
      keys: [['Intro o Espacio', 'seleccionar la baldosa']],
    },
    editor: {
      title: 'Cómo se usa',
      brief: {
        pointer: 'Clic o arrastra para dibujar; más en Ajustes.',
        touch: 'Toca o arrastra para dibujar; más en Ajustes.',
      },
      lines: [
        'Haz clic o arrastra sobre el tablero para dibujar con la herramienta elegida: vacío, suelo, muros o suelos caros.',
      ],
      touchLines: [
        'Toca o arrastra sobre el tablero para dibujar con la herramienta elegida: vacío, suelo, muros o suelos caros.',
      ],
      tools: {
        beside:
          'En el panel de la derecha están las herramientas, el tamaño, importar y exportar, y Jugar para probarlo.',
        sheet:
          'En Ajustes (arriba a la derecha) están las herramientas, el tamaño, importar y exportar, y Jugar para probarlo.',
      },
      keys: [
        ['Intro o Espacio', 'pintar la baldosa'],
        ['Ctrl+Z', 'deshacer'],
        ['Ctrl+Mayús+Z o Ctrl+Y', 'rehacer'],
        ['Mayús+arrastrar', 'desplazar la vista'],
      ],
    },
    hero: {
      title: 'Cómo se juega',
      brief: {
        pointer: 'Camina con las teclas o haz clic adonde ir.',
        touch: 'Camina con las flechas o toca adonde ir.',
      },
      lines: [
        'Mueve al héroe con las seis teclas de dirección que se listan bajo el tablero (dos a la vez para las intermedias); los muros lo detienen.',
        'Haz clic en una baldosa para ir hasta ella por el camino más barato: su longitud y su coste aparecen sobre el tablero.',
      ],
      touchLines: [
        'Mueve al héroe con las seis flechas del mando (mantén una pulsada para seguir andando); los muros lo detienen.',
        'Toca una baldosa para ir hasta ella por el camino más barato: su longitud y su coste aparecen sobre el tablero.',
      ],
      tools: {
        beside:
          'El panel de la derecha muestra cómo trabaja la búsqueda: las baldosas que miró, los costes, otras búsquedas.',
        sheet:
          'Ajustes (arriba a la derecha) muestra cómo trabaja la búsqueda: las baldosas que miró, los costes, otras búsquedas.',
      },
      keys: [
        ['A W E D X Z / Q W E A S D', 'mantén pulsada para andar (dos a la vez para las direcciones intermedias)'],
        ['Intro o Espacio', 'ir a la baldosa del cursor'],
      ],
    },
    proximity: {
      title: 'Cómo se juega',
      brief: {
        pointer: 'Clic en una baldosa vacía: captura las débiles.',
        touch: 'Toca una baldosa vacía: captura las más débiles.',
      },
      lines: [
        'Por turnos, coloca baldosas numeradas en el suelo vacío: haz clic en una para poner la tuya (su número sale arriba).',
        'Cada baldosa tuya a su lado gana uno de fuerza; cada baldosa enemiga más débil a su lado queda capturada: pasa a ser tuya.',
        'Cuando el tablero está lleno, gana la mayor fuerza total.',
      ],
      touchLines: [
        'Por turnos, coloca baldosas numeradas: toca una baldosa vacía para poner la tuya.',
        'Suma uno de fuerza a cada baldosa tuya a su lado y captura cada baldosa enemiga más débil a su lado.',
        'Cuando el tablero está lleno, gana la mayor fuerza total.',
      ],
      keys: [
        ['Intro o Espacio', 'colocar tu baldosa'],
        ['U', 'deshacer'],
        ['N', 'partida nueva'],
      ],
      optionalKeys: [['1–5', 'elegir una baldosa de tu mano (Proximidad 2)']],
    },
    puzzle: {
      title: 'Cómo se juega',
      brief: {
        pointer: 'Clic en las celdas azules; clic derecho, negras.',
        touch: 'Toca las celdas azules; pulsación larga, negras.',
      },
      lines: [
        'Cada celda es azul o negra. Haz clic en una celda oculta que sabes azul; clic derecho si es negra.',
        'Un número en una celda negra cuenta sus vecinas azules; en una azul, las azules a dos pasos o menos.',
        '{3}: las azules van juntas; -3-: van separadas. Un número junto a una línea cuenta las azules de esa línea.',
      ],
      touchLines: [
        'Cada celda es azul o negra. Toca una celda oculta que sabes azul; pulsación larga o Marcar negra si es negra.',
        'Un número en una celda negra cuenta sus vecinas azules; en una azul, las azules a dos pasos o menos.',
        '{3}: las azules van juntas; -3-: van separadas. Un número junto a una línea cuenta las azules de esa línea.',
      ],
      keys: [
        ['Intro o Espacio', 'marcar azul'],
        ['B', 'marcar negra'],
      ],
    },
  },
  boardKeys: [
    ['+ −', 'zoom'],
    ['0', 'encajar el tablero'],
  ],
  helpText: {
    everyBoard: 'Todos los tableros',
    move: 'Mover el cursor',
    moveKeys: 'Diseño horizontal: A W E D X Z · Diseño vertical: Q W E A S D · flechas',
    pointer: 'Ratón y táctil',
    pointerText:
      'Haz clic o toca una baldosa para actuar sobre ella; en el Buscaminas, el clic derecho o una pulsación larga ponen una bandera; arrastra para desplazar la vista; rueda o pellizco para el zoom.',
    keys: (mode) => `Teclas de ${mode}`,
  },
  firstVisit: { dismiss: 'Entendido', more: 'La Ayuda lista todas las teclas.', rules: 'Más' },
  settings: { button: 'Ajustes', close: 'Listo', sheet: 'Ajustes' },
  notice: { dismiss: 'Descartar', dismissLabel: 'Descartar el mensaje' },
  update: { ready: 'Hay una versión nueva de Hexlab lista.', reload: 'Recargar', later: 'Más tarde' },
  modeError: {
    title: (mode) => `${mode} dejó de funcionar.`,
    what: (message) => `Qué pasó: ${message.replace(/\.?\s*$/, '.')}`,
    safe: 'Tu tablero está a salvo: se conserva, y al recargar el modo vuelve a aparecer.',
    reload: (mode) => `Recargar ${mode}`,
    unknown: 'un error inesperado',
  },
  field: {
    notNumber: (label) => `${label}: tiene que ser un número.`,
    notWhole: (label, min, max) => `${label}: tiene que ser un número entero de ${min} a ${max}.`,
    outOfRange: (label, whole, min, max) =>
      `${label}: tiene que ser ${whole ? 'un número entero ' : ''}de ${min} a ${max}.`,
  },
  board: {
    zoom: 'Ampliación',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fit: 'Encajar',
    turn: 'Girar para encajar',
    turnWhy: (gain) => `Gira el tablero para ver sus baldosas ${gain} veces más grandes`,
    move: 'Mover:',
    compass: {
      north: 'arriba',
      'north-east': 'arriba a la derecha',
      east: 'derecha',
      'south-east': 'abajo a la derecha',
      south: 'abajo',
      'south-west': 'abajo a la izquierda',
      west: 'izquierda',
      'north-west': 'arriba a la izquierda',
    },
    cursor: (row, col, what) => `Fila ${row}, columna ${col}: ${what}`,
  },
  layout: {
    heading: 'Tablero',
    orientation: 'Orientación',
    horizontal: 'Horizontal',
    vertical: 'Vertical',
    offset: 'Desplazamiento',
    odd: 'Impar',
    even: 'Par',
    rows: 'Filas',
    columns: 'Columnas',
    hexSize: 'Tamaño del hexágono',
    shape: 'Forma',
    wraparound: 'Dar la vuelta',
    wraps: { none: 'No', x: 'Izquierda-derecha', xy: 'En ambos sentidos', hex: 'Centros espejo' },
    custom: 'Personalizada',
    shapes: {
      tutorial: 'Hexágono del tutorial (13 x 13)',
      hexagon: 'Hexágono',
      rectangle: 'Rectángulo',
      parallelogram: 'Paralelogramo',
      triangle: 'Triángulo',
      ring: 'Anillo',
      'four-vertical-odd': 'Cuatro tipos: vertical, impar (9 columnas)',
      'four-vertical-even': 'Cuatro tipos: vertical, par (8 columnas)',
      'four-horizontal-even': 'Cuatro tipos: horizontal, par (8 filas)',
      'four-horizontal-odd': 'Cuatro tipos: horizontal, impar (7 filas)',
    },
  },
  /** "Challenge a friend" after a won Minesweeper game or a solved puzzle: what both modes say alike */
  challenge: {
    offer: 'Retar a un amigo',
    heading: 'Reto',
    friend: 'Tu amigo',
    you: 'Tú',
    challenger: 'Retador',
    answer: 'Amigo',
    result: (time, mistakes) =>
      mistakes === 0 ? `${time}, sin errores` : `${time}, ${mistakes} ${mistakes === 1 ? 'error' : 'errores'}`,
    youWin: 'Lo hiciste mejor.',
    theyWin: 'Tu amigo lo hizo mejor.',
    firstWins: 'El retador lo hizo mejor.',
    secondWins: 'El amigo lo hizo mejor.',
    tie: 'Empate.',
    backNote: 'El enlace de vuelta muestra los dos resultados',
    bannerBoth: 'Han respondido a tu reto:',
  },
  share: {
    button: 'Compartir',
    title: (what) =>
      what === 'board'
        ? 'Compartir este tablero'
        : what === 'puzzle'
          ? 'Compartir este puzle'
          : 'Compartir esta partida',
    link: 'Enlace para compartir',
    copy: 'Copiar',
    copied: 'Enlace copiado.',
    copyRefused: 'El navegador no dejó copiar: el enlace está seleccionado, pulsa Ctrl+C (o ⌘C) para copiarlo.',
    progress: 'Incluir la partida en curso',
    characters: { one: '# carácter', other: '# caracteres' },
    opens: (mines, chars, f) =>
      `Abre este tablero con su diseño${mines ? ', su número de minas y su semilla' : ''} · ${f.plural(chars, shell.share.characters)}`,
    opensPuzzle: (chars, f) =>
      `Abre este puzle en Puzles, desde el principio · ${f.plural(chars, shell.share.characters)}`,
  },
  library: {
    button: 'Mis tableros',
    title: 'Mis tableros',
    save: 'Guardar',
    saveShort: 'Guardar',
    sharedName: 'Tablero compartido',
    shared: 'El tablero en pantalla viene de un enlace: no es uno de tus tableros hasta que lo guardes.',
    empty: 'Aún no hay tableros.',
    current: 'En pantalla',
    open: 'Abrir',
    rename: 'Renombrar',
    name: (n) => `Nombre de ${n}`,
    duplicate: 'Duplicar',
    remove: 'Borrar',
    export: 'Exportar',
    savedAt: (date) => `Guardado el ${date}`,
    puzzles: 'Puzles',
    untitled: 'Puzle sin título',
    puzzleFacts: (author, cells, date) => `${author ? `de ${author} · ` : ''}${cells} celdas · abierto el ${date}`,
    generatedPuzzle: {
      easy: (day) => `Puzle fácil, ${day}`,
      medium: (day) => `Puzle medio, ${day}`,
      hard: (day) => `Puzle difícil, ${day}`,
    },
    puzzleDay: (at) => new Date(at).toLocaleDateString('es', { day: 'numeric', month: 'short', year: 'numeric' }),
    nth: (name, n) => `${name} (${n})`,
    notSolved: 'Aún sin resolver',
    solved: (best, perfect) => `Resuelto${perfect ? ' sin errores' : ''} · mejor tiempo ${best}`,
    openPuzzle: (title) => `Abrir ${title}`,
    removePuzzle: (title) => `Borrar ${title}`,
  },
  sounds: 'Sonidos',
  tabs: {
    deleted: (name) => `«${name}» se borró en otra pestaña. Sigue en pantalla aquí, pero ya no está en Mis tableros.`,
    keepDeleted: 'Conservarlo en Mis tableros',
    letGo: 'Dejarlo',
    changed: (name) => `«${name}» también se cambió en otra pestaña, y las dos versiones no se pueden combinar.`,
    keepMine: 'Quedarme con esta',
    takeTheirs: 'Ver la de la otra pestaña',
  },
};

export default shell;
