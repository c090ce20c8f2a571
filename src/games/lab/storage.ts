// The current board in three storages, as code a reader can paste: the tutorials' levelData, the guide's axial
// array storage (one row per r, each starting at its own first q) and the four-kinds article's interlaced storage.
import { axialToInterlaced, type Board } from '../../engine';

export type StorageFormat = 'levelData' | 'axial' | 'interlaced';

/** Rows printed before the rest is left out, so a huge board never prints megabytes. */
export const MAX_PRINTED_ROWS = 40;

const NONE = -1;
const value = (board: Board, id: number) => board.level[board.row[id]][board.col[id]];

/** The guide's axial storage: map[r - rMin][q - qFirst[r - rMin]], -1 where a row has a gap. */
function axialStorage(board: Board): { rMin: number; qFirst: number[]; rows: number[][] } {
  if (board.size === 0) return { rMin: 0, qFirst: [], rows: [] };
  let rMin = Infinity;
  let rMax = -Infinity;
  for (let id = 0; id < board.size; id++) [rMin, rMax] = [Math.min(rMin, board.r[id]), Math.max(rMax, board.r[id])];
  const first = new Array<number>(rMax - rMin + 1).fill(Infinity);
  const last = new Array<number>(rMax - rMin + 1).fill(-Infinity);
  for (let id = 0; id < board.size; id++) {
    const i = board.r[id] - rMin;
    first[i] = Math.min(first[i], board.q[id]);
    last[i] = Math.max(last[i], board.q[id]);
  }
  const rows = first.map((f, i) => (Number.isFinite(f) ? new Array<number>(last[i] - f + 1).fill(NONE) : []));
  for (let id = 0; id < board.size; id++) {
    const i = board.r[id] - rMin;
    rows[i][board.q[id] - first[i]] = value(board, id);
  }
  return { rMin, qFirst: first.map((f) => (Number.isFinite(f) ? f : 0)), rows };
}

/** The interlaced storage: hexagonArray[pair - pairMin][half - halfMin], -1 where no tile is. */
function interlacedStorage(board: Board): { pairMin: number; halfMin: number; rows: number[][] } {
  if (board.size === 0) return { pairMin: 0, halfMin: 0, rows: [] };
  const cells = Array.from({ length: board.size }, (_, id) =>
    axialToInterlaced(board.orientation, { q: board.q[id], r: board.r[id] }),
  );
  const pairMin = Math.min(...cells.map((c) => c.pair));
  const pairMax = Math.max(...cells.map((c) => c.pair));
  const halfMin = Math.min(...cells.map((c) => c.half));
  const halfMax = Math.max(...cells.map((c) => c.half));
  const rows = Array.from({ length: pairMax - pairMin + 1 }, () => new Array<number>(halfMax - halfMin + 1).fill(NONE));
  cells.forEach((c, id) => (rows[c.pair - pairMin][c.half - halfMin] = value(board, id)));
  return { pairMin, halfMin, rows };
}

/** The printout's comments, in the reader's language (the UI's lab catalogue): each a line or more of `// ` text. */
export interface StorageWords {
  readonly levelData: string;
  readonly axial: string;
  readonly interlaced: string;
  /** the line standing for `n` rows left out */
  readonly more: (n: number) => string;
}

/** The board in one storage, as JavaScript, with `words` as its comments. */
export function storageText(board: Board, format: StorageFormat, WORDS: StorageWords): string {
  const array = (name: string, rows: number[][]): string[] => {
    const shown = rows.slice(0, MAX_PRINTED_ROWS).map((row) => `  [${row.join(', ')}],`);
    if (rows.length > MAX_PRINTED_ROWS) shown.push(WORDS.more(rows.length - MAX_PRINTED_ROWS));
    return [`const ${name} = [`, ...shown, '];'];
  };
  switch (format) {
    case 'levelData':
      return [WORDS.levelData, ...array('levelData', board.level)].join('\n');
    case 'axial': {
      const s = axialStorage(board);
      return [
        WORDS.axial,
        `const rMin = ${s.rMin};`,
        `const qFirst = [${s.qFirst.join(', ')}];`,
        ...array('map', s.rows),
      ].join('\n');
    }
    case 'interlaced': {
      const s = interlacedStorage(board);
      return [
        WORDS.interlaced,
        `const pairMin = ${s.pairMin};`,
        `const halfMin = ${s.halfMin};`,
        ...array('hexagonArray', s.rows),
      ].join('\n');
    }
  }
}
