// Between the store and a share link: what the link carries from the store, and how a decoded link is applied.
// Decoding and validation live in src/share; by the time a state reaches applyShared it is known to be sound.
import type { StoreApi } from 'zustand';
import { tileAtOffset, type Board } from '../engine';
import { decodeShare, encodeShare, type SharedState } from '../share';
import { FLAGGED, REVEALED } from '../games/minesweeper/state';
import { proximityForShare } from './proximitySlice';
import type { AppState } from './index';

/** The link's state for the store as it is now; with `progress`, a Minesweeper game under way travels too. */
export function sharedFromStore(s: AppState, { progress = false } = {}): SharedState {
  const state: SharedState = { mode: s.mode, orientation: s.orientation, parity: s.parity, hexSize: s.hexSize, level: s.level };
  const game = s.ms.game;
  if (game) {
    state.minesweeper = { mines: game.config.mines, seed: game.config.seed, noGuess: s.ms.noGuess };
    if (progress && game.status === 'playing' && game.firstClick >= 0) state.minesweeper.progress = progressOf(s.board, game);
  }
  // The hero's and Proximity's state travel only from their own mode, keeping other links short.
  const { hero } = s;
  if (s.mode === 'hero' && hero.tile >= 0) {
    state.hero = { tile: cellOf(s.board, hero.tile) };
    if (hero.target >= 0) state.hero.target = cellOf(s.board, hero.target);
  }
  if (s.mode === 'proximity' && s.proximity.game) state.proximity = proximityForShare(s);
  return state;
}

/** The query string (without '?') of a link to the store's state. */
export const shareQuery = (s: AppState, options?: { progress?: boolean }): string => encodeShare(sharedFromStore(s, options));

/** Whether the game has something worth carrying in a link. */
export const canShareProgress = (s: AppState): boolean => s.ms.game?.status === 'playing' && s.ms.game.firstClick >= 0;

const cellOf = (board: Board, id: number) => ({ row: board.row[id], col: board.col[id] });

function progressOf(board: Board, game: AppState['ms']['game']) {
  const cell = (id: number) => board.row[id] * board.cols + board.col[id];
  const revealed: number[] = [];
  const flagged: number[] = [];
  for (let id = 0; id < board.size; id++) {
    if (game.view[id] === REVEALED) revealed.push(cell(id));
    else if (game.view[id] === FLAGGED) flagged.push(cell(id));
  }
  return { firstClick: cell(game.firstClick), revealed: revealed.sort((a, b) => a - b), flagged: flagged.sort((a, b) => a - b) };
}

/** Make the store show a decoded link: layout, board, mode, and the Minesweeper game it names. */
export function applyShared(store: StoreApi<AppState>, shared: SharedState): void {
  const s = store.getState();
  s.loadBoard({ level: shared.level, orientation: shared.orientation, parity: shared.parity, hexSize: shared.hexSize, shape: 'custom' });
  const ms = shared.minesweeper;
  if (ms) {
    s.msSetOptions({ noGuess: ms.noGuess });
    s.msNewGame({ mines: ms.mines, seed: ms.seed });
    if (ms.progress && !ms.noGuess) replay(store, ms.progress);
  }
  const { board } = store.getState();
  if (shared.hero) {
    const tile = tileAtOffset(board, shared.hero.tile);
    if (tile >= 0) s.heroPlace(tile);
    const target = shared.hero.target ? tileAtOffset(board, shared.hero.target) : -1;
    if (tile >= 0 && target >= 0) s.heroGoTo(target);
  }
  if (shared.proximity) s.proxLoad(shared.proximity);
  s.setMode(shared.mode);
}

/** Replay a shared game: the same seed and first click place the same mines, then the revealed and flagged tiles. */
function replay(store: StoreApi<AppState>, p: NonNullable<NonNullable<SharedState['minesweeper']>['progress']>) {
  const { board } = store.getState();
  const tile = (cell: number) => tileAtOffset(board, { row: Math.floor(cell / board.cols), col: cell % board.cols });
  const first = tile(p.firstClick);
  if (first < 0) return;
  store.getState().msReveal(first);
  for (const cell of p.revealed) {
    const id = tile(cell);
    const { game } = store.getState().ms;
    if (id >= 0 && game.status === 'playing' && game.view[id] !== REVEALED) store.getState().msReveal(id);
  }
  for (const cell of p.flagged) {
    const id = tile(cell);
    if (id >= 0 && store.getState().ms.game.view[id] !== FLAGGED) store.getState().msFlag(id);
  }
}

/** Read a link's query: apply it, or say precisely what is wrong with it and leave the board as it is. */
export function applyShareQuery(store: StoreApi<AppState>, search: string): 'applied' | 'empty' | 'error' {
  let result: ReturnType<typeof decodeShare>;
  try {
    result = decodeShare(search.replace(/^\?/, ''));
  } catch (e) {
    // The decoder promises never to throw; a link still must not break the app if it does.
    result = { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  if (!result.ok) {
    store.getState().setNotice({ kind: 'error', text: `${result.error.replace(/\.?\s*$/, '')}. Showing your board instead.` });
    return 'error';
  }
  if (!result.state) return 'empty';
  applyShared(store, result.state);
  return 'applied';
}
