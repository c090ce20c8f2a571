import type { Catalogue } from '../catalogue';
import type { Format } from '../format';
import type { LinkField, LinkProblem } from '../../../share/problems';
import type { ReplayDamage } from '../../../share/replayCodec';
import type { GameMisfit } from '../../../games/minesweeper/linkGame';
import type { NoticeMessage, SaveProblem } from '../../../store/notices';
import type { FriendLinkProblem } from '../../../share/friendLink';
import type { ChallengeProblem } from '../../../share/challenge';
import type { FriendProblem } from '../../../games/proximity/byLink/types';
import type { WrapProblem } from '../../../engine';
import { count, linkVerb } from '../words';
import maps, { mapProblem } from './maps';
import editor from './editor';
import levelProblem from './puzzleProblem';

/** Each part of a link with its article, as a sentence names it ("el número de minas"). */
const fields: Record<LinkField, string> = {
  mode: 'el modo',
  orientation: 'la orientación',
  offset: 'el desplazamiento',
  rowCount: 'el número de filas',
  columnCount: 'el número de columnas',
  board: 'el tablero',
  version: 'la versión',
  hexSize: 'el tamaño del hexágono',
  mineCount: 'el número de minas',
  seed: 'la semilla',
  noGuess: 'el interruptor sin adivinar',
  replay: 'la repetición',
  firstClick: 'el primer clic',
  revealed: 'las baldosas reveladas',
  flagged: 'las baldosas con bandera',
  mines: 'las minas',
  firstClickRule: 'la regla del primer clic',
  heroTile: 'la baldosa del héroe',
  heroTarget: 'el destino del héroe',
  proximitySeed: 'la semilla de Proximidad',
  proximityRules: 'las reglas de Proximidad',
  players: 'los jugadores',
  proximityMoves: 'las jugadas de Proximidad',
  puzzle: 'el puzle',
  wraparound: 'la vuelta',
};

/** Por qué no se puede usar un enlace de reto. */
function challenge(p: ChallengeProblem, f: Format): string {
  switch (p.kind) {
    case 'link':
      return link(p.problem, f);
    case 'notChallenge':
      return 'Este enlace no contiene ningún reto.';
    case 'nothingToPlay':
      return 'Este reto no tiene partida de Buscaminas ni puzle que jugar.';
    case 'badResults':
      return 'No se pueden leer los resultados del reto: pide el enlace de nuevo.';
    case 'challengeDamaged':
      return 'El enlace del reto llegó cortado o cambiado: pide el enlace de nuevo. Su tablero se abre sin el reto.';
  }
}

/** Por qué se rechaza el enlace de una partida por enlaces, en una frase; lo que este navegador tiene de ella se queda. */
function friend(p: FriendLinkProblem, f: Format): string {
  const kept = ' Tu partida sigue como estaba.';
  switch (p.kind) {
    case 'link':
      return `${link(p.problem, f).replace(/\.?\s*$/, '')}.${kept}`;
    case 'notFriendLink':
      return 'Este enlace no es una partida con un amigo.';
    case 'friendNewer':
      return `El enlace de esta partida lo hizo una versión más nueva de Hexlab (versión ${p.version}). Recarga para actualizar y ábrelo de nuevo.`;
    case 'friendCut':
      return `El enlace de esta partida llegó cortado: pide el enlace entero.${kept}`;
    case 'friendCorrupted':
      return `El enlace de esta partida cambió por el camino (su control no cuadra): pide el enlace de nuevo.${kept}`;
    case 'game':
      return `${friendGame(p.problem)}${kept}`;
  }
}

