import type { Catalogue } from '../catalogue';
import type { Format } from '../format';
import { citeLetter, type Citations } from '../../../games/deduction';
import type { NumberAt, Reason } from '../../../games/minesweeper/solver/text';
import type { MineCountProblem } from '../../../games/minesweeper/placement';
import type { NoGuessFailure } from '../../../games/minesweeper/solver/generate';
import type { RecordsProblem } from '../../../games/minesweeper/recordsFile';
import { cap, count, chance } from '../words';

// Una pista nunca habla en coordenadas: su baldosa está resaltada en el tablero y los números de los que razona llevan
// las letras A y B («el 2 marcado con la A»).
const THE_TILE = 'la baldosa resaltada';
const verdict = (isMine: boolean) => `${THE_TILE} ${isMine ? 'es una mina' : 'es segura'}`;

function reason(r: Reason, cited: Citations, f: Format): string {
  const numberName = (n: NumberAt) => `el ${n.count} marcado con la ${citeLetter(cited, n.id)}`;
  switch (r.kind) {
    case 'single': {
      const who = cap(numberName(r.number));
      if (r.isMine) {
        const all = r.hidden === 1 ? 'es una mina' : r.hidden === 2 ? 'las dos son minas' : 'todas son minas';
        return `${who} tiene exactamente ${count(f, r.hidden, 'vecino oculto', 'vecinos ocultos')} para ${r.need === 1 ? 'la mina que le falta' : `las ${r.need} minas que le faltan`}, así que ${all}: ${verdict(true)}.`;
      }
      const found = r.number.count - r.need;
      if (found === 0)
        return `${who} no tiene minas alrededor, así que sus vecinos ocultos son seguros: ${verdict(false)}.`;
      return `${who} ya toca ${count(f, found, 'mina demostrada', 'minas demostradas')}, así que el resto de sus vecinos ocultos son seguros: ${verdict(false)}.`;
    }
    case 'pair': {
      const { owner, other } = r;
      const o = numberName(owner);
      const x = numberName(other);
      const rest = owner.own === 1 ? 'su otro vecino oculto' : `sus otros ${owner.own} vecinos ocultos`;
      if (r.subset) {
        const left = owner.need === other.need ? 'ninguna mina' : count(f, owner.need - other.need, 'mina', 'minas');
        const touch = r.shared === 1 ? 'que también toca' : 'que también tocan todas';
        return `${cap(x)} necesita ${count(f, other.need, 'mina más', 'minas más')} en ${count(f, r.shared, 'baldosa oculta', 'baldosas ocultas')}, ${touch} ${o}. ${cap(o)} necesita ${owner.need}, lo que deja ${left} para ${rest}: ${verdict(r.isMine)}.`;
      }
      const holds = r.isMine
        ? owner.own === 1
          ? 'tiene que ser una mina'
          : 'tienen que ser minas todos'
        : owner.own === 1
          ? 'tiene que ser seguro'
          : 'tienen que ser seguros todos';
      const range = r.lo === r.hi ? `exactamente ${count(f, r.lo, 'mina', 'minas')}` : `entre ${r.lo} y ${r.hi} minas`;
      return `${cap(o)} y ${x} comparten ${count(f, r.shared, 'baldosa oculta', 'baldosas ocultas')}, que deben tener ${range}. ${cap(o)} necesita ${owner.need}, así que ${rest} ${holds}: ${verdict(r.isMine)}.`;
    }
    case 'global': {
      const how = r.isMine ? 'siempre tiene una mina' : 'nunca tiene una mina';
      const so = `así que ${r.isMine ? 'es una mina' : 'es segura'}`;
      if (r.usesCount)
        return `Con ${count(f, r.minesLeft, 'mina', 'minas')} en el tablero, todas las formas de colocarlas que cuadran con los números dicen lo mismo: ${THE_TILE} ${how}, ${so}.`;
      return `Repasando todas las formas de cumplir estos números, ${THE_TILE} ${how}, ${so}.`;
    }
    case 'guess':
      return `No se puede demostrar nada; la apuesta más segura es ${THE_TILE}, con un ${chance(f, r.probability)} de probabilidad de mina.`;
    case 'wrongFlag':
      return `La bandera de ${THE_TILE} está mal. ${reason(r.proof, cited, f)}`;
    case 'overFlagged':
      return `${cap(numberName(r.number))} tiene ${count(f, r.flags, 'bandera', 'banderas')} alrededor pero solo ${count(f, r.number.count, 'mina', 'minas')}, así que sobra una bandera: nada demuestra que ${THE_TILE} sea una mina.`;
  }
}

