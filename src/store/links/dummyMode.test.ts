// A mode is one plug-in: a small mode of the test's own (Tally: tiles ticked on the board) joins the store and the
// link codec from here alone, and its link round-trips through the registries (share/linkFields.ts for its field's
// codec, modeParts.ts for its part's link hooks) with no shared file naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFloor, type Board } from '../../engine';
import { registerLinkField } from '../../share/linkFields';
import type { FieldCodec } from '../../share/fieldCodec';
import { tallyField, type Tally } from '../../share/testing';
import { installPartLoaders, joinedParts } from '../modeParts';
import type { AppState, Mode, ModePart } from '../state/app';
import { fullStore, loadGameExtras } from '../testing';
import { openShareQuery } from './fromLink/fromLink';
import { shareQuery } from './toLink/toLink';

const TALLY = 'tally' as Mode;
/** The store as the test's mode sees it: its state under its id, as every mode's. */
type WithTally = AppState & { tally?: Tally };
const ticked = (s: AppState): number[] | undefined => (s as WithTally).tally?.ticked;

const cellOf = (board: Board, id: number) => board.row[id] * board.cols + board.col[id];
const tileOf = (board: Board, cell: number) => {
  for (let id = 0; id < board.size; id++) if (cellOf(board, id) === cell) return id;
  return -1;
};

/** The mode's part: its state, its reset for a new board (no ticks), and what of it a link carries. */
const tallyPart = {
  mode: TALLY,
  create: () => ({ tally: { ticked: [] } }),
  forBoard: () => ({ tally: { ticked: [] } }),
  link: {
    toLink: (s: AppState): Tally | undefined => {
      const ids = ticked(s) ?? [];
      return ids.length ? { ticked: ids.map((id) => cellOf(s.board, id)).sort((a, b) => a - b) } : undefined;
    },
    fromLink: (next: AppState, field: Tally) => ({ tally: { ticked: field.ticked.map((c) => tileOf(next.board, c)) } }),
    changed: (s: AppState, prev: AppState) => ticked(s) !== ticked(prev),
  },
} as unknown as ModePart;

let unregister = () => {};
beforeAll(async () => {
  await loadGameExtras();
  unregister = registerLinkField(tallyField as FieldCodec);
  // Where the mode's part comes from, as the mode registry (ui/modes.ts) says it for the app's modes.
  installPartLoaders({ [TALLY]: () => Promise.resolve(tallyPart) } as never);
});
afterAll(() => unregister());

describe('when a mode of its own joins the store and the link codec', () => {
  it('shares its ticks in a link made on its tab, and a link opened in a new tab puts them back', async () => {
    const store = fullStore();
    store.addPart(tallyPart);
    store.getState().setMode(TALLY);
    const floors = Array.from({ length: store.getState().board.size }, (_, id) => id).filter((id) =>
      isFloor(store.getState().board, id),
    );
    const ticks = [floors[0], floors[7], floors[20]];
    store.setState({ tally: { ticked: ticks } } as Partial<AppState>);
    expect(
      joinedParts().some((part) =>
        part.link?.changed(store.getState(), { ...store.getState(), tally: {} } as AppState),
      ),
    ).toBe(true);

    const query = shareQuery(store.getState());
    expect(query).toMatch(/^v=1&m=tally&o=pointy&p=odd&s=\d+&rows=13&cols=13&mask=[^&]+(&[a-z]+=[^&]+)*&tl=[^&]+$/);

    // A new tab: the mode's part has not joined; the link brings it (its loader), then its ticks on the link's board.
    const other = fullStore();
    expect(other.hasPart(TALLY)).toBe(false);
    expect(await openShareQuery(other, `?${query}`)).toBe('applied');
    expect(other.getState().mode).toBe(TALLY);
    expect(ticked(other.getState())).toEqual(ticks);
    expect(other.getState().notice).toBeNull();
    expect(shareQuery(other.getState())).toBe(query);
  });

  it('carries nothing of its own from another tab, and a new board clears its ticks', () => {
    const store = fullStore();
    store.addPart(tallyPart);
    store.getState().setMode(TALLY);
    store.setState({ tally: { ticked: [0] } } as Partial<AppState>);
    store.getState().setMode('editor');
    expect(shareQuery(store.getState())).not.toContain('tl=');
    store.getState().setMode(TALLY);
    store.getState().setBoardSize(5, 5);
    expect(ticked(store.getState())).toEqual([]);
  });
});
