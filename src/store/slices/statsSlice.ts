import type { StateCreator } from 'zustand';
import {
  boardShapeKey,
  emptyStats,
  gameBv3,
  migrateStats,
  recordGame,
  serialiseStats,
  statsKey,
  type GameSummary,
  type MinesStats,
} from '../../games/minesweeper';
import { gameFigures, type GameFigures, type MinesState } from '../../games/minesweeper/state';
import type { Board } from '../../engine';
import {
  addResult,
  emptyBook,
  hasSeen,
  markSeen,
  mergeBooks,
  recordKey,
  type RecordBook,
} from '../../games/minesweeper/records';
import { parseBook, serialiseBook, type RecordsProblem } from '../../games/minesweeper/recordsFile';
import { currentReplay } from './minesReplay';
import { replayLinks } from '../later';

/** Why the stored records can't be used: storage blocked, or damaged (kept as they are, with what is wrong). */
type RecordsLoadProblem = { kind: 'blocked' } | { kind: 'damaged'; problem: RecordsProblem };
import type { AppState } from '../index';
import { isLinkGame } from '../links/linkGames';

const KEY = 'hexlab.minesweeper.stats';
const RECORDS_KEY = 'hexlab.minesweeper.records';

export interface StatsSlice {
  msStats: MinesStats;
  msLastGame: GameSummary | null;
  /** best times and figures per board, and the boards already played */
  msRecords: RecordBook;
  /** why the stored records could not be read (they are then left untouched in storage), or null */
  msRecordsProblem: RecordsLoadProblem | null;
  /** the figures of the game that just ended, and whether it set a record */
  msResult: { figures: GameFigures; newRecord: boolean; counted: boolean } | null;
  /** record the finished game on screen (the click that ends a game does it in its own update, or calls this once the link codec it waits for has come) */
  msRecordFinished(): void;
  msClearResult(): void;
  /** the records as the text of a JSON file */
  msExportRecords(): string;
  /** merge a records file into the records: how many boards it held, or what is wrong with it */
  msImportRecords(text: string): { ok: true; boards: number } | { ok: false; problem: RecordsProblem };
  /** forget the current board's records (the boards played stay seen) */
  msClearRecords(): void;
}

/**
 * Read the stored statistics of any version, migrated; unreadable ones, or a newer Hexlab's, give empty stats (start-up
 * reports them and keeps their text aside: statsCheck.ts).
 */
function loadStats(): MinesStats {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const read = raw ? migrateStats(JSON.parse(raw)) : null;
    return read?.ok ? read.stats : emptyStats();
  } catch {
    return emptyStats();
  }
}

/** Read the stored records: records are worth an alarm, so a damaged store is reported and left as it is. */
function loadRecords(): { book: RecordBook; problem: RecordsLoadProblem | null } {
  let text: string | null = null;
  try {
    text = globalThis.localStorage?.getItem(RECORDS_KEY) ?? null;
  } catch {
    return { book: emptyBook(), problem: { kind: 'blocked' } };
  }
  if (text === null) return { book: emptyBook(), problem: null };
  const parsed = parseBook(text);
  if (parsed.ok) return { book: parsed.book, problem: null };
  return {
    book: emptyBook(),
    problem: { kind: 'damaged', problem: parsed.error },
  };
}

/** A board's shape key, computed once per board (it hashes the whole mask, and selectors ask for it at every update). */
const shapeKeys = new WeakMap<Board, string>();
const shapeKeyOf = (board: Board): string => {
  let key = shapeKeys.get(board);
  if (key === undefined) shapeKeys.set(board, (key = boardShapeKey(board)));
  return key;
};

/** What a record of the board on screen belongs to. */
export const currentRecordKey = (s: AppState): string =>
  recordKey({
    shape: shapeKeyOf(s.board),
    mines: s.ms.game.config.mines,
    rule: s.ms.game.config.firstClickRule ?? 'zero',
    noGuess: s.ms.noGuess,
  });

/**
 * The records with `book` in them, as a patch, written to storage unless the stored ones are damaged and kept as they
 * are (`force` writes anyway); a failed write adds its notice.
 */
function withRecords(s: AppState, book: RecordBook, force = false): Partial<AppState> {
  if (s.msRecordsProblem && !force) return { msRecords: book };
  try {
    globalThis.localStorage?.setItem(RECORDS_KEY, serialiseBook(book));
    return { msRecords: book };
  } catch {
    return { msRecords: book, notice: { kind: 'error', message: { kind: 'recordsNotSaved' } } };
  }
}