/** Por qué una partida por enlaces no es legal. */
function friendGame(p: FriendProblem): string {
  switch (p.kind) {
    case 'badSettings':
      return 'La partida del enlace tiene unos ajustes que ninguna partida puede tener.';
    case 'moveBeforeSeated':
      return `La jugada ${p.move} se hizo antes de ocupar todos los puestos.`;
    case 'moveMissingTile':
      return `La jugada ${p.move} está en una casilla que el tablero no tiene.`;
    case 'moveTaken':
      return `La jugada ${p.move} está en una casilla ya ocupada.`;
    case 'moveBadSlot':
      return `La jugada ${p.move} usa una ficha que su jugador no tiene.`;
    case 'outOfTurn':
      return `El jugador ${p.player} hizo la jugada ${p.move} fuera de su turno.`;
    case 'revealMismatch':
      return `El secreto del jugador ${p.player} en el enlace no cuadra con su compromiso: el enlace está falsificado o dañado.`;
    case 'gameChanged':
      return `El enlace cambia ${{ board: 'el tablero', rules: 'las reglas', players: 'el número de jugadores', seats: 'los jugadores' }[p.what]} de esta partida.`;
    case 'historyDiffers':
      return `La jugada ${p.move} del enlace no es la jugada ${p.move} que ya viste en esta partida.`;
    case 'notYourTurn':
      return `No es el turno del jugador ${p.player}.`;
    case 'seatsFull':
      return 'Todos los puestos de esta partida están ocupados.';
    case 'resignMismatch':
      return `El abandono del jugador ${p.player} no cuadra con su secreto: solo él puede abandonar, así que el enlace está falsificado o dañado.`;
    case 'resignNotPlaying':
      return `El jugador ${p.player} no puede abandonar: no tiene puesto, o la partida ya había terminado.`;
    case 'resignDiffers':
      return 'El abandono del enlace no es lo que ya viste en esta partida.';
  }
}

/** Por qué un tablero no puede dar la vuelta, en una frase. */
function wrap(p: WrapProblem): string {
  if (p.kind === 'notHexagon')
    return 'Dar la vuelta por centros espejo necesita un tablero hexagonal (la forma Hexágono) de radio 2 o más.';
  const axis = p.axis === 'columns' ? 'columnas' : 'filas';
  const words = p.axis === 'columns' ? 'de izquierda a derecha' : 'de arriba abajo';
  return p.kind === 'evenCount'
    ? `Un tablero que da la vuelta ${words} necesita un número par de ${axis} en este diseño (4 o más).`
    : `Un tablero que da la vuelta ${words} necesita al menos 3 ${axis}.`;
}

function replayDamage(d: ReplayDamage): string {
  switch (d.what) {
    case 'start':
      return 'no empieza como una repetición';
    case 'settings':
      return 'sus ajustes son desconocidos';
    case 'count':
      return 'no se puede leer su número de jugadas';
    case 'tooLong':
      return 'dura más de un día';
    case 'minesSize':
      return 'sus minas no encajan con el tamaño del tablero';
    case 'minesUnreadable':
      return 'no se pueden leer sus minas';
    case 'mineBeyond':
      return 'nombra una mina fuera del tablero';
    case 'extra':
      return 'contiene más que sus jugadas';
    case 'tooManyUndos':
      return 'deshace más partidas perdidas de las que admite un tablero de este tamaño';
    case 'moveCut':
      return `la jugada ${d.move} está cortada`;
    case 'moveOff':
      return `la jugada ${d.move} está fuera del tablero`;
  }
}

function misfit(m: GameMisfit, f: Format): string {
  switch (m.what) {
    case 'cantHold':
      return `este tablero no admite ${count(f, m.mines, 'mina', 'minas')}.`;
    case 'listsMines':
      return `lista ${count(f, m.listed, 'mina', 'minas')} para una partida de ${m.mines}.`;
    case 'firstNotTile':
      return `su primer clic, ${m.cell}, no es una baldosa.`;
    case 'firstOnMine':
      return `su primer clic, ${m.cell}, cae en una mina.`;
    case 'firstNoGame':
      return `su primer clic, ${m.cell}, no empieza una partida.`;
    case 'flagNotTile':
      return `la bandera de ${m.cell} no está en una baldosa.`;
    case 'revealedNotTile':
      return `la baldosa revelada ${m.cell} no es una baldosa.`;
    case 'revealedMine':
      return `la baldosa revelada ${m.cell} tiene una mina.`;
    case 'opensHidden':
      return `el primer clic abre ${m.cell}, que el enlace muestra oculta.`;
    case 'nothingLeft':
      return 'todas las baldosas seguras ya están reveladas, así que no queda partida que jugar.';
  }
}

