import { fail, Fields, unpacked } from './fields';
import { packedCellName } from '../games/cells';
import type { LinkField } from './problems';
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
  const mines = f.int('mines', 'mineCount', 0, Number.MAX_SAFE_INTEGER);
  if (mines > floors) fail({ kind: 'tooManyMines', mines, floors });
  const seed = f.int('seed', 'seed', 0, MAX_SEED);
  const noGuess = f.has('ng') ? f.choice('ng', 'noGuess', ['0', '1'] as const) === '1' : false;
  const rule = decodeFirstClickRule(f);
  if (f.has('rp')) {
    if (f.has('fc')) fail({ kind: 'progressAndReplay' });
    const replay = unpacked(
      unpackReplay(f.raw('rp', 'replay'), { cols: board.cols, cells: n, isFloor: board.isFloor }, mines),
    );
    return { mines, seed, noGuess, ...rule, replay };
  }
  if (!f.has('fc')) return { mines, seed, noGuess, ...rule };
  const firstClick = f.int('fc', 'firstClick', 0, n - 1);
  if (!board.isFloor(firstClick)) fail({ kind: 'firstClickNotFloor', cell: packedCellName(firstClick, board.cols) });
  const revealed = floorCells(unpacked(unpackBits(f.raw('rev', 'revealed'), n, 'revealed')), board, 'revealed');
  const flagged = floorCells(unpacked(unpackBits(f.raw('flag', 'flagged'), n, 'flagged')), board, 'flagged');
  const shown = new Set(revealed);
  const both = flagged.find((i) => shown.has(i));
  if (both !== undefined) fail({ kind: 'revealedAndFlagged', cell: packedCellName(both, board.cols) });
  if (!f.has('mn')) return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged } };
  const layout = floorCells(unpacked(unpackBits(f.raw('mn', 'mines'), n, 'mines')), board, 'mines');
  if (layout.length !== mines) fail({ kind: 'wrongMineCount', placed: layout.length, asked: mines });
  return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged, mines: layout } };
}

/** The first-click rule (`first=zero|safe`), when the link names one. */
function decodeFirstClickRule(f: Fields): { firstClickRule?: 'zero' | 'safe' } {
  return f.has('first') ? { firstClickRule: f.choice('first', 'firstClickRule', ['zero', 'safe'] as const) } : {};
}

function floorCells(cells: number[], board: BoardFacts, what: LinkField): number[] {
  const bad = cells.find((i) => !board.isFloor(i));
  if (bad !== undefined) fail({ kind: 'notFloor', field: what, cell: packedCellName(bad, board.cols) });
  return cells;
}

/** The hero section (hero, target), if the link has one. */
export function decodeHero(f: Fields, board: BoardFacts): SharedState['hero'] {
  if (!f.has('hero')) return undefined;
  const tile = readCell(f, 'hero', 'heroTile', board);
  if (!board.isFloor(tile.row * board.cols + tile.col)) {
    fail({ kind: 'heroNotFloor', cell: `${tile.row}-${tile.col}` });
  }
  if (!f.has('target')) return { tile };
  return { tile, target: readCell(f, 'target', 'heroTarget', board) };
}

function readCell(f: Fields, name: string, label: LinkField, board: BoardFacts): Cell {
  const raw = f.raw(name, label);
  const m = /^(\d{1,6})-(\d{1,6})$/.exec(raw);
  if (!m) return fail({ kind: 'notCellPair', field: label, value: raw.slice(0, 30) });
  const cell = { row: Number(m[1]), col: Number(m[2]) };
  if (cell.row >= board.rows || cell.col >= board.cols) {
    fail({ kind: 'cellOffBoard', field: label, cell: `${cell.row}-${cell.col}`, rows: board.rows, cols: board.cols });
  }
  return cell;
}

/** The Proximity section (pseed, rules, players, moves), if the link has one. */
export function decodeProximity(f: Fields, board: BoardFacts): SharedState['proximity'] {
  if (!f.has('pseed')) return undefined;
  const seed = f.int('pseed', 'proximitySeed', 0, MAX_SEED);
  const rules = f.choice('rules', 'proximityRules', ['classic', 'p2'] as const);
  const names = f.raw('players', 'players').split('-');
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    fail({ kind: 'playerCount', count: names.length, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  const players = names.map((name) => {
    const found = PROXIMITY_PLAYERS.find((p) => p === name);
    return found ?? fail({ kind: 'unknownPlayer', value: name.slice(0, 30), options: PROXIMITY_PLAYERS });
  });
  const moves = unpacked(unpackList(f.raw('moves', 'proximityMoves'), 'proximityMoves', board.rows * board.cols));
  const taken = new Set<number>();
  moves.forEach((move, turn) => {
    const cell = rules === 'p2' ? Math.floor(move / P2_SLOTS) : move;
    if (!board.isFloor(cell)) fail({ kind: 'moveNotFloor', move: turn + 1 });
    if (taken.has(cell)) fail({ kind: 'moveTaken', move: turn + 1 });
    taken.add(cell);
  });
  return { seed, rules, players, moves };
}