function mineCount(p: MineCountProblem, f: Format): string {
  switch (p.kind) {
    case 'notWhole':
      return `El número de minas tiene que ser un número entero; «${p.value}» no lo es.`;
    case 'tooFew':
      return 'Una partida necesita al menos 1 mina.';
    case 'noFloor':
      return 'Este tablero no tiene baldosas de suelo donde esconder minas.';
    case 'tooMany': {
      const fit = p.max === 0 ? 'no cabe ninguna mina' : `caben como mucho ${count(f, p.max, 'mina', 'minas')}`;
      const tiles = count(f, p.floor, 'baldosa de suelo', 'baldosas de suelo');
      if (p.zone === 0) return `Este tablero tiene ${tiles}; ${fit}, porque el primer clic nunca es una mina.`;
      return `Este tablero tiene ${tiles}; ${fit}, porque el primer clic se deja libre a sí mismo y a sus ${count(f, p.zone, 'vecino', 'vecinos')}.`;
    }
  }
}

function noGuess(p: NoGuessFailure | undefined, f: Format): string {
  if (!p) return 'tardaba demasiado';
  switch (p.kind) {
    case 'notFloor':
      return 'el primer clic no está en una baldosa de suelo';
    case 'negative':
      return 'el número de minas es negativo';
    case 'tooMany':
      return `${p.mines} minas no caben: solo hay ${p.room} baldosas lejos del primer clic`;
    case 'islands':
      return 'este tablero tiene islas separadas a las que el primer clic no llega, y demasiadas minas para dejarlas todas libres; entrar en ellas exigiría adivinar';
    case 'cancelled':
      return 'cancelado';
    case 'timeout':
      return `no se encontró un tablero sin adivinanzas en ${f.seconds(p.ms)} con esta densidad (${f.percent(p.density)} de minas)`;
    case 'crashed':
      return `falló el generador de tableros${p.message ? `: ${p.message}` : ''}`;
  }
}

function records(p: RecordsProblem): string {
  switch (p.kind) {
    case 'notJson':
      return 'El archivo no es JSON, así que no es un archivo de récords de Hexlab.';
    case 'notRecords':
      return 'El archivo es JSON, pero no es un archivo de récords del Buscaminas de Hexlab.';
    case 'version':
      return `El archivo de récords tiene la versión ${p.found}; este Hexlab lee la versión ${p.reads}.`;
    case 'noBoards':
      return 'El archivo de récords no tiene lista de tableros.';
    case 'badSeen':
      return 'El archivo de récords tiene dañada la lista de tableros jugados.';
    case 'unreadable':
      return 'No se pudo leer el archivo de récords.';
    case 'badBoard':
      return 'Un tablero del archivo de récords está dañado.';
    case 'badList':
      return `Los ${p.assisted ? 'tiempos asistidos' : 'mejores tiempos'} de un tablero del archivo de récords están dañados.`;
    case 'badBest':
      return 'El mejor 3BV/s o IOE de un tablero del archivo de récords no es un número.';
    case 'badEntry': {
      const what: string = {
        notRecord: 'no es un récord',
        time: 'no tiene un tiempo en milisegundos enteros',
        date: 'no tiene una fecha legible',
        figures: 'no tiene su 3BV, 3BV/s o IOE',
        damaged: 'está dañado',
        replay: 'tiene la repetición dañada',
      }[p.what];
      return `El récord ${p.n} de un tablero del archivo de récords ${what}.`;
    }
  }
}

