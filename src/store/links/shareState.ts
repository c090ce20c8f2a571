// Between the store and a share link: what the link carries from the store, and how a decoded link is applied.
// Decoding and validation live in src/share; by the time a state reaches applyShared it is known to be sound.
import type { StoreApi } from 'zustand';
import type { Board } from '../../engine';
import { decodeShare, encodeShare, type SharedState } from '../../share';
import { FLAGGED, REVEALED } from '../../games/minesweeper/state';
import { linkGames } from './linkPatch';
import { proximityForShare } from '../slices/proximitySlice';
import type { AppState, CoreView, HexlabStore } from '../index';
import { loadPart } from '../modeParts';
import { layoutOf, sameBoard } from '../modeBoards';

/** The link's state for the store as it is now; with `progress`, a Minesweeper game under way travels too. */
export function sharedFromStore(s: AppState, { progress = false } = {}): SharedState {
  const state: SharedState = {
    mode: s.mode,
    orientation: s.board.orientation,
    parity: s.board.parity,
    hexSize: s.hexSize,
    level: s.board.level,
  };
  if (s.board.wrap !== 'none') state.wrap = s.board.wrap;
  // Minesweeper's game travels when it is on this board (each mode keeps its own board).
  const parked = s.parked.minesweeper;
  const game = s.mode === 'minesweeper' || !parked || sameBoard(parked, layoutOf(s)) ? s.minesweeper.game : null;
  if (game) {
    state.minesweeper = {
      mines: game.config.mines,
      seed: game.config.seed,
      noGuess: s.minesweeper.noGuess,
      firstClickRule: game.config.firstClickRule ?? 'zero',
    };
    if (progress && game.status === 'playing' && game.firstClick >= 0)
      state.minesweeper.progress = progressOf(s.board, game, s.minesweeper.noGuess);
  }
  // The hero's, Proximity's and the puzzle's state travel only from their own mode, keeping other links short.
  const { hero, proximity, puzzle } = s as CoreView;
  if (s.mode === 'hero' && hero && hero.tile >= 0) {
    state.hero = { tile: cellOf(s.board, hero.tile) };
    if (hero.target >= 0) state.hero.target = cellOf(s.board, hero.target);
  }
  if (s.mode === 'proximity' && proximity?.game) state.proximity = proximityForShare({ board: s.board, proximity });
  // The Puzzles mode shares its puzzle (the level, its solution included), not only the board.
  if (s.mode === 'puzzle' && puzzle) state.puzzle = { level: puzzle.level };
  return state;
}

/** The query string (without '?') of a link to the store's state. */
export const shareQuery = (s: AppState, options?: { progress?: boolean }): string =>
  encodeShare(sharedFromStore(s, options));

export { canShareProgress } from './linkGames';

const cellOf = (board: Board, id: number) => ({ row: board.row[id], col: board.col[id] });

/** The game under way as cell lists; a no-guess game also lists its mines, which its generator may not find again. */
function progressOf(board: Board, game: AppState['minesweeper']['game'], noGuess: boolean) {
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
  const progress = {
    firstClick: cell(game.firstClick),
    revealed: revealed.sort(byCell),
    flagged: flagged.sort(byCell),
  };
  return noGuess ? { ...progress, mines: mines.sort(byCell) } : progress;
}

/**
 * Make the store show a decoded link, as one board transition: layout, board and mode, with the games the link
 * carries put on the new board in the same update (linkPatch.ts).
 */
export function applyShared(store: HexlabStore, shared: SharedState): void {
  // A link's board is every mode's: its games (Minesweeper's, the hero's, Proximity's) are all on it.
  const change = {
    level: shared.level,
    orientation: shared.orientation,
    parity: shared.parity,
    hexSize: shared.hexSize,
    shape: 'custom',
    wrap: shared.wrap ?? 'none',
  } as const;
  const before = store.getState().minesweeper.chosen;
  store
    .getState()
    .loadBoard(change, { everyMode: { mode: shared.mode }, then: (next) => linkGames(next, shared, Date.now()) });
  // The link's game is the custom game chosen last: remembered through the store's wiring, once it is on screen.
  const { chosen } = store.getState().minesweeper;
  if (chosen !== before) store.kept.savePrefs(chosen);
}

/** Read a link's query: the state it names, or (having said precisely what is wrong with it) 'error'. */
function readShareQuery(store: StoreApi<AppState>, search: string): SharedState | 'empty' | 'error' {
  let result: ReturnType<typeof decodeShare>;
  try {
    result = decodeShare(search);
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
export function applyShareQuery(store: HexlabStore, search: string): 'applied' | 'empty' | 'error' {
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
  await Promise.all([
    loadPart(store, state.mode),
    state.hero && loadPart(store, 'hero'),
    state.proximity && loadPart(store, 'proximity'),
    state.puzzle && loadPart(store, 'puzzle'),
  ]);
  applyShared(store, state);
  return 'applied';
}
