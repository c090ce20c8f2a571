// Between the store and a share link: what the link carries from the store, and how a decoded link is applied.
// Decoding and validation live in src/share; by the time a state reaches applyShared it is known to be sound.
import type { StoreApi } from 'zustand';
import { tileAtOffset, type Board } from '../engine';
import { decodeShare, encodeShare, type SharedState } from '../share';
import { FLAGGED, REVEALED } from '../games/minesweeper/state';
import { fitLinkGame } from '../share/linkGame';
import { markLinkGame } from './linkGames';
import { proximityForShare } from './proximitySlice';
import { replayFromShared } from './replayLinks';
import type { AppState, CoreView, HexlabStore } from './index';
import { loadPart } from './modeParts';
import { layoutOf, sameBoard } from './modeBoards';

/** The link's state for the store as it is now; with `progress`, a Minesweeper game under way travels too. */
export function sharedFromStore(s: AppState, { progress = false } = {}): SharedState {
  const state: SharedState = { mode: s.mode, orientation: s.board.orientation, parity: s.board.parity, hexSize: s.hexSize, level: s.board.level };
  if (s.board.wrap !== 'none') state.wrap = s.board.wrap;
  // Minesweeper's game travels when it is on this board (each mode keeps its own board).
  const ms = s.parked.minesweeper;
  const game = s.mode === 'minesweeper' || !ms || sameBoard(ms, layoutOf(s)) ? s.ms.game : null;
  if (game) {
    state.minesweeper = { mines: game.config.mines, seed: game.config.seed, noGuess: s.ms.noGuess, firstClickRule: game.config.firstClickRule ?? 'zero' };
    if (progress && game.status === 'playing' && game.firstClick >= 0) state.minesweeper.progress = progressOf(s.board, game, s.ms.noGuess);
  }
  // The hero's and Proximity's state travel only from their own mode, keeping other links short.
  const { hero, proximity } = s as CoreView;
  if (s.mode === 'hero' && hero && hero.tile >= 0) {
    state.hero = { tile: cellOf(s.board, hero.tile) };
    if (hero.target >= 0) state.hero.target = cellOf(s.board, hero.target);
  }
  if (s.mode === 'proximity' && proximity?.game) state.proximity = proximityForShare({ board: s.board, proximity });
  return state;
}

/** The query string (without '?') of a link to the store's state. */
export const shareQuery = (s: AppState, options?: { progress?: boolean }): string => encodeShare(sharedFromStore(s, options));

export { canShareProgress } from './linkGames';

const cellOf = (board: Board, id: number) => ({ row: board.row[id], col: board.col[id] });

/** The game under way as cell lists; a no-guess game also lists its mines, which its generator may not find again. */
function progressOf(board: Board, game: AppState['ms']['game'], noGuess: boolean) {
  const cell = (id: number) => board.row[id] * board.cols + board.col[id];
  const revealed: number[] = [];
  const flagged: number[] = [];
  const mines: number[] = [];
  for (let id = 0; id < board.size; id++) {
    if (game.view[id] === REVEALED) revealed.push(cell(id));
    else if (game.view[id] === FLAGGED) flagged.push(cell(id));
    if (game.mines?.[id]) mines.push(cell(id));
  }
  const byCell = (a: number, b: number) => a - b;
  const progress = { firstClick: cell(game.firstClick), revealed: revealed.sort(byCell), flagged: flagged.sort(byCell) };
  return noGuess ? { ...progress, mines: mines.sort(byCell) } : progress;
}

/** Make the store show a decoded link: layout, board, mode, and the Minesweeper game it names. */
export function applyShared(store: StoreApi<AppState>, shared: SharedState): void {
  const s = store.getState();
  // A link's board is every mode's: its games (Minesweeper's, the hero's, Proximity's) are all on it.
  const change = { level: shared.level, orientation: shared.orientation, parity: shared.parity, hexSize: shared.hexSize, shape: 'custom', wrap: shared.wrap ?? 'none' } as const;
  s.loadBoard(change, { everyMode: { mode: shared.mode } });
  const ms = shared.minesweeper;
  if (ms) {
    s.msSetOptions({ noGuess: ms.noGuess });
    s.msNewGame({ mines: ms.mines, seed: ms.seed, firstClickRule: ms.firstClickRule ?? 'zero' });
    // A refused mine count leaves the fresh game on the link's board (and says why): nothing is replayed onto it.
    if (!store.getState().ms.problem) showLinkGame(store, ms);
    // A game carried with its progress, or a replay, never enters the records.
    if (ms.progress) s.msMarkUnranked();
    const watched = replayFromShared(store.getState().board, ms);
    if (watched) s.msOpenReplay(watched);
  }
  const { board } = store.getState();
  if (shared.hero) {
    const tile = tileAtOffset(board, shared.hero.tile);
    if (tile >= 0) s.heroPlace(tile);
    const target = shared.hero.target ? tileAtOffset(board, shared.hero.target) : -1;
    if (tile >= 0 && target >= 0) s.heroGoTo(target);
  }
  if (shared.proximity) s.proxLoad(shared.proximity);
}

/**
 * The link's game, checked whole (fitLinkGame) and shown in one store write; a game that does not fit its seed and
 * board opens fresh with a message. Either way the game is marked as a link's, so it never counts in the statistics.
 */
function showLinkGame(store: StoreApi<AppState>, ms: NonNullable<SharedState['minesweeper']>): void {
  const { board, ms: slice } = store.getState();
  const p = ms.progress;
  if (p) {
    const fit = p.mines || !ms.noGuess ? fitLinkGame(board, slice.game.config, p) : { ok: false as const, error: { kind: 'noGuessWithoutMines' as const } };
    if (fit.ok) store.setState({ ms: { ...slice, game: fit.game, startedAt: Date.now(), endedAt: null } });
    else store.getState().setNotice({ kind: 'error', message: { kind: 'linkGameMisfit', problem: fit.error } });
  }
  markLinkGame(store.getState().ms.game.config);
}

/** Read a link's query: the state it names, or (having said precisely what is wrong with it) 'error'. */
function readShareQuery(store: StoreApi<AppState>, search: string): SharedState | 'empty' | 'error' {
  let result: ReturnType<typeof decodeShare>;
  try {
    result = decodeShare(search.replace(/^\?/, ''));
  } catch {
    // The decoder promises never to throw; a link still must not break the app if it does.
    result = { ok: false, error: { kind: 'unreadable' } };
  }
  if (!result.ok) {
    store.getState().setNotice({ kind: 'error', message: { kind: 'badLink', problem: result.error } });
    return 'error';
  }
  return result.state ?? 'empty';
}

/** Read a link's query: apply it, or say precisely what is wrong with it and leave the board as it is. */
export function applyShareQuery(store: StoreApi<AppState>, search: string): 'applied' | 'empty' | 'error' {
  const state = readShareQuery(store, search);
  if (typeof state === 'string') return state;
  applyShared(store, state);
  return 'applied';
}

/**
 * The app's way in for a link: as applyShareQuery, once the mode it opens (and the hero or Proximity state it
 * carries) has its part of the store.
 */
export async function openShareQuery(store: HexlabStore, search: string): Promise<'applied' | 'empty' | 'error'> {
  const state = readShareQuery(store, search);
  if (typeof state === 'string') return state;
  await Promise.all([loadPart(store, state.mode), state.hero && loadPart(store, 'hero'), state.proximity && loadPart(store, 'proximity')]);
  applyShared(store, state);
  return 'applied';
}