/** The statistics with `stats` in them, as a patch, written to storage; a failed write adds its notice. */
function withStats(stats: MinesStats): Partial<AppState> {
  try {
    globalThis.localStorage?.setItem(KEY, serialiseStats(stats));
    return { msStats: stats, msLastGame: stats.last };
  } catch {
    return { msStats: stats, msLastGame: stats.last, notice: { kind: 'error', message: { kind: 'statsNotSaved' } } };
  }
}

/**
 * A game left 'ready' (its first move, part of that move's update): its board noted as seen in the records, and
 * whether it is fresh for them. Nothing while a replay is watched.
 */
export function gameStarted(s: AppState, game: MinesState): { fresh: boolean; patch: Partial<AppState> } | null {
  if (s.ms.replay) return null;
  const key = currentRecordKey(s);
  const fresh = !s.ms.session.unranked && !hasSeen(s.msRecords, key, game.config.seed);
  return { fresh, patch: withRecords(s, markSeen(s.msRecords, key, game.config.seed)) };
}

/**
 * What the game that just ended in `s` changes, as a patch (statistics and records written to storage): null when it
 * enters nothing, 'wait' while the link codec a record keeps its replay in is still on its way.
 */
export function gameFinished(s: AppState): Partial<AppState> | 'wait' | null {
  const { ms, board, msStats } = s;
  const game = ms.game;
  if ((game.status !== 'won' && game.status !== 'lost') || ms.replay) return null;
  const links = replayLinks.now();
  if (!links && !isLinkGame(game.config)) return 'wait';
  const timeMs = ms.startedAt !== null && ms.endedAt !== null ? ms.endedAt - ms.startedAt : 0;
  const figures = gameFigures(game, board, timeMs);
  // A game opened from a link is not the player's own: its figures are shown, but it never enters the
  // statistics or the records.
  if (isLinkGame(game.config) || !links)
    return { msResult: figures ? { figures, newRecord: false, counted: false } : null };
  const stats = withStats(
    recordGame(msStats, {
      presetKey: presetKeyOf(s),
      boardKey: shapeKeyOf(board),
      won: game.status === 'won',
      timeMs,
      bv3: gameBv3(game, board),
      clicks: figures ? figures.clicks.left + figures.clicks.right + figures.clicks.chord : game.clicks,
    }),
  );
  if (!figures) return { ...stats, msResult: null };
  const replay = currentReplay(s);
  const counted = ms.session.fresh && !ms.session.unranked;
  const added = addResult(
    s.msRecords,
    currentRecordKey(s),
    figures,
    { fresh: counted, assisted: ms.session.assisted },
    new Date(),
    replay ? links.replayQuery(s, replay) : undefined,
  );
  const records = added.book === s.msRecords ? {} : withRecords(s, added.book);
  return { ...stats, ...records, msResult: { figures, newRecord: added.newRecord, counted } };
}

export const createStatsSlice: StateCreator<AppState, [], [], StatsSlice> = (set, get) => {
  const stats = loadStats();
  const records = loadRecords();
  return {
    msStats: stats,
    msLastGame: stats.last,
    msRecords: records.book,
    msRecordsProblem: records.problem,
    msResult: null,
    msRecordFinished: () => {
      const s = get();
      const patch = gameFinished(s);
      // The game is recorded when the codec arrives, unless another game has replaced it by then.
      if (patch === 'wait')
        return void replayLinks.load().then(() => get().ms.game === s.ms.game && get().msRecordFinished());
      if (patch) set(patch);
    },
    msClearResult: () => set({ msResult: null }),
    msExportRecords: () => serialiseBook(get().msRecords),
    msImportRecords: (text) => {
      const parsed = parseBook(text);
      if (!parsed.ok) return { ok: false, problem: parsed.error };
      const boards = Object.keys(parsed.book.boards).length;
      set({ ...withRecords(get(), mergeBooks(get().msRecords, parsed.book), true), msRecordsProblem: null });
      return { ok: true, boards };
    },
    msClearRecords: () => {
      const s = get();
      const boards = { ...s.msRecords.boards };
      delete boards[currentRecordKey(s)];
      set({ ...withRecords(s, { ...s.msRecords, boards }, true), msRecordsProblem: null });
    },
  };
};

/** The stats key for the current preset and board. */
export const currentStatsKey = (s: AppState): string => statsKey(presetKeyOf(s), shapeKeyOf(s.board));

/** Custom games keep played/won counts per mine count. */
const presetKeyOf = (s: AppState): string =>
  s.ms.preset === 'custom' ? `custom-${s.ms.game.config.mines}` : s.ms.preset;