function link(p: LinkProblem, f: Format): string {
  switch (p.kind) {
    case 'garbled':
      return 'El enlace está estropeado: tiene un escape % roto.';
    case 'unreadable':
      return 'No se pudo leer el enlace.';
    case 'missing':
      return `Al enlace le falta ${fields[p.field]} ('${p.param}=').`;
    case 'notWhole':
      return `En el enlace, ${fields[p.field]} '${p.value}' no es un número entero.`;
    case 'outOfRange':
      return `En el enlace, ${fields[p.field]} ${linkVerb(p.field, 'es', 'son')} ${p.value}; tiene que estar entre ${f.number(p.min)} y ${f.number(p.max)}.`;
    case 'notOneOf':
      return `En el enlace, ${fields[p.field]} '${p.value}' no es ninguno de estos: ${p.options.join(', ')}.`;
    case 'noVersion':
      return `El enlace no tiene versión ('v=${p.version}'); puede que esté cortado o editado.`;
    case 'newerVersion':
      return `El enlace se hizo con un Hexlab más nuevo (versión de enlace ${p.found}); este lee enlaces de la versión ${p.reads}.`;
    case 'unknownVersion':
      return `La versión '${p.found}' del enlace es desconocida; este Hexlab lee enlaces de la versión ${p.reads}.`;
    case 'boardTooBig':
      return `El tablero del enlace es de ${p.rows} x ${p.cols}; el tablero más grande es de ${p.max} x ${p.max}.`;
    case 'boardEmpty':
      return `El tablero del enlace es de ${p.rows} x ${p.cols}; un tablero necesita al menos una fila y una columna.`;
    case 'tooLong':
      return `En el enlace, ${fields[p.field]} ${linkVerb(p.field, 'ocupa', 'ocupan')} demasiado para ser real (${count(f, p.chars, 'carácter', 'caracteres')}).`;
    case 'unpacksTooBig':
      return `En el enlace, ${fields[p.field]} ${linkVerb(p.field, 'se desempaquetaría', 'se desempaquetarían')} en más de lo que cabe en su tablero: esa parte del enlace está dañada.`;
    case 'unpackFailed':
      return `En el enlace, no se pudo desempaquetar ${fields[p.field]}: esa parte del enlace está dañada.`;
    case 'boardCutShort':
      return `El tablero del enlace está cortado: no llena ${p.rows} x ${p.cols} casillas.`;
    case 'boardNotBoard':
      return 'El tablero del enlace está dañado: contiene datos que no son un tablero.';
    case 'boardBadCost':
      return 'El tablero del enlace está dañado: falta un coste de movimiento o no está entre 2 y 9.';
    case 'boardTooMuch':
      return `El tablero del enlace está dañado: contiene más datos que un tablero de ${p.rows} x ${p.cols}.`;
    case 'sizeMismatch':
      return `En el enlace, ${fields[p.field]} no encajan con el tamaño del tablero.`;
    case 'damaged':
      return `En el enlace, ${fields[p.field]} están dañadas.`;
    case 'beyondBoard':
      return `En el enlace, ${fields[p.field]} nombran una casilla fuera del tablero.`;
    case 'tooManyMines':
      return `El enlace pide ${p.mines} minas, pero el tablero solo tiene ${count(f, p.floors, 'baldosa de suelo', 'baldosas de suelo')}.`;
    case 'progressAndReplay':
      return 'El enlace lleva a la vez una partida en curso y una repetición; un enlace lleva una cosa o la otra.';
    case 'firstClickNotFloor':
      return `El primer clic del enlace, ${p.cell}, no está en una baldosa de suelo.`;
    case 'revealedAndFlagged':
      return `La partida del enlace muestra la baldosa ${p.cell} revelada y con bandera a la vez.`;
    case 'wrongMineCount':
      return `La partida del enlace coloca ${count(f, p.placed, 'mina', 'minas')}, pero pide ${p.asked}.`;
    case 'notFloor':
      return `En el enlace, ${fields[p.field]} incluyen ${p.cell}, que no es una baldosa de suelo.`;
    case 'heroNotFloor':
      return `El héroe del enlace está en ${p.cell}, que no es una baldosa de suelo.`;
    case 'notCellPair':
      return `En el enlace, ${fields[p.field]} '${p.value}' no es un par fila-columna como 6-6.`;
    case 'cellOffBoard':
      return `En el enlace, ${fields[p.field]} ${p.cell} está fuera del tablero de ${p.rows} x ${p.cols}.`;
    case 'playerCount':
      return `El enlace nombra ${count(f, p.count, 'jugador de Proximidad', 'jugadores de Proximidad')}; una partida tiene de ${p.min} a ${p.max}, por ejemplo players=human-hard.`;
    case 'unknownPlayer':
      return `El jugador de Proximidad '${p.value}' del enlace no es ninguno de estos: ${p.options.join(', ')}.`;
    case 'moveNotFloor':
      return `La jugada ${p.move} de Proximidad del enlace no está en una baldosa de suelo del tablero.`;
    case 'moveTaken':
      return `La jugada ${p.move} de Proximidad del enlace cae en una baldosa ya ocupada.`;
    case 'replayDamaged':
      return `La repetición del enlace está dañada: ${replayDamage(p.why)}.`;
    case 'replayNewer':
      return `La repetición del enlace se hizo con un Hexlab más nuevo (versión de repetición ${p.version}).`;
    case 'replayMoveNotFloor':
      return `La jugada ${p.move} de la repetición del enlace está en ${p.cell}, que no es una baldosa de suelo.`;
    case 'replayMineNotFloor':
      return `La repetición del enlace pone una mina en ${p.cell}, que no es una baldosa de suelo.`;
    case 'replayMineCount':
      return `La repetición del enlace tiene ${p.mines} minas; su tablero dice ${p.board}.`;
    case 'gameMisfit':
      return `La partida del enlace no encaja con su tablero y su semilla: ${misfit(p.why, f)}`;
    case 'noGuessWithoutMines':
      return 'La partida sin adivinar del enlace no lleva sus minas.';
    case 'cannotWrap':
      return `El tablero del enlace no puede dar la vuelta así: ${wrap(p.why)}`;
    case 'puzzleDamaged':
      return 'El puzle del enlace está dañado: contiene datos que no son un puzle.';
    case 'puzzleNotLevel':
      return `El puzle del enlace no es un nivel: ${levelProblem(p.problem)}`;
  }
}

