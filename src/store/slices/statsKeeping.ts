// The Minesweeper statistics and records: what a game's start and end change in them, written through the store's
// wiring (kept.ts: the browser's storage, persist/statsStorage.ts). The statistics slice (statsSlice.ts) calls it.
import { boardShapeKey, gameBv3, recordGame, statsKey, type MinesweeperStats } from '../../games/minesweeper';
import { gameFigures, type MinesweeperState } from '../../games/minesweeper/state';
import type { Board } from '../../engine/board';
import { addResult, hasSeen, markSeen, mergeBooks, recordKey, type RecordBook } from '../../games/minesweeper/records';
import { parseBook, serialiseBook, type RecordsProblem } from '../../games/minesweeper/recordsFile';
import { currentReplay } from './minesweeperReplay';
import type { AppState } from '../state/app';
import type { RecordLinks } from '../state/store';
import type { StatsSlice } from '../state/stats';
import type { Kept } from '../state/kept';

/** Whether the game on screen was opened from a link (and so is never counted in the statistics). */
const isLinkGame = (s: AppState): boolean => s.minesweeper.origin.kind === 'link';

/**
 * A board's shape key, computed once per board (it hashes the whole mask, and selectors ask for it at every update): a
 * cache keyed by identity, derived from the board, holding no fact of its own.
 */
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
    mines: s.minesweeper.game.config.mines,
    rule: s.minesweeper.game.config.firstClickRule ?? 'zero',
    noGuess: s.minesweeper.noGuess,
  });

/**
 * The records with `book` in them, as a patch, written to storage unless the stored ones are damaged and kept as they
 * are (`force` writes anyway); a failed write adds its notice.
 */
function withRecords(s: AppState, book: RecordBook, kept: Kept, force = false): Partial<AppState> {
  if ((s.minesweeperRecordsProblem && !force) || kept.saveRecords(book)) return { minesweeperRecords: book };
  return { minesweeperRecords: book, notice: { kind: 'error', message: { kind: 'recordsNotSaved' } } };
}

/** The statistics with `stats` in them, as a patch, written to storage; a failed write adds its notice. */
function withStats(stats: MinesweeperStats, kept: Kept): Partial<AppState> {
  const patch = { minesweeperStats: stats, minesweeperLastGame: stats.last };
  return kept.saveStats(stats) ? patch : { ...patch, notice: { kind: 'error', message: { kind: 'statsNotSaved' } } };
}

/**
 * A game left 'ready' (its first move, part of that move's update): its board noted as seen in the records, and
 * whether it is fresh for them. Nothing while a replay is watched.
 */
export function gameStarted(
  s: AppState,
  game: MinesweeperState,
  kept: Kept,
): { fresh: boolean; patch: Partial<AppState> } | null {
  if (s.minesweeper.replay) return null;
  const key = currentRecordKey(s);
  const fresh = !s.minesweeper.session.unranked && !hasSeen(s.minesweeperRecords, key, game.config.seed);
  return { fresh, patch: withRecords(s, markSeen(s.minesweeperRecords, key, game.config.seed), kept) };
}

/**
 * What the game that just ended in `s` changes, as a patch (statistics and records written to storage): null when it
 * enters nothing, 'wait' while the link codec a record keeps its replay in is still on its way.
 */
export function gameFinished(s: AppState, kept: Kept, links: RecordLinks | null): Partial<AppState> | 'wait' | null {
  const { minesweeper, board, minesweeperStats } = s;
  const game = minesweeper.game;
  if ((game.status !== 'won' && game.status !== 'lost') || minesweeper.replay) return null;
  if (!links && !isLinkGame(s)) return 'wait';
  const timeMs =
    minesweeper.startedAt !== null && minesweeper.endedAt !== null ? minesweeper.endedAt - minesweeper.startedAt : 0;
  const figures = gameFigures(game, board, timeMs);
  // A game opened from a link is not the player's own: its figures are shown, but it never enters the
  // statistics or the records.
  if (isLinkGame(s) || !links)
    return { minesweeperResult: figures ? { figures, newRecord: false, counted: false } : null };
  // A game is counted at its first end: a loss undone and played on is not counted again (its records are kept).
  const again = minesweeper.log.some((a) => a.kind === 'undo');
  const stats = again
    ? {}
    : withStats(
        recordGame(minesweeperStats, {
          presetKey: presetKeyOf(s),
          boardKey: shapeKeyOf(board),
          won: game.status === 'won',
          timeMs,
          bv3: gameBv3(game, board),
          clicks: figures ? figures.clicks.left + figures.clicks.right + figures.clicks.chord : game.clicks,
        }),
        kept,
      );
  if (!figures) return { ...stats, minesweeperResult: null };
  const replay = currentReplay(s);
  const counted = minesweeper.session.fresh && !minesweeper.session.unranked;
  const added = addResult(
    s.minesweeperRecords,
    currentRecordKey(s),
    figures,
    { fresh: counted, assisted: minesweeper.session.assisted },
    new Date(),
    replay ? links.replayQuery(s, replay) : undefined,
  );
  const records = added.book === s.minesweeperRecords ? {} : withRecords(s, added.book, kept);
  return { ...stats, ...records, minesweeperResult: { figures, newRecord: added.newRecord, counted } };
}

/** The stats key for the current preset and board. */
export const currentStatsKey = (s: AppState): string => statsKey(presetKeyOf(s), shapeKeyOf(s.board));

/** Custom games keep played/won counts per mine count. */
const presetKeyOf = (s: AppState): string =>
  s.minesweeper.preset === 'custom' ? `custom-${s.minesweeper.game.config.mines}` : s.minesweeper.preset;

/** The statistics and records in storage, as the store keeps them. */
export function storedStats(
  kept: Kept,
): Pick<StatsSlice, 'minesweeperStats' | 'minesweeperLastGame' | 'minesweeperRecords' | 'minesweeperRecordsProblem'> {
  const { stats, records, recordsProblem } = kept.loadStats();
  return {
    minesweeperStats: stats,
    minesweeperLastGame: stats.last,
    minesweeperRecords: records,
    minesweeperRecordsProblem: recordsProblem,
  };
}

/** The records as the text of a JSON file. */
export const exportRecords = (s: AppState): string => serialiseBook(s.minesweeperRecords);

/** A records file merged into the records, as a patch, and how many boards it held; or what is wrong with it. */
export function importRecords(
  s: AppState,
  text: string,
  kept: Kept,
): { ok: true; boards: number; patch: Partial<AppState> } | { ok: false; problem: RecordsProblem } {
  const parsed = parseBook(text);
  if (!parsed.ok) return { ok: false, problem: parsed.error };
  return {
    ok: true,
    boards: Object.keys(parsed.book.boards).length,
    patch: {
      ...withRecords(s, mergeBooks(s.minesweeperRecords, parsed.book), kept, true),
      minesweeperRecordsProblem: null,
    },
  };
}

/** The current board's records forgotten (the boards played stay seen), as a patch. */
export function clearRecords(s: AppState, kept: Kept): Partial<AppState> {
  const boards = { ...s.minesweeperRecords.boards };
  delete boards[currentRecordKey(s)];
  return { ...withRecords(s, { ...s.minesweeperRecords, boards }, kept, true), minesweeperRecordsProblem: null };
}
