// Records as JSON, for localStorage and for the export/import file. What comes back is outside input: it is checked
// entry by entry and refused whole, with a sentence saying what is wrong, rather than half-read or silently reset.
import { RECORDS_KEPT, SEEN_KEPT, type BoardRecords, type RecordBook, type RecordEntry } from './records';

export const RECORDS_FORMAT = 'hexlab-minesweeper-records';
export const RECORDS_VERSION = 1;

export type ParsedBook = { ok: true; book: RecordBook } | { ok: false; error: string };

/** The book as the text of a file (or a stored value). */
export function serialiseBook(book: RecordBook): string {
  return JSON.stringify({ format: RECORDS_FORMAT, version: RECORDS_VERSION, boards: book.boards, seen: book.seen });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFigure = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

class Bad extends Error {}
const bad = (message: string): never => {
  throw new Bad(message);
};

/** Read a book from text: every entry checked; any problem refuses the whole text with what is wrong. */
export function parseBook(text: string): ParsedBook {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not JSON, so it is not a Hexlab records file.' };
  }
  try {
    if (!isObject(raw) || raw.format !== RECORDS_FORMAT) bad('The file is JSON but not a Hexlab Minesweeper records file.');
    const o = raw as Record<string, unknown>;
    if (o.version !== RECORDS_VERSION) bad(`The records file has version ${JSON.stringify(o.version)}; this Hexlab reads version ${RECORDS_VERSION}.`);
    if (!isObject(o.boards)) bad('The records file has no list of boards.');
    const boards: Record<string, BoardRecords> = {};
    for (const [key, v] of Object.entries(o.boards as Record<string, unknown>)) boards[key] = readBoard(key, v);
    if (!Array.isArray(o.seen) || o.seen.some((s) => typeof s !== 'string')) bad('The records file has a damaged list of boards played.');
    return { ok: true, book: { boards, seen: (o.seen as string[]).slice(-SEEN_KEPT) } };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, error: e.message };
    return { ok: false, error: 'The records file could not be read.' };
  }
}

function readBoard(key: string, v: unknown): BoardRecords {
  if (key.length > 200 || !isObject(v)) return bad('A board in the records file is damaged.');
  const list = (name: string, assisted: boolean): RecordEntry[] => {
    const xs = v[name];
    if (!Array.isArray(xs) || xs.length > RECORDS_KEPT) return bad(`The ${name === 'times' ? 'best times' : 'assisted times'} of a board in the records file are damaged.`);
    return xs.map((x, i) => readEntry(x, assisted, i + 1));
  };
  if (!isFigure(v.best3bvs) || !isFigure(v.bestIoe)) bad('The best 3BV/s or IOE of a board in the records file is not a number.');
  return { times: list('times', false), assisted: list('assisted', true), best3bvs: v.best3bvs as number, bestIoe: v.bestIoe as number };
}

function readEntry(x: unknown, assisted: boolean, n: number): RecordEntry {
  if (!isObject(x)) return bad(`Record ${n} of a board in the records file is not a record.`);
  const { ms, date, bv3, bv3PerSecond, ioe, noFlag, replay } = x;
  if (!isFigure(ms) || !Number.isInteger(ms)) bad(`Record ${n} of a board in the records file has no time in whole milliseconds.`);
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) bad(`Record ${n} of a board in the records file has no readable date.`);
  if (!isFigure(bv3) || !isFigure(bv3PerSecond) || !isFigure(ioe)) bad(`Record ${n} of a board in the records file lacks its 3BV, 3BV/s or IOE.`);
  if (typeof noFlag !== 'boolean' || x.assisted !== assisted) bad(`Record ${n} of a board in the records file is damaged.`);
  if (replay !== undefined && (typeof replay !== 'string' || replay.length > 200_000)) bad(`Record ${n} of a board in the records file has a damaged replay.`);
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
