// The solver and the link codec arrive after the first screen (later.ts's helper): what a player asks for before they are in
// is answered once they are. Each test starts from fresh modules, so nothing has been fetched yet.
import { describe, expect, it, vi } from 'vitest';
import { filledLevel } from '../engine';

async function freshStore() {
  vi.resetModules();
  const { createStore } = await import('./index');
  const { solver } = await import('./slices/minesweeperSolver');
  const { linkCodec } = await import('./links/codec');
  return { store: createStore(), later: { solver, linkCodec } };
}

describe('when a hint is asked for before the solver has arrived', () => {
  it('shows nothing at once, and the hint once the solver is in', async () => {
    const { store, later } = await freshStore();
    const s = () => store.getState();
    s().setLevel(filledLevel(8, 8), 'custom');
    s().minesweeperNewGame({ mines: 8, seed: 7, firstClickRule: 'zero' });
    s().minesweeperReveal(27);
    expect(s().minesweeper.game.status).toBe('playing');
    expect(later.solver.now()).toBeNull();
    s().minesweeperHint();
    expect(s().minesweeper.hint ?? s().minesweeper.hintNote).toBeNull();
    await later.solver.load();
    expect(s().minesweeper.hint ?? s().minesweeper.hintNote).not.toBeNull();
  });
});

describe('when a game is won at its first click, before the link codec has arrived', () => {
  it('enters the records once they are in, as a fresh win, with its replay link', async () => {
    const { store, later } = await freshStore();
    const s = () => store.getState();
    // Two floor tiles and one mine: the first click, safe, wins.
    s().setLevel([[0, 0]], 'custom');
    s().minesweeperNewGame({ mines: 1, seed: 3, firstClickRule: 'safe' });
    expect(later.linkCodec.now()).toBeNull();
    s().minesweeperReveal(0);
    expect(s().minesweeper.game.status).toBe('won');
    expect(s().minesweeperResult).toBeNull();
    await later.linkCodec.load();
    await vi.waitFor(() => expect(s().minesweeperResult).toMatchObject({ newRecord: true, counted: true }));
    const [entry] = Object.values(s().minesweeperRecords.boards)[0].times;
    expect(entry.replay).toMatch(/rp=/);
    // Its first click noted the board as seen: the same mines again never enter the records.
    expect(s().minesweeperRecords.seen).toHaveLength(1);
    expect(s().minesweeperStats.won).toBe(1);
  });
});
