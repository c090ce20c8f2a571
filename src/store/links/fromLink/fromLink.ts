// From a link: a decoded link applied to the store, as one board transition (its games put on the new board by
// linkPatch.ts), or a precise notice of what is wrong with it. Decoding and validation live in src/share; by the time
// a state reaches applyShared it is known to be sound. Fetched on first need (links/codec.ts), never with the first
// screen.
import type { StoreApi } from 'zustand';
import { decodeShare, type SharedState } from '../../../share';
import type { Mode } from '../../../share/types';
import { linkFields } from '../../../share/linkFields';
import { linkGames, modeField } from './linkPatch';
import type { AppState } from '../../state/app';
import type { HexlabStore } from '../../state/store';
import { loadPart } from '../../modeParts';

export { replayFromQuery } from './replayFromLink';

/**
 * Make the store show a decoded link, as one board transition: layout, board and mode, with the games the link
 * carries put on the new board in the same update (linkPatch.ts).
 */
function applyShared(store: HexlabStore, shared: SharedState): void {
  const then = (next: AppState) => linkGames(next, shared, Date.now());
  if (!shared.level) {
    // A link without a board (its mode's field stands alone): the mode is shown in the link's layout, on the board it
    // has (it draws its own from the field), and every other mode keeps its board and game.
    const s = store.getState();
    const { level } = (s.parked[shared.mode] ?? s).board;
    const { orientation, parity, hexSize } = shared;
    s.loadBoard({ level, orientation, parity, hexSize }, { mode: shared.mode, then });
    return;
  }
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
  store.getState().loadBoard(change, { everyMode: { mode: shared.mode }, then });
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
 * The app's way in for a link: as applyShareQuery, once the mode it opens (and each mode whose state it carries)
 * has its part of the store.
 */
export async function openShareQuery(store: HexlabStore, search: string): Promise<'applied' | 'empty' | 'error'> {
  const state = readShareQuery(store, search);
  if (typeof state === 'string') return state;
  // A mode's field of a link is named by its id: each mode the link carries state of joins, as the mode it opens.
  const carried = linkFields()
    .map((codec) => codec.mode as Mode)
    .filter((m) => modeField(state, m) !== undefined);
  await Promise.all([loadPart(store, state.mode), ...carried.map((m) => loadPart(store, m))]);
  applyShared(store, state);
  return 'applied';
}
