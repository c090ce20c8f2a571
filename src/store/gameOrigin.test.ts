// @vitest-environment happy-dom
// A game carries what it is (minesweeperSlice.ts, `origin`): no sequence of option toggles, layout switches, mode
// switches, restarts, undos and moves turns a daily attempt or a link's game into another kind; only a new game on a
// new board does. And the progress counts each game once, by what it is.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { filledLevel } from '../engine';
import { encodeShare } from '../share';
import type { HexlabStore } from './index';
import { fullStore, loadGameExtras } from './testing';
import { openDaily } from './dailyStore';
import { applyShareQuery } from './links/fromLink/fromLink';
import { linkCodec } from './links/codec';
import { loadProgress, memoryProgressStorage, useProgress, useProgressStorage } from './persist/progressStore';
import { startProgressRecorder } from './persist/progressRecorder';
import { DAILY } from '../games/progress/history';

const DATE = '2026-06-01';

beforeAll(() => loadGameExtras());

type Act = (store: HexlabStore) => void;
const tileOf = (store: HexlabStore, n: number) => n % store.getState().board.size;

const actions: fc.Arbitrary<[string, Act]>[] = [
  fc
    .constantFrom('marks', 'noGuess', 'allowUndo')
    .chain((name) =>
      fc
        .boolean()
        .map((on): [string, Act] => [`${name} ${on}`, (st) => st.getState().minesweeperSetOptions({ [name]: on })]),
    ),
  fc.nat(500).map((n): [string, Act] => [`reveal ${n}`, (st) => st.getState().minesweeperReveal(tileOf(st, n))]),
  fc.nat(500).map((n): [string, Act] => [`flag ${n}`, (st) => st.getState().minesweeperFlag(tileOf(st, n))]),
  fc.constant<[string, Act]>(['undo', (st) => st.getState().minesweeperUndoLoss()]),
  fc.constant<[string, Act]>(['restart', (st) => st.getState().minesweeperRestart()]),
  fc.constant<[string, Act]>(['hint', (st) => st.getState().minesweeperHint()]),
  fc
    .boolean()
    .map((on): [string, Act] => [`probabilities ${on}`, (st) => st.getState().minesweeperShowProbabilities(on)]),
  fc.boolean().map((on): [string, Act] => [`pause ${on}`, (st) => st.getState().minesweeperPause(on)]),
  fc.integer({ min: 12, max: 40 }).map((n): [string, Act] => [`hex size ${n}`, (st) => st.getState().setHexSize(n)]),
  fc.constantFrom('lab', 'editor', 'hero', 'proximity').map((mode): [string, Act] => [
    `to ${mode} and back`,
    (st) => {
      st.getState().setMode(mode);
      st.getState().setMode('minesweeper');
    },
  ]),
  fc.constant<[string, Act]>([
    "the Editor's Play Minesweeper",
    (st) => {
      st.getState().setMode('editor');
      st.getState().playBoard('minesweeper');
    },
  ]),
  fc
    .constantFrom('hexagon', 'rectangle')
    .map((shape): [string, Act] => [`shape ${shape}`, (st) => st.getState().applyShape(shape)]),
  fc
    .constantFrom('flat', 'pointy')
    .map((o): [string, Act] => [`orientation ${o}`, (st) => st.getState().setOrientation(o)]),
  fc.constantFrom('odd', 'even').map((p): [string, Act] => [`offset ${p}`, (st) => st.getState().setParity(p)]),
];

/** A link with a Minesweeper game on a 7 x 7 board. */
const LINK = encodeShare({
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: filledLevel(7, 7),
  minesweeper: { mines: 6, seed: 5, noGuess: false },
});

async function started(kind: 'daily' | 'link'): Promise<HexlabStore> {
  const store = fullStore();
  if (kind === 'daily') expect(await openDaily(store, DATE)).toBe(true);
  else expect(applyShareQuery(store, `?${LINK}`)).toBe('applied');
  return store;
}

