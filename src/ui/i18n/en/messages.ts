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

// Messages shared by every mode, in English: links that can't be read, storage, saved boards and the notice bar.
// share/ and store/ return what is wrong as data; these functions write it.

const fields: Record<LinkField, string> = {
  mode: 'mode',
  orientation: 'orientation',
  offset: 'offset',
  rowCount: 'row count',
  columnCount: 'column count',
  board: 'board',
  version: 'version',
  hexSize: 'hex size',
  mineCount: 'mine count',
  seed: 'seed',
  noGuess: 'no-guessing switch',
  replay: 'replay',
  firstClick: 'first click',
  revealed: 'revealed tiles',
  flagged: 'flagged tiles',
  mines: 'mines',
  firstClickRule: 'first-click rule',
  heroTile: "hero's tile",
  heroTarget: "hero's target",
  proximitySeed: 'Proximity seed',
  proximityRules: 'Proximity rules',
  players: 'players',
  proximityMoves: 'Proximity moves',
  puzzle: 'puzzle',
  wraparound: 'wraparound',
};

/** Why a board can't wrap, as a sentence. */
function wrap(p: WrapProblem): string {
  if (p.kind === 'notHexagon')
    return 'Mirror-centre wraparound needs a hexagon-shaped board (the Hexagon shape) of radius 2 or more.';
  const words = p.axis === 'columns' ? 'left to right' : 'top to bottom';
  return p.kind === 'evenCount'
    ? `A board that wraps ${words} needs an even number of ${p.axis} in this layout (4 or more).`
    : `A board that wraps ${words} needs at least 3 ${p.axis}.`;
}

function replayDamage(d: ReplayDamage): string {
  switch (d.what) {
    case 'start':
      return 'it does not start like a replay';
    case 'settings':
      return 'its settings are unknown';
    case 'count':
      return 'its number of moves is not readable';
    case 'tooLong':
      return 'it lasts longer than a day';
    case 'minesSize':
      return "its mines don't match the board's size";
    case 'minesUnreadable':
      return 'its mines are not readable';
    case 'mineBeyond':
      return 'it names a mine beyond the board';
    case 'extra':
      return 'it holds more than its moves';
    case 'tooManyUndos':
      return 'it undoes more lost games than a board this size allows';
    case 'moveCut':
      return `move ${d.move} is cut short`;
    case 'moveOff':
      return `move ${d.move} is off the board`;
  }
}

function misfit(m: GameMisfit, f: Format): string {
  switch (m.what) {
    case 'cantHold':
      return `this board can't hold ${count(f, m.mines, 'mine', 'mines')}.`;
    case 'listsMines':
      return `it lists ${count(f, m.listed, 'mine', 'mines')} for a game of ${m.mines}.`;
    case 'firstNotTile':
      return `its first click, ${m.cell}, is not a tile.`;
    case 'firstOnMine':
      return `its first click, ${m.cell}, is on a mine.`;
    case 'firstNoGame':
      return `its first click, ${m.cell}, does not start a game.`;
    case 'flagNotTile':
      return `the flag on ${m.cell} is not on a tile.`;
    case 'revealedNotTile':
      return `the revealed tile ${m.cell} is not a tile.`;
    case 'revealedMine':
      return `the revealed tile ${m.cell} holds a mine.`;
    case 'opensHidden':
      return `the first click opens ${m.cell}, which the link shows hidden.`;
    case 'nothingLeft':
      return 'every safe tile is already revealed, so there is no game left to play.';
  }
}