function save(p: SaveProblem): string {
  switch (p.kind) {
    case 'notJson':
      return 'los datos guardados no son JSON válido';
    case 'notObject':
      return 'los datos guardados no son un objeto';
    case 'newer':
      return `lo guardó una versión más nueva de Hexlab (versión ${p.found}), y se conserva tal cual para esa versión`;
    case 'version':
      return `los datos guardados tienen una versión desconocida (${p.found})`;
    case 'noRows':
      return 'el tablero guardado no tiene filas';
    case 'tooManyRows':
      return `el tablero guardado tiene ${p.rows} filas (como mucho ${p.max})`;
    case 'rowNotList':
      return 'una fila del tablero guardado no es una lista';
    case 'badColumns':
      return `el tablero guardado tiene ${p.cols} columnas (se admiten de 1 a ${p.max})`;
    case 'badCell':
      return `el tablero guardado contiene ${p.value}, que no es un valor de casilla entre -1 y 9`;
    case 'recordNotObject':
      return 'un registro no es un objeto';
    case 'recordNoName':
      return 'un registro no tiene id o nombre';
    case 'recordNoBoard':
      return 'un registro no contiene ningún tablero';
  }
}

function notice(m: NoticeMessage, f: Format): string {
  switch (m.kind) {
    case 'badLink':
      return `${link(m.problem, f).replace(/\.?\s*$/, '')}. Se muestra tu tablero en su lugar.`;
    case 'linkGameMisfit':
      return `${link(m.problem, f)} El tablero se abre con una partida nueva.`;
    case 'recordsNotSaved':
      return 'No se pudieron guardar tus récords del Buscaminas: el almacenamiento del navegador está lleno o bloqueado.';
    case 'statsNotSaved':
      return 'No se pudieron guardar tus estadísticas del Buscaminas: el almacenamiento del navegador está lleno o bloqueado.';
    case 'statsUnreadable': {
      const why =
        m.why === 'notJson'
          ? 'los datos guardados no son JSON válido'
          : m.why === 'newer'
            ? 'las guardó una versión más nueva de Hexlab'
            : 'los datos guardados no son un conjunto de estadísticas';
      return `No se pudieron leer tus estadísticas del Buscaminas: ${why}. Empiezan de cero; los datos ilegibles se guardan en "${m.aside}".`;
    }
    case 'restoreFailed':
      return `No se pudo recuperar tu tablero guardado: ${save(m.problem)}. Se muestra el tablero por defecto.`;
    case 'boardsUnreadable':
      return m.count === 1
        ? `No se pudo leer uno de tus tableros guardados (${save(m.problem)}), así que no aparece en la lista.`
        : `No se pudieron leer ${m.count} de tus tableros guardados (${save(m.problem)}), así que no aparecen en la lista.`;
    case 'prefsNewer':
      return `Tus preferencias del Buscaminas las guardó una versión más nueva de Hexlab (versión ${m.version}): se conservan tal cual, y esta versión empieza con sus valores por defecto.`;
    case 'storageFull':
      return 'No se pudo guardar tu tablero: el almacenamiento del navegador está lleno. Tu tablero sigue aquí; expórtalo o borra un tablero viejo para hacer sitio.';
    case 'storageBlocked':
      return 'No se pudo guardar tu tablero: el almacenamiento del navegador está bloqueado. Tu tablero sigue aquí; expórtalo para guardar una copia.';
    case 'proximityPlayers':
      return 'La partida compartida de Proximidad necesita de 2 a 4 jugadores.';
    case 'proximityMisfit':
      return `La partida compartida de Proximidad no encaja en este tablero: la jugada ${m.move} de ${m.moves} no se puede hacer aquí. La partida empieza de cero.`;
    case 'computerFailed':
      return `El ordenador no pudo elegir jugada${m.why ? ` (${m.why})` : ''}.`;
    case 'editorTooBig':
      return `${m.change === 'rotate' ? 'Girarlo' : 'Reflejarlo'} dejaría el tablero en ${m.rows} x ${m.cols}, por encima del límite de ${m.max} x ${m.max}; no ha cambiado nada.`;
    case 'wrapRefused':
      return wrap(m.why);
    case 'wrapDropped':
      return `${wrap(m.why)} El tablero ya no da la vuelta.`;
    case 'fileRefused':
      return maps.refused(m.file, mapProblem(m.problem, f));
    case 'levelFileRefused':
      return maps.refused(m.file, editor.io.importError(m.error, f).replace(/\.$/, ''));
    case 'challengeRefused':
      return challenge(m.problem, f);
    case 'friendRefused':
      return friend(m.problem, f);
    case 'friendOlder':
      return 'Ya tienes un turno posterior de esta partida: se muestra ese.';
    case 'fileOpened':
      return maps.opened(m.file, m.rows, m.cols, m.tiles, f);
  }
}

const messages: Catalogue['messages'] = {
  link,
  save,
  notice,
  boardNames: { firstName: 'Mi tablero', copyOf: (name) => `${name} (copia)` },
};

export default messages;