describe('what a game is', () => {
  beforeAll(() => {
    useProgressStorage(memoryProgressStorage());
    return loadProgress();
  });

  it('no action turns a daily attempt or a link game into another kind; only a new game on a new board changes it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'daily' | 'link'>('daily', 'link'),
        fc.array(fc.oneof(...actions), { maxLength: 25 }),
        async (kind, steps) => {
          const store = await started(kind);
          const origin = store.getState().minesweeper.origin;
          expect(origin.kind).toBe(kind);
          let kept = true;
          for (const [, act] of steps) {
            const board = store.getState().board;
            act(store);
            const s = store.getState();
            if (s.board !== board && s.minesweeper.origin.kind !== kind) {
              // A layout switch: a new game on the new board, the player's own, not the old one renamed.
              expect(s.minesweeper.origin.kind).toBe('own');
              expect(s.minesweeper.game.status).toBe('ready');
              expect(s.minesweeper.log).toEqual([]);
              kept = false;
            }
            if (!kept) continue;
            // Still the same game: the same kind and, for a daily, the same date (a restart or undo taints it).
            expect(s.minesweeper.origin.kind).toBe(kind);
            if (origin.kind === 'daily' && s.minesweeper.origin.kind === 'daily')
              expect(s.minesweeper.origin.date).toBe(origin.date);
          }
        },
      ),
      { seed: 43, numRuns: 60 },
    );
  });

  it('a daily restarted after its first move is tainted, and stays tainted whatever options change', async () => {
    const store = await started('daily');
    const s = () => store.getState();
    s().minesweeperReveal(s().minesweeper.game.firstClick);
    s().minesweeperRestart();
    s().minesweeperSetOptions({ marks: true });
    expect(s().minesweeper.origin).toMatchObject({ kind: 'daily', date: DATE, tainted: true });
  });
});

describe('the progress counts each game once', () => {
  let store: HexlabStore;
  let stop: () => void;
  const s = () => store.getState();
  const games = () => useProgress.getState().progress.games;

  beforeEach(async () => {
    localStorage.clear();
    useProgressStorage(memoryProgressStorage());
    await loadProgress();
    stop?.();
    store = fullStore();
    stop = startProgressRecorder(store, linkCodec);
  });

  /** Open every safe tile of the game on screen (its mines placed). */
  const clear = () => {
    const mines = s().minesweeper.game.mines!;
    for (let t = 0; t < s().board.size && s().minesweeper.game.status === 'playing'; t++)
      if (!mines[t] && s().board.kind[t] === 0) s().minesweeperReveal(t);
  };

  it('a lost game undone and then won counts once, as lost', async () => {
    s().setLevel(filledLevel(8, 8), 'custom');
    s().minesweeperSetOptions({ allowUndo: true, noGuess: false });
    s().minesweeperNewGame({ mines: 6, seed: 9 });
    s().minesweeperReveal(27);
    s().minesweeperReveal(s().minesweeper.game.mines!.indexOf(1));
    expect(s().minesweeper.game.status).toBe('lost');
    s().minesweeperUndoLoss();
    clear();
    expect(s().minesweeper.game.status).toBe('won');
    await vi.waitFor(() => expect(games()).toHaveLength(1));
    expect(games()[0]).toMatchObject({ category: 'custom', won: false });
    expect(s().minesweeperStats).toMatchObject({ played: 1, won: 0 });
  });

  it('a daily with "Allow ? marks" ticked during it is still the daily: one attempt, won', async () => {
    expect(await openDaily(store, DATE)).toBe(true);
    s().minesweeperReveal(s().minesweeper.game.firstClick);
    s().minesweeperSetOptions({ marks: true });
    clear();
    expect(s().minesweeper.game.status).toBe('won');
    await vi.waitFor(() => expect(games().filter((g) => !g.unfinished)).toHaveLength(1));
    expect(games()).toHaveLength(1);
    expect(games()[0]).toMatchObject({ category: DAILY, daily: DATE, won: true });
  });

  it('a game from a link with "Allow ? marks" ticked during it never counts', async () => {
    expect(applyShareQuery(store, `?${LINK}`)).toBe('applied');
    s().minesweeperReveal(24);
    s().minesweeperSetOptions({ marks: true });
    clear();
    expect(s().minesweeper.game.status).toBe('won');
    // Then a game of the player's own: only it is entered.
    s().minesweeperNewGame({ mines: 6, seed: 11 });
    s().minesweeperReveal(24);
    s().minesweeperReveal(s().minesweeper.game.mines!.indexOf(1));
    await vi.waitFor(() => expect(games()).toHaveLength(1));
    expect(games()[0]).toMatchObject({ category: 'custom', won: false });
    expect(s().minesweeperStats).toMatchObject({ played: 1, won: 0 });
  });
});
