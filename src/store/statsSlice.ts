import type { StateCreator } from 'zustand';
import { boardShapeKey, emptyStats, gameBv3, parseStats, recordGame, statsKey, type GameSummary, type MinesStats } from '../games/minesweeper';
import { gameFigures, type GameFigures, type MinesState } from '../games/minesweeper/state';
import { addResult, emptyBook, hasSeen, markSeen, mergeBooks, recordKey, type RecordBook } from '../games/minesweeper/records';
import { parseBook, serialiseBook, type RecordsProblem } from '../games/minesweeper/recordsFile';
import { currentReplay } from './minesReplay';
import { replayLinks } from './later';

/** Why the stored records can't be used: storage blocked, or damaged (kept as they are, with what is wrong). */
export type RecordsLoadProblem = { kind: 'blocked' } | { kind: 'damaged'; problem: RecordsProblem };
import type { AppState } from './index';
import { isLinkGame } from './linkGames';

const KEY = 'hexlab.minesweeper.stats';
const RECORDS_KEY = 'hexlab.minesweeper.records';

export interface StatsSlice {
  msStats: MinesStats;
  /** the key of the current preset and board shape, for played/won counts */
  msStatsKey: string;
  msLastGame: GameSummary | null;
  /** best times and figures per board, and the boards already played */
  msRecords: RecordBook;
  /** why the stored records could not be read (they are then left untouched in storage), or null */
  msRecordsProblem: RecordsLoadProblem | null;
  /** the figures of the game that just ended, and whether it set a record */
  msResult: { figures: GameFigures; newRecord: boolean; counted: boolean } | null;
  /** record the finished game (called once when a game ends) */
  msRecordFinished(): void;
  /** a game left 'ready': note its board as seen, and whether it is fresh for the records */
  msNoteStarted(game: MinesState): void;
  msClearResult(): void;
  /** the records as the text of a JSON file */
  msExportRecords(): string;
  /** merge a records file into the records: how many boards it held, or what is wrong with it */
  msImportRecords(text: string): { ok: true; boards: number } | { ok: false; problem: RecordsProblem };
  /** forget the current board's records (the boards played stay seen) */
  msClearRecords(): void;
}

/** Read the stored statistics; unreadable data gives empty stats (the counters are not worth an alarm). */
function loadStats(): MinesStats {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? parseStats(JSON.parse(raw)) : emptyStats();
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

/** What a record of the board on screen belongs to. */
export const currentRecordKey = (s: AppState): string =>
  recordKey({ shape: boardShapeKey(s.board), mines: s.ms.game.config.mines, rule: s.ms.game.config.firstClickRule ?? 'zero', noGuess: s.ms.noGuess });

export const createStatsSlice: StateCreator<AppState, [], [], StatsSlice> = (set, get) => {
  const stats = loadStats();
  const records = loadRecords();
  const saveRecords = (book: RecordBook, force = false) => {
    set({ msRecords: book });
    if (get().msRecordsProblem && !force) return;
    try {
      globalThis.localStorage?.setItem(RECORDS_KEY, serialiseBook(book));
    } catch {
      get().setNotice({ kind: 'error', message: { kind: 'recordsNotSaved' } });
    }
  };
  return {
    msStats: stats,
    msStatsKey: '',
    msLastGame: stats.last,
    msRecords: records.book,
    msRecordsProblem: records.problem,
    msResult: null,
    msNoteStarted: (game) => {
      const s = get();
      if (s.ms.replay) return;
      const key = currentRecordKey(s);
      const fresh = !s.ms.session.unranked && !hasSeen(s.msRecords, key, game.config.seed);
      set({ ms: { ...s.ms, session: { ...s.ms.session, fresh } } });
      saveRecords(markSeen(s.msRecords, key, game.config.seed));
    },
    msRecordFinished: () => {
      const s = get();
      const { ms, board, msStats } = s;
      const game = ms.game;
      if ((game.status !== 'won' && game.status !== 'lost') || ms.replay) return;
      // A record keeps its replay as a link: with the link codec still on its way (a game over at its first click),
      // the game is recorded when it arrives, unless another game has replaced it by then.
      const links = replayLinks.now();
      if (!links && !isLinkGame(game.config)) {
        void replayLinks.load().then(() => get().ms.game === game && get().msRecordFinished());
        return;
      }
      const timeMs = ms.startedAt !== null && ms.endedAt !== null ? ms.endedAt - ms.startedAt : 0;
      const figures = gameFigures(game, board, timeMs);
      // A game opened from a link is not the player's own: its figures are shown, but it never enters the
      // statistics or the records.
      if (isLinkGame(game.config)) return set({ msResult: figures ? { figures, newRecord: false, counted: false } : null });
      const next = recordGame(msStats, {
        presetKey: presetKeyOf(s),
        boardKey: boardShapeKey(board),
        won: game.status === 'won',
        timeMs,
        bv3: gameBv3(game, board),
        clicks: figures ? figures.clicks.left + figures.clicks.right + figures.clicks.chord : game.clicks,
      });
      set({ msStats: next, msLastGame: next.last });
      try {
        globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
      } catch {
        get().setNotice({ kind: 'error', message: { kind: 'statsNotSaved' } });
      }
      if (!figures) return set({ msResult: null });
      const replay = currentReplay(s);
      const counted = ms.session.fresh && !ms.session.unranked;
      const added = addResult(s.msRecords, currentRecordKey(s), figures, { fresh: counted, assisted: ms.session.assisted }, new Date(), replay && links ? links.replayQuery(s, replay) : undefined);
      if (added.book !== s.msRecords) saveRecords(added.book);
      set({ msResult: { figures, newRecord: added.newRecord, counted } });
    },
    msClearResult: () => set({ msResult: null }),
    msExportRecords: () => serialiseBook(get().msRecords),
    msImportRecords: (text) => {
      const parsed = parseBook(text);
      if (!parsed.ok) return { ok: false, problem: parsed.error };
      const boards = Object.keys(parsed.book.boards).length;
      saveRecords(mergeBooks(get().msRecords, parsed.book), true);
      set({ msRecordsProblem: null });
      return { ok: true, boards };
    },
    msClearRecords: () => {
      const s = get();
      const boards = { ...s.msRecords.boards };
      delete boards[currentRecordKey(s)];
      saveRecords({ ...s.msRecords, boards }, true);
      set({ msRecordsProblem: null });
    },
  };
};

/** The stats key for the current preset and board. */
export const currentStatsKey = (s: AppState): string => statsKey(presetKeyOf(s), boardShapeKey(s.board));

/** Custom games keep played/won counts per mine count. */
const presetKeyOf = (s: AppState): string => (s.ms.preset === 'custom' ? `custom-${s.ms.game.config.mines}` : s.ms.preset);