/** Why a link can't be read, as one sentence. */
function link(p: LinkProblem, f: Format): string {
  switch (p.kind) {
    case 'garbled':
      return 'The link is garbled: it has a broken %-escape.';
    case 'unreadable':
      return 'The link could not be read.';
    case 'missing':
      return `The link has no ${fields[p.field]} ('${p.param}=').`;
    case 'notWhole':
      return `The link's ${fields[p.field]} '${p.value}' is not a whole number.`;
    case 'outOfRange':
      return `The link's ${fields[p.field]} ${linkVerb(p.field, 'is', 'are')} ${p.value}; it must be between ${f.number(p.min)} and ${f.number(p.max)}.`;
    case 'notOneOf':
      return `The link's ${fields[p.field]} '${p.value}' is not one of: ${p.options.join(', ')}.`;
    case 'noVersion':
      return `The link has no version ('v=${p.version}'); it may have been cut short or edited.`;
    case 'newerVersion':
      return `The link was made by a newer Hexlab (link version ${p.found}); this one reads version ${p.reads} links.`;
    case 'unknownVersion':
      return `The link's version '${p.found}' is unknown; this Hexlab reads version ${p.reads} links.`;
    case 'boardTooBig':
      return `The link's board is ${p.rows} x ${p.cols}; the largest board is ${p.max} x ${p.max}.`;
    case 'boardEmpty':
      return `The link's board is ${p.rows} x ${p.cols}; a board needs at least one row and one column.`;
    case 'tooLong':
      return `The link's ${fields[p.field]} ${linkVerb(p.field, 'is', 'are')} too long to be real (${count(f, p.chars, 'character', 'characters')}).`;
    case 'unpacksTooBig':
      return `The link's ${fields[p.field]} would unpack to more than its board can hold: that part of the link is damaged.`;
    case 'unpackFailed':
      return `The link's ${fields[p.field]} could not be unpacked: that part of the link is damaged.`;
    case 'boardCutShort':
      return `The link's board is cut short: it does not fill ${p.rows} x ${p.cols} cells.`;
    case 'boardNotBoard':
      return "The link's board is damaged: it holds data that is not a board.";
    case 'boardBadCost':
      return "The link's board is damaged: a movement cost is missing or not 2-9.";
    case 'boardTooMuch':
      return `The link's board is damaged: it holds more data than a ${p.rows} x ${p.cols} board.`;
    case 'sizeMismatch':
      return `The link's ${fields[p.field]} do not match the board's size.`;
    case 'damaged':
      return `The link's ${fields[p.field]} are damaged.`;
    case 'beyondBoard':
      return `The link's ${fields[p.field]} name a cell beyond the board.`;
    case 'tooManyMines':
      return `The link asks for ${p.mines} mines but the board has only ${count(f, p.floors, 'floor tile', 'floor tiles')}.`;
    case 'progressAndReplay':
      return 'The link carries both a game in progress and a replay; a link holds one or the other.';
    case 'firstClickNotFloor':
      return `The link's first click, ${p.cell}, is not on a floor tile.`;
    case 'revealedAndFlagged':
      return `The link's game shows tile ${p.cell} as both revealed and flagged.`;
    case 'wrongMineCount':
      return `The link's game places ${count(f, p.placed, 'mine', 'mines')} but asks for ${p.asked}.`;
    case 'notFloor':
      return `The link's ${fields[p.field]} include ${p.cell}, which is not a floor tile.`;
    case 'heroNotFloor':
      return `The link's hero stands on ${p.cell}, which is not a floor tile.`;
    case 'notCellPair':
      return `The link's ${fields[p.field]} '${p.value}' is not a row-column pair such as 6-6.`;
    case 'cellOffBoard':
      return `The link's ${fields[p.field]} ${p.cell} is off the ${p.rows} x ${p.cols} board.`;
    case 'playerCount':
      return `The link names ${count(f, p.count, 'Proximity player', 'Proximity players')}; a game has ${p.min} to ${p.max}, such as players=human-hard.`;
    case 'unknownPlayer':
      return `The link's Proximity player '${p.value}' is not one of: ${p.options.join(', ')}.`;
    case 'moveNotFloor':
      return `The link's Proximity move ${p.move} is not on a floor tile of the board.`;
    case 'moveTaken':
      return `The link's Proximity move ${p.move} plays on a tile that is already taken.`;
    case 'replayDamaged':
      return `The link's replay is damaged: ${replayDamage(p.why)}.`;
    case 'replayNewer':
      return `The link's replay was made by a newer Hexlab (replay version ${p.version}).`;
    case 'replayMoveNotFloor':
      return `The link's replay move ${p.move} is on ${p.cell}, which is not a floor tile.`;
    case 'replayMineNotFloor':
      return `The link's replay puts a mine on ${p.cell}, which is not a floor tile.`;
    case 'replayMineCount':
      return `The link's replay has ${p.mines} mines; its board says ${p.board}.`;
    case 'gameMisfit':
      return `The link's game does not fit its board and seed: ${misfit(p.why, f)}`;
    case 'noGuessWithoutMines':
      return "The link's no-guess game does not carry its mines.";
    case 'cannotWrap':
      return `The link's board can't wrap that way: ${wrap(p.why)}`;
    case 'puzzleDamaged':
      return "The link's puzzle is damaged: it holds data that is not a puzzle.";
    case 'puzzleNotLevel':
      return `The link's puzzle is not a level: ${levelProblem(p.problem)}`;
  }
}

