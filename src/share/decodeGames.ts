import { count } from '../games/words';
import { fail, Fields, unpacked } from './fields';
import { packedCellName } from './cells';
import { unpackBits, unpackList } from './pack';
import { unpackReplay } from './replayCodec';
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, P2_SLOTS, PROXIMITY_PLAYERS, type Cell, type SharedState } from './types';

/** What the game sections need to know about the decoded board. */
export interface BoardFacts {
  rows: number;
  cols: number;
  /** whether cell index i is on the board and a floor tile */
  isFloor(i: number): boolean;
}

/** The Minesweeper section (mines, seed, ng; fc, rev, flag for a game in progress, and mn, a no-guess game's mines), if the link has one. */
export function decodeMinesweeper(f: Fields, board: BoardFacts): SharedState['minesweeper'] {
  if (!f.has('mines') && !f.has('seed') && !f.has('fc')) return undefined;
  const n = board.rows * board.cols;
  let floors = 0;
  for (let i = 0; i < n; i++) if (board.isFloor(i)) floors++;
  const mines = f.int('mines', 'mine count', 0, Number.MAX_SAFE_INTEGER);
  if (mines > floors) fail(`The link asks for ${mines} mines but the board has only ${floors} floor tiles.`);
  const seed = f.int('seed', 'seed', 0, MAX_SEED);
  const noGuess = f.has('ng') ? f.choice('ng', 'no-guessing switch', ['0', '1'] as const) === '1' : false;
  const rule = decodeFirstClickRule(f);
  if (f.has('rp')) {
    if (f.has('fc')) fail('The link carries both a game in progress and a replay; a link holds one or the other.');
    const replay = unpacked(unpackReplay(f.raw('rp', 'replay'), { cols: board.cols, cells: n, isFloor: board.isFloor }, mines));
    return { mines, seed, noGuess, ...rule, replay };
  }
  if (!f.has('fc')) return { mines, seed, noGuess, ...rule };
  const firstClick = f.int('fc', 'first click', 0, n - 1);
  if (!board.isFloor(firstClick)) fail(`The link's first click, ${packedCellName(firstClick, board.cols)}, is not on a floor tile.`);
  const revealed = floorCells(unpacked(unpackBits(f.raw('rev', 'revealed tiles'), n, 'revealed tiles')), board, 'revealed tiles');
  const flagged = floorCells(unpacked(unpackBits(f.raw('flag', 'flagged tiles'), n, 'flagged tiles')), board, 'flagged tiles');
  const shown = new Set(revealed);
  const both = flagged.find((i) => shown.has(i));
  if (both !== undefined) fail(`The link's game shows tile ${packedCellName(both, board.cols)} as both revealed and flagged.`);
  if (!f.has('mn')) return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged } };
  const layout = floorCells(unpacked(unpackBits(f.raw('mn', 'mines'), n, 'mines')), board, 'mines');
  if (layout.length !== mines) fail(`The link's game places ${count(layout.length, 'mine')} but asks for ${mines}.`);
  return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged, mines: layout } };
}

/** The first-click rule (`first=zero|safe`), when the link names one. */
function decodeFirstClickRule(f: Fields): { firstClickRule?: 'zero' | 'safe' } {
  return f.has('first') ? { firstClickRule: f.choice('first', 'first-click rule', ['zero', 'safe'] as const) } : {};
}

function floorCells(cells: number[], board: BoardFacts, what: string): number[] {
  const bad = cells.find((i) => !board.isFloor(i));
  if (bad !== undefined) fail(`The link's ${what} include ${packedCellName(bad, board.cols)}, which is not a floor tile.`);
  return cells;
}

/** The hero section (hero, target), if the link has one. */
export function decodeHero(f: Fields, board: BoardFacts): SharedState['hero'] {
  if (!f.has('hero')) return undefined;
  const tile = readCell(f, 'hero', "hero's tile", board);
  if (!board.isFloor(tile.row * board.cols + tile.col)) {
    fail(`The link's hero stands on ${tile.row}-${tile.col}, which is not a floor tile.`);
  }
  if (!f.has('target')) return { tile };
  return { tile, target: readCell(f, 'target', "hero's target", board) };
}

function readCell(f: Fields, name: string, label: string, board: BoardFacts): Cell {
  const raw = f.raw(name, label);
  const m = /^(\d{1,6})-(\d{1,6})$/.exec(raw);
  if (!m) return fail(`The link's ${label} '${raw.slice(0, 30)}' is not a row-column pair such as 6-6.`);
  const cell = { row: Number(m[1]), col: Number(m[2]) };
  if (cell.row >= board.rows || cell.col >= board.cols) {
    fail(`The link's ${label} ${cell.row}-${cell.col} is off the ${board.rows} x ${board.cols} board.`);
  }
  return cell;
}

/** The Proximity section (pseed, rules, players, moves), if the link has one. */
export function decodeProximity(f: Fields, board: BoardFacts): SharedState['proximity'] {
  if (!f.has('pseed')) return undefined;
  const seed = f.int('pseed', 'Proximity seed', 0, MAX_SEED);
  const rules = f.choice('rules', 'Proximity rules', ['classic', 'p2'] as const);
  const names = f.raw('players', 'players').split('-');
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    fail(`The link names ${count(names.length, 'Proximity player')}; a game has ${MIN_PLAYERS} to ${MAX_PLAYERS}, such as players=human-hard.`);
  }
  const players = names.map((name) => {
    const found = PROXIMITY_PLAYERS.find((p) => p === name);
    return found ?? fail(`The link's Proximity player '${name.slice(0, 30)}' is not one of: ${PROXIMITY_PLAYERS.join(', ')}.`);
  });
  const moves = unpacked(unpackList(f.raw('moves', 'Proximity moves'), 'Proximity moves'));
  const taken = new Set<number>();
  moves.forEach((move, turn) => {
    const cell = rules === 'p2' ? Math.floor(move / P2_SLOTS) : move;
    if (!board.isFloor(cell)) fail(`The link's Proximity move ${turn + 1} is not on a floor tile of the board.`);
    if (taken.has(cell)) fail(`The link's Proximity move ${turn + 1} plays on a tile that is already taken.`);
    taken.add(cell);
  });
  return { seed, rules, players, moves };
}
