// @vitest-environment happy-dom
// Start-up once: a first visit's first game is started by one path, start-up's (boot.ts), whatever storage
// keeps; the prerendered first screen is hydrated when it is the visitor's own, and replaced otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ firstGames: 0, hydrated: 0, rendered: 0 }));

vi.mock('../ui/shell/firstGame', async (importOriginal) => {
  const m = await importOriginal<typeof import('../ui/shell/firstGame')>();
  return {
    ...m,
    startFirstGame: (...args: Parameters<typeof m.startFirstGame>) => {
      calls.firstGames++;
      return m.startFirstGame(...args);
    },
  };
});
// React itself is not what is tested here: which root start-up gives the screen to is.
vi.mock('react-dom/client', () => ({
  hydrateRoot: () => void calls.hydrated++,
  createRoot: () => ({ render: () => void calls.rendered++ }),
}));
// The library (IndexedDB) has no board: the first visit's board stays.
vi.mock('../ui/library/libraryCode', () => {
  const lib = {
    openLast: () => Promise.resolve(),
    startSaving: () => undefined,
    libraryIfMade: () => null,
  };
  const code = { theLibrary: () => lib, libraryIfMade: () => null };
  return { libraryCode: { load: () => Promise.resolve(code), now: () => null } };
});
// The worker started ahead of a first no-guess board (ui/prefetch.ts) is the browser's.
vi.mock('../ui/prefetch', () => ({ prefetchFirstBuild: () => undefined, prefetchLinkedMode: () => undefined }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(calls, { firstGames: 0, hydrated: 0, rendered: 0 });
  vi.resetModules();
});
afterEach(() => vi.restoreAllMocks());

/** What the first screen shows in this window after a first game, in the prerender's words (firstPaint.ts). */
async function ownFirstScreen(): Promise<string> {
  const { createStore } = await import('../store');
  const { startFirstGame } = await import('../ui/shell/firstGame');
  const { firstScreenOf } = await import('../ui/shell/firstPaint');
  const store = createStore();
  startFirstGame(store);
  calls.firstGames = 0;
  // (What that game wrote is not this visitor's.)
  localStorage.clear();
  return firstScreenOf(store.getState(), 'en');
}

async function startWith(firstScreen: string): Promise<void> {
  const root = document.createElement('div');
  root.dataset.firstScreen = firstScreen;
  const { start } = await import('./start');
  await start(root);
}

describe('start-up', () => {
  it("starts a first visit's first game once and hydrates the prerendered screen when it is the visitor's", async () => {
    await startWith(await ownFirstScreen());
    expect(calls).toEqual({ firstGames: 1, hydrated: 1, rendered: 0 });
    // The game is remembered (the next visit is a returning player's).
    expect(localStorage.getItem('hexlab.minesweeper.prefs')).not.toBeNull();
  });

  it('starts it once where storage keeps nothing (every write refused): no stored flag stands between two starts', async () => {
    const screen = await ownFirstScreen();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await startWith(screen);
    expect(calls).toEqual({ firstGames: 1, hydrated: 1, rendered: 0 });
  });

  it('starts it once and renders afresh when the prerendered screen is another window’s', async () => {
    await startWith('minesweeper pointy odd 24 none 16x16 intermediate 40 true en sheet pointer (another)');
    expect(calls).toEqual({ firstGames: 1, hydrated: 0, rendered: 1 });
  });

  it('starts no first game for a returning player', async () => {
    const screen = await ownFirstScreen();
    localStorage.setItem('hexlab:guides-seen', JSON.stringify({ version: 1, value: ['minesweeper'] }));
    await startWith(screen);
    expect(calls).toEqual({ firstGames: 0, hydrated: 0, rendered: 1 });
  });
});