/** Why stored board data can't be used (a clause, no capital, no full stop). */
function save(p: SaveProblem): string {
  switch (p.kind) {
    case 'notJson':
      return 'the saved data is not valid JSON';
    case 'notObject':
      return 'the saved data is not an object';
    case 'newer':
      return `it was saved by a newer version of Hexlab (record version ${p.found}), and is kept as it is for that version`;
    case 'version':
      return `the saved data has an unknown version (${p.found})`;
    case 'noRows':
      return 'the saved board has no rows';
    case 'tooManyRows':
      return `the saved board has ${p.rows} rows (at most ${p.max})`;
    case 'rowNotList':
      return 'a row of the saved board is not a list';
    case 'badColumns':
      return `the saved board has ${p.cols} columns (1 to ${p.max} allowed)`;
    case 'badCell':
      return `the saved board holds ${p.value}, not a cell value -1..9`;
    case 'recordNotObject':
      return 'a record is not an object';
    case 'recordNoName':
      return 'a record has no id or name';
    case 'recordNoBoard':
      return 'a record holds no board';
  }
}

/** Why a challenge link can't be used. */
function challenge(p: ChallengeProblem, f: Format): string {
  switch (p.kind) {
    case 'link':
      return link(p.problem, f);
    case 'notChallenge':
      return 'This link holds no challenge.';
    case 'nothingToPlay':
      return 'This challenge has no Minesweeper game or puzzle to play.';
    case 'badResults':
      return "The challenge's results can't be read: ask for the link again.";
    case 'challengeDamaged':
      return 'The challenge link was cut or changed on the way: ask for the link again. Its board opens without the challenge.';
  }
}

/** Why a game by links' link is refused, as one sentence; what this browser holds of the game stays. */
function friend(p: FriendLinkProblem, f: Format): string {
  const kept = ' Your game stays as it was.';
  switch (p.kind) {
    case 'link':
      return `${link(p.problem, f).replace(/\.?\s*$/, '')}.${kept}`;
    case 'notFriendLink':
      return 'This link is not a game with a friend.';
    case 'friendNewer':
      return `This game's link was made by a newer version of Hexlab (version ${p.version}). Reload to update, then open it again.`;
    case 'friendCut':
      return `This game's link was cut short on the way: ask for the whole link.${kept}`;
    case 'friendCorrupted':
      return `This game's link was changed on the way (its check does not match): ask for the link again.${kept}`;
    case 'game':
      return `${friendGame(p.problem)}${kept}`;
  }
}