const minesweeper: Catalogue['minesweeper'] = {
  name: 'Buscaminas',
  boardLabel:
    'Tablero del Buscaminas. Muévete con las teclas de dirección, Intro o Espacio para revelar, F para poner una bandera.',
  tileStates: [
    'oculta',
    'con bandera',
    'marcada con un signo de interrogación',
    'revelada',
    'una mina',
    'la mina que explotó',
    'con una bandera equivocada',
  ],
  minesAround: (n, f) => f.plural(n, { one: '# mina alrededor', other: '# minas alrededor' }),
  wall: 'muro',

  panel: {
    controls: 'Partida',
    advanced: 'Avanzado',
    difficulty: 'Dificultad',
    presets: {
      beginner: 'Principiante',
      intermediate: 'Intermedio',
      expert: 'Experto',
      cell: 'Celda',
      comb: 'Panal',
      hive: 'Colmena',
      custom: 'A medida',
    },
    daily: 'Diario',
    dailySummary: (mines, f) =>
      `el tablero del día, el mismo para todos, ${f.plural(mines, { one: '# mina', other: '# minas' })}.`,
    presetSummary: (p, f) => {
      if (!p.board || p.mines === null) return 'Cualquier tablero, cualquier número de minas.';
      const { shape, rows, cols, tiles } = p.board;
      const size = shape === 'hexagon' ? `hexágono de ${tiles} baldosas` : `rectángulo de ${rows} x ${cols}`;
      return `${size}, ${p.mines} minas (${f.percent(p.mines / tiles)}).`;
    },
    firstClick: 'Primer clic',
    firstClickOptions: { zero: 'Abre un 0', safe: 'Seguro' },
    firstClickHint: {
      zero: 'El primer clic y sus vecinos nunca tienen mina.',
      safe: 'Solo el primer clic nunca es una mina.',
    },
    mines: 'Minas',
    density: 'Densidad (%)',
    seed: 'Semilla',
    longPress: 'Pulsación larga (ms)',
    newGame: 'Partida nueva',
    restart: 'Reiniciar',
    noGuessing: 'Sin adivinar',
    marks: 'Permitir marcas ?',
    allowUndo: 'Práctica: deshacer un clic perdedor',
    help: 'Ayuda',
    hint: 'Pista',
    probabilities: 'Probabilidad de mina',
    hoverNone: 'Señala una baldosa oculta para ver su probabilidad de mina.',
    hover: (p, f) => `La baldosa bajo el puntero: ${f.percent(p, 1)} de probabilidad de mina.`,
  },
  loss: {
    forced: 'Ese clic era una apuesta obligada: no se podía demostrar que ninguna baldosa fuera segura.',
    avoidable: (safe, f) =>
      `Se podía evitar: ${f.plural(safe, { one: 'esta baldosa, marcada en el tablero, era segura', other: 'las # baldosas marcadas en el tablero eran seguras' })} sin duda.`,
  },
  hintNotes: {
    replay: 'Esto es una repetición: ciérrala para jugar.',
    over: 'La partida ha terminado: empieza otra para tener pistas.',
    firstClickSafe: 'Cualquier baldosa es segura en el primer clic.',
    firstClickZero: 'Cualquier baldosa es segura en el primer clic: siempre abre una zona vacía.',
    nothing: 'No queda nada que deducir.',
  },
  reason,
  mineCount,
  mineCountFallback: (problem, mines) => `${problem} Se usan ${mines} minas (la densidad de principiante).`,
  noGuess: {
    building: 'Creando un tablero que nunca obliga a adivinar…',
    progress: 'Progreso de la creación del tablero',
    cancel: 'Cancelar',
    cancelled: 'Cancelado: este es un tablero normal, que puede obligar a adivinar.',
    failed: (why) => `No se pudo crear aquí un tablero sin adivinanzas (${why}). En su lugar tienes un tablero normal.`,
    why: noGuess,
  },
  status: {
    label: 'Partida',
    status: 'Estado',
    minesLeft: 'Minas restantes',
    time: 'Tiempo',
    words: { ready: 'Lista', playing: 'Jugando', won: '¡Has ganado!', lost: 'Bum: has perdido', replay: 'Repetición' },
  },
  flagMode: 'Modo bandera',
  probability: {
    legend: 'Probabilidad de mina',
    safe: 'segura',
    mine: 'mina',
    safest: 'la más segura',
  },
  challenge: {
    start: 'Empezar donde empezó tu amigo',
    elsewhere: 'Empezaste en otra casilla, así que las minas son otras.',
    restart: 'Reiniciar el reto',
    offerNote: 'Envía este tablero con tu tiempo: tu amigo lo juega y te devuelve su resultado.',
    linkNote: 'Abre este tablero con tu resultado',
    banner: (result) => `Reto: tu amigo despejó este tablero en ${result}. ¡Supéralo!`,
    lostTry: 'Sin despejar: reinicia para intentar el reto otra vez.',
  },
  over: {
    won: 'Has ganado',
    lost: 'Bum: has perdido',
    newRecord: 'Nuevo récord',
    best: (time) => `Tu mejor tiempo aquí: ${time}`,
    firstWin: 'Tu primera victoria en este tablero.',
    notCounted: 'No entra en los récords: este tablero ya se jugó o vino de un enlace con la partida empezada.',
    assisted: 'Con ayuda: se guarda aparte de los récords.',
    time: 'Tiempo',
    bv3: '3BV resuelto',
    bv3s: '3BV/s',
    ioe: 'IOE',
    clicks: 'Clics',
    clickParts: (l, r, c) => `${l} izquierdo · ${r} derecho · ${c} acorde`,
    tapParts: (l, r, c, f) =>
      `${count(f, l, 'toque', 'toques')} · ${count(f, r, 'bandera', 'banderas')} · ${count(f, c, 'acorde', 'acordes')}`,
    wasted: (n) => `${n} desperdiciados`,
    share: 'Compartir',
    replay: 'Repetición',
    undo: 'Deshacer el último clic',
    shareNote: 'Abre este tablero: las mismas minas para quien lo abra',
  },
  records: {
    heading: 'Récords',
    board: (mines, rule, noGuess, f) =>
      `Este tablero, ${count(f, mines, 'mina', 'minas')}, primer clic ${rule === 'safe' ? 'seguro' : 'que abre un cero'}${noGuess ? ', sin adivinar' : ''}.`,
    none: 'Aún no hay récords: gana una partida en un tablero que no hayas visto para marcar uno.',
    cols: ['#', 'Tiempo', '3BV/s', 'IOE', 'Fecha'],
    noFlag: 'SB',
    noFlagTitle: 'Ganada sin banderas',
    watch: 'Ver',
    watchLabel: (n) => `Ver la repetición del récord ${n}`,
    assisted: 'Con ayuda (se usó una pista, las probabilidades o deshacer)',
    best: (bvs, ioe) => `Mejor 3BV/s ${bvs} · mejor IOE ${ioe}`,
    counts: (played, won) => `Jugadas ${played}, ganadas ${won} en este tablero y dificultad.`,
    last3bv: '3BV de la última partida',
    bestTime: 'Mejor tiempo',
    export: 'Exportar récords',
    import: 'Importar récords',
    clear: 'Borrar récords',
    confirm: (n, damaged, f) =>
      damaged
        ? '¿Borrar los récords dañados del almacenamiento y los récords de este tablero? No se puede deshacer.'
        : `¿Borrar ${n === 1 ? 'el récord' : `los ${count(f, n, 'récord', 'récords')}`} de este tablero? No se puede deshacer.`,
    confirmYes: 'Borrarlos',
    confirmNo: 'Conservarlos',
    cleared: 'Se borraron los récords de este tablero.',
    exported: 'Los récords se guardaron en un archivo.',
    badReplay: 'No se pudo leer la repetición de este récord.',
    imported: (boards, f) => `Importados los récords de ${count(f, boards, 'tablero', 'tableros')}.`,
    importRefused: (problem) => `${problem} Tus récords no han cambiado.`,
    blocked: 'No se pueden leer tus récords del Buscaminas: el almacenamiento del navegador está bloqueado.',
    damaged: (problem) =>
      `Tus récords guardados del Buscaminas están dañados y se han dejado como estaban (${problem.replace(/\.$/, '')}). Los récords nuevos solo se guardan durante esta visita, hasta que importes un archivo de récords o borres los récords.`,
    problem: records,
  },
  replay: {
    title: 'Repetición',
    position: (step, steps) => `Jugada ${step} de ${steps}`,
    play: 'Reproducir',
    pause: 'Pausa',
    step: 'Paso',
    restart: 'Desde el principio',
    speed: 'Velocidad',
    share: 'Compartir la repetición',
    close: 'Cerrar la repetición',
    shareNote: 'Abre esta repetición en su primera jugada',
  },
};

export default minesweeper;
