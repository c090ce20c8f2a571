// @vitest-environment happy-dom
// A mode is one plug-in: a small mode of the test's own (Tally) registered from here alone brings its card to
// Statistics and its entries to My boards, with no shared file naming it (ui/modes.ts's registerMode, as
// share/linkFields.ts's registerLinkField brings its link field: store/links/dummyMode.test.ts).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addGame, summarise, type Progress } from '../games/progress/history';
import { changeProgress, memoryProgressStorage, useProgressStorage } from '../store/persist/progressStore';
import { lazyPart } from './lazyPart';
import { registerMode } from './modes';
import { namesADay } from './links/urlHistory';
import { StatsDialog } from './stats/StatsDialog';
import { LibraryDialog } from './library/Library';

const TALLY = 'tally';

/** The mode's own card: its boards ticked full. */
function TallyStats({ progress }: { progress: Progress }) {
  return <section aria-label="Tally">Boards ticked full: {summarise(progress, TALLY).won}</section>;
}

/** The mode's own entries in My boards: one board to open. */
function TallyShelf({ onOpen }: { onOpen(): void }) {
  return (
    <section aria-label="Tally boards">
      <button type="button" onClick={onOpen}>
        Open the ticked board
      </button>
    </section>
  );
}

const Card = lazyPart(() => Promise.resolve(TallyStats));
const shelf = lazyPart(() => Promise.resolve(TallyShelf));

let unregister = () => {};
beforeAll(async () => {
  unregister = registerMode(TALLY, {
    stats: { categories: [TALLY], Card },
    shelf,
    // its daily: an address that names a day, which start-up opens and the address bar leaves as it is
    daily: {
      dateIn: (search) => new URLSearchParams(search).get('tday'),
      opener: () => Promise.resolve({ openDay: () => Promise.resolve(true) }),
    },
  });
  // As the header's buttons fetch the modes' cards and shelves with their dialogs (StatsButton, LibraryButton).
  await Promise.all([Card.prefetch(), shelf.prefetch()]);
});
afterAll(() => unregister());
afterEach(cleanup);

describe('a mode registered from its own file', () => {
  it('shows its own card in Statistics, and its games are not among Minesweeper cards', async () => {
    useProgressStorage(memoryProgressStorage());
    await changeProgress((p) => addGame(p, { at: 1, category: TALLY, won: true, ms: 4000, bv3s: 0 }));
    render(<StatsDialog onClose={() => {}} />);
    const card = await screen.findByRole('region', { name: 'Tally' });
    expect(card.textContent).toBe('Boards ticked full: 1');
    const dialog = screen.getByTestId('stats');
    expect(dialog.querySelector('[data-category="tally"]')).toBeNull();
    expect(within(dialog).queryByText(/no games yet/i)).toBeNull();
  });

  it('lists its own entries in My boards, and opening one closes the dialog', async () => {
    let closed = 0;
    render(<LibraryDialog onClose={() => closed++} />);
    const own = await screen.findByRole('region', { name: 'Tally boards' });
    act(() => within(own).getByRole('button', { name: 'Open the ticked board' }).click());
    expect(closed).toBe(1);
  });

  it('keeps an address of its own that names no board in the address bar', () => {
    expect(namesADay('?tday=2026-12-07')).toBe(true);
    expect(namesADay('?v=1&m=minesweeper')).toBe(false);
  });

  it('is refused a second time under the same id, and an app mode id is refused', () => {
    expect(() => registerMode(TALLY, {})).toThrow(/registered already/);
    expect(() => registerMode('hero', {})).toThrow(/registered already/);
  });
});
