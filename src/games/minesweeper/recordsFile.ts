// Records as JSON, for the browser's storage and for the export/import file. What comes back is outside input: it is checked
// entry by entry and refused whole, with a sentence saying what is wrong, rather than half-read or silently reset.
import { RECORDS_KEPT, SEEN_KEPT, type BoardRecords, type RecordBook, type RecordEntry } from './records';

const RECORDS_FORMAT = 'hexlab-minesweeper-records';
const RECORDS_VERSION = 1;

/** What is wrong with a records file, as data (the UI writes the sentence). */
export type RecordsProblem =
  | { kind: 'notJson' }
  | { kind: 'notRecords' }
  | { kind: 'version'; found: string; reads: number }
  | { kind: 'noBoards' }
  | { kind: 'badSeen' }
  | { kind: 'unreadable' }
  | { kind: 'badBoard' }
  | { kind: 'badList'; assisted: boolean }
  | { kind: 'badBest' }
  /** record `n` (from 1) of a board: not a record, no whole-ms time, no date, no figures, damaged, or a bad replay */
  | { kind: 'badEntry'; n: number; what: 'notRecord' | 'time' | 'date' | 'figures' | 'damaged' | 'replay' };

export type ParsedBook = { ok: true; book: RecordBook } | { ok: false; error: RecordsProblem };

/** The book as the text of a file (or a stored value). */
export function serialiseBook(book: RecordBook): string {
  return JSON.stringify({ format: RECORDS_FORMAT, version: RECORDS_VERSION, boards: book.boards, seen: book.seen });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFigure = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

class Bad extends Error {
  constructor(readonly problem: RecordsProblem) {
    super(problem.kind);
  }
}
const bad = (problem: RecordsProblem): never => {
  throw new Bad(problem);
};

/** Read a book from text: every entry checked; any problem refuses the whole text with what is wrong. */
export function parseBook(text: string): ParsedBook {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { kind: 'notJson' } };
  }
  try {
    if (!isObject(raw) || raw.format !== RECORDS_FORMAT) bad({ kind: 'notRecords' });
    const o = raw as Record<string, unknown>;
    if (o.version !== RECORDS_VERSION)
      bad({ kind: 'version', found: JSON.stringify(o.version) ?? 'none', reads: RECORDS_VERSION });
    if (!isObject(o.boards)) bad({ kind: 'noBoards' });
    const boards: Record<string, BoardRecords> = {};
    for (const [key, v] of Object.entries(o.boards as Record<string, unknown>)) boards[key] = readBoard(key, v);
    if (!Array.isArray(o.seen) || o.seen.some((s) => typeof s !== 'string')) bad({ kind: 'badSeen' });
    return { ok: true, book: { boards, seen: (o.seen as string[]).slice(-SEEN_KEPT) } };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, error: e.problem };
    return { ok: false, error: { kind: 'unreadable' } };
  }
}

function readBoard(key: string, v: unknown): BoardRecords {
  if (key.length > 200 || !isObject(v)) return bad({ kind: 'badBoard' });
  const list = (name: string, assisted: boolean): RecordEntry[] => {
    const xs = v[name];
    if (!Array.isArray(xs) || xs.length > RECORDS_KEPT) return bad({ kind: 'badList', assisted: name !== 'times' });
    return xs.map((x, i) => readEntry(x, assisted, i + 1));
  };
  if (!isFigure(v.best3bvs) || !isFigure(v.bestIoe)) bad({ kind: 'badBest' });
  return {
    times: list('times', false),
    assisted: list('assisted', true),
    best3bvs: v.best3bvs as number,
    bestIoe: v.bestIoe as number,
  };
}

function readEntry(x: unknown, assisted: boolean, n: number): RecordEntry {
  if (!isObject(x)) return bad({ kind: 'badEntry', n, what: 'notRecord' });
  const { ms, date, bv3, bv3PerSecond, ioe, noFlag, replay } = x;
  if (!isFigure(ms) || !Number.isInteger(ms)) bad({ kind: 'badEntry', n, what: 'time' });
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) bad({ kind: 'badEntry', n, what: 'date' });
  if (!isFigure(bv3) || !isFigure(bv3PerSecond) || !isFigure(ioe)) bad({ kind: 'badEntry', n, what: 'figures' });
  if (typeof noFlag !== 'boolean' || x.assisted !== assisted) bad({ kind: 'badEntry', n, what: 'damaged' });
  if (replay !== undefined && (typeof replay !== 'string' || replay.length > 200_000))
    bad({ kind: 'badEntry', n, what: 'replay' });
  return {
    ms: ms as number,
    date: date as string,
    bv3: bv3 as number,
    bv3PerSecond: bv3PerSecond as number,
    ioe: ioe as number,
    noFlag: noFlag as boolean,
    assisted,
    ...(typeof replay === 'string' ? { replay } : {}),
  };
}
