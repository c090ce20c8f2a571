// Records a serious player can trust. A game counts only on a board the player had not seen (a fresh seed on this
// board, not a restart, not a link carrying progress, not a replay); games with a hint, the probabilities or an undo
// are kept apart as assisted. Records belong to a board: shape, size, mines, first-click rule (and no-guess).
import type { FirstClickRule } from './model';
import type { GameFigures } from './figures';

/** How many times each board keeps, per list. */
export const RECORDS_KEPT = 10;
/** How many seen boards are remembered (oldest forgotten first). */
export const SEEN_KEPT = 2000;

/** One won game in a board's list. */
export interface RecordEntry {
  readonly ms: number;
  /** when it was played, ISO 8601 */
  readonly date: string;
  readonly bv3: number;
  readonly bv3PerSecond: number;
  readonly ioe: number;
  readonly noFlag: boolean;
  readonly assisted: boolean;
  /** the replay's link query, kept locally with the record */
  readonly replay?: string;
}

/** A board's records: the ten best times, the ten best assisted times apart, and the best 3BV/s and IOE. */
export interface BoardRecords {
  readonly times: readonly RecordEntry[];
  readonly assisted: readonly RecordEntry[];
  readonly best3bvs: number;
  readonly bestIoe: number;
}

export interface RecordBook {
  readonly boards: Readonly<Record<string, BoardRecords>>;
  /** `${board key}#${seed}` of every board played, newest last */
  readonly seen: readonly string[];
}

export const emptyBook = (): RecordBook => ({ boards: {}, seen: [] });
const emptyBoard = (): BoardRecords => ({ times: [], assisted: [], best3bvs: 0, bestIoe: 0 });

/** What a record belongs to. `shape` is boardShapeKey (orientation, offset, size and the mask's hash). */
export const recordKey = (p: { shape: string; mines: number; rule: FirstClickRule; noGuess: boolean }): string =>
  `${p.shape}|m${p.mines}|${p.rule}${p.noGuess ? '|ng' : ''}`;

const seenKey = (key: string, seed: number): string => `${key}#${seed}`;

/** Whether this board (key and seed) was played before. */
export const hasSeen = (book: RecordBook, key: string, seed: number): boolean => book.seen.includes(seenKey(key, seed));

/** The book remembering that this board was played. */
export function markSeen(book: RecordBook, key: string, seed: number): RecordBook {
  const k = seenKey(key, seed);
  if (book.seen.includes(k)) return book;
  const seen = [...book.seen, k];
  return { ...book, seen: seen.length > SEEN_KEPT ? seen.slice(seen.length - SEEN_KEPT) : seen };
}

/** Why a finished game does or does not count. */
export interface Eligibility {
  /** the game started on a board not seen before, from no link progress and not in a replay */
  readonly fresh: boolean;
  /** a hint, the probabilities or an undo was used */
  readonly assisted: boolean;
}

/**
 * The book with a finished game in it, and whether it set a record (a best time, 3BV/s or IOE among unassisted
 * games). Only fresh wins enter; an assisted win goes to the assisted list and never sets a record.
 */
export function addResult(
  book: RecordBook,
  key: string,
  f: GameFigures,
  e: Eligibility,
  date: Date,
  replay?: string,
): { book: RecordBook; newRecord: boolean } {
  if (f.result !== 'won' || !e.fresh) return { book, newRecord: false };
  const old = book.boards[key] ?? emptyBoard();
  const entry: RecordEntry = {
    ms: f.ms,
    date: date.toISOString(),
    bv3: f.bv3.total,
    bv3PerSecond: f.bv3PerSecond,
    ioe: f.ioe,
    noFlag: f.noFlag,
    assisted: e.assisted,
    ...(replay ? { replay } : {}),
  };
  let next: BoardRecords;
  let newRecord = false;
  if (e.assisted) next = { ...old, assisted: insertTime(old.assisted, entry) };
  else {
    newRecord =
      old.times.length === 0 || f.ms < old.times[0].ms || f.bv3PerSecond > old.best3bvs || f.ioe > old.bestIoe;
    next = {
      times: insertTime(old.times, entry),
      assisted: old.assisted,
      best3bvs: Math.max(old.best3bvs, f.bv3PerSecond),
      bestIoe: Math.max(old.bestIoe, f.ioe),
    };
  }
  return { book: { ...book, boards: { ...book.boards, [key]: next } }, newRecord };
}

function insertTime(list: readonly RecordEntry[], entry: RecordEntry): RecordEntry[] {
  return [...list, entry].sort((a, b) => a.ms - b.ms || a.date.localeCompare(b.date)).slice(0, RECORDS_KEPT);
}

/** Two books as one (an import): every entry of both, the best ten kept, bests the larger, seen boards joined. */
export function mergeBooks(a: RecordBook, b: RecordBook): RecordBook {
  const boards: Record<string, BoardRecords> = { ...a.boards };
  for (const [key, theirs] of Object.entries(b.boards)) {
    const ours = boards[key];
    if (!ours) {
      boards[key] = theirs;
      continue;
    }
    const same = (x: RecordEntry, y: RecordEntry) => x.ms === y.ms && x.date === y.date;
    const join = (xs: readonly RecordEntry[], ys: readonly RecordEntry[]) =>
      [...xs, ...ys.filter((y) => !xs.some((x) => same(x, y)))].sort((p, q) => p.ms - q.ms).slice(0, RECORDS_KEPT);
    boards[key] = {
      times: join(ours.times, theirs.times),
      assisted: join(ours.assisted, theirs.assisted),
      best3bvs: Math.max(ours.best3bvs, theirs.best3bvs),
      bestIoe: Math.max(ours.bestIoe, theirs.bestIoe),
    };
  }
  const seen = [...a.seen, ...b.seen.filter((k) => !a.seen.includes(k))];
  return { boards, seen: seen.slice(Math.max(0, seen.length - SEEN_KEPT)) };
}
