// The solver and the link codec arrive after the first screen (later.ts): what a player asks for before they are in
// is answered once they are. Each test starts from fresh modules, so nothing has been fetched yet.
import { describe, expect, it, vi } from 'vitest';
import { filledLevel } from '../engine';

async function freshStore() {
  vi.resetModules();
  const { createStore } = await import('./index');
  const later = await import('./later');
  return { store: createStore(), later };
}

describe('when a hint is asked for before the solver has arrived', () => {
  it('shows nothing at once, and the hint once the solver is in', async () => {
    const { store, later } = await freshStore();
    const s = () => store.getState();
    s().setLevel(filledLevel(8, 8), 'custom');
    s().msNewGame({ mines: 8, seed: 7, firstClickRule: 'zero' });
    s().msReveal(27);
    expect(s().ms.game.status).toBe('playing');
    expect(later.solver.now()).toBeNull();
    s().msHint();
    expect(s().ms.hint ?? s().ms.hintNote).toBeNull();
    await later.solver.load();
    expect(s().ms.hint ?? s().ms.hintNote).not.toBeNull();
  });
});

describe('when a game is won at its first click, before the link codec has arrived', () => {
  it('enters the records once the codec is in, with its replay link', async () => {
    const { store, later } = await freshStore();
    const s = () => store.getState();
    // Two floor tiles and one mine: the first click, safe, wins.
    s().setLevel([[0, 0]], 'custom');
    s().msNewGame({ mines: 1, seed: 3, firstClickRule: 'safe' });
    s().msReveal(0);
    expect(s().ms.game.status).toBe('won');
    expect(later.replayLinks.now()).toBeNull();
    expect(s().msResult).toBeNull();
    await later.replayLinks.load();
    expect(s().msResult).toMatchObject({ newRecord: true });
    const [entry] = Object.values(s().msRecords.boards)[0].times;
    expect(entry.replay).toMatch(/rp=/);
  });
});