/** Why a game by links is not legal. */
function friendGame(p: FriendProblem): string {
  switch (p.kind) {
    case 'badSettings':
      return "The link's game has settings no game can have.";
    case 'moveBeforeSeated':
      return `Move ${p.move} was made before every seat was taken.`;
    case 'moveMissingTile':
      return `Move ${p.move} is on a tile the board does not have.`;
    case 'moveTaken':
      return `Move ${p.move} is on a tile already taken.`;
    case 'moveBadSlot':
      return `Move ${p.move} plays a tile its player does not hold.`;
    case 'outOfTurn':
      return `Move ${p.move} was made by player ${p.player} out of turn.`;
    case 'revealMismatch':
      return `Player ${p.player}'s secret in the link does not match what they committed to: the link was forged or damaged.`;
    case 'gameChanged':
      return `The link changes this game's ${{ board: 'board', rules: 'rules', players: 'number of players', seats: 'players' }[p.what]}.`;
    case 'historyDiffers':
      return `The link's move ${p.move} differs from the move ${p.move} you already saw in this game.`;
    case 'notYourTurn':
      return `It is not player ${p.player}'s turn.`;
    case 'seatsFull':
      return 'Every seat of this game is taken.';
    case 'resignMismatch':
      return `Player ${p.player}'s resign does not match their secret: only they can resign, so the link was forged or damaged.`;
    case 'resignNotPlaying':
      return `Player ${p.player} cannot resign: they have no seat, or the game was already over.`;
    case 'resignDiffers':
      return "The link's resign differs from what you already saw in this game.";
  }
}

/** A notice bar message. */
function notice(m: NoticeMessage, f: Format): string {
  switch (m.kind) {
    case 'badLink':
      return `${link(m.problem, f).replace(/\.?\s*$/, '')}. Showing your board instead.`;
    case 'linkGameMisfit':
      return `${link(m.problem, f)} The board opens with a fresh game instead.`;
    case 'recordsNotSaved':
      return "Couldn't save your Minesweeper records: the browser's storage is full or blocked.";
    case 'statsNotSaved':
      return "Couldn't save your Minesweeper statistics: the browser's storage is full or blocked.";
    case 'statsUnreadable': {
      const why =
        m.why === 'notJson'
          ? 'the stored data is not valid JSON'
          : m.why === 'newer'
            ? 'they were saved by a newer version of Hexlab'
            : 'the stored data is not a set of statistics';
      return `Couldn't read your Minesweeper statistics: ${why}. They start afresh; the unreadable data is kept under "${m.aside}".`;
    }
    case 'restoreFailed':
      return `Couldn't restore your saved board: ${save(m.problem)}. Showing the default board instead.`;
    case 'boardsUnreadable':
      return m.count === 1
        ? `One of your saved boards could not be read (${save(m.problem)}), so it is not listed.`
        : `${m.count} of your saved boards could not be read (${save(m.problem)}), so they are not listed.`;
    case 'prefsNewer':
      return `Your Minesweeper choices were saved by a newer version of Hexlab (version ${m.version}): they are kept as they are, and this version starts from its defaults.`;
    case 'storageFull':
      return "Couldn't save your board: the browser's storage is full. Your board is still here; export it or delete an old board to make room.";
    case 'storageBlocked':
      return "Couldn't save your board: the browser's storage is blocked. Your board is still here; export it to keep a copy.";
    case 'proximityPlayers':
      return 'The shared Proximity game needs 2 to 4 players.';
    case 'proximityMisfit':
      return `The shared Proximity game does not fit this board: move ${m.move} of ${m.moves} can't be played there. The game starts afresh.`;
    case 'computerFailed':
      return `The computer could not choose a move${m.why ? ` (${m.why})` : ''}.`;
    case 'editorTooBig':
      return `${m.change === 'rotate' ? 'Rotating' : 'Mirroring'} would make the board ${m.rows} x ${m.cols}, over the ${m.max} x ${m.max} limit; nothing changed.`;
    case 'wrapRefused':
      return wrap(m.why);
    case 'wrapDropped':
      return `${wrap(m.why)} The board no longer wraps.`;
    case 'fileRefused':
      return maps.refused(m.file, mapProblem(m.problem, f));
    case 'levelFileRefused':
      return maps.refused(m.file, editor.io.importError(m.error, f).replace(/\.$/, ''));
    case 'challengeRefused':
      return challenge(m.problem, f);
    case 'friendRefused':
      return friend(m.problem, f);
    case 'friendOlder':
      return 'You already have a later turn of this game: it is shown instead.';
    case 'fileOpened':
      return maps.opened(m.file, m.rows, m.cols, m.tiles, f);
  }
}

const messages = {
  link,
  save,
  notice,
  boardNames: { firstName: 'My board', copyOf: (name: string) => `${name} (copy)` },
};

export default messages;
