import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filledLevel, isFloor, KIND_WALL, makeBoard, type Board } from '../engine';
import { applySaved } from './persist/autosave';
import { createStore, type AppState, type HexlabStore } from './index';
import { replayQuery, shareQuery } from './links/toLink/toLink';
import { applyShareQuery } from './links/fromLink/fromLink';
import { ALL_PARTS, BOARD_RESETS, fullStore, loadGameExtras } from './testing';
import { heroPart } from './slices/heroSlice';
import { openDaily } from './dailyStore';
import { loadProgress } from './persist/progressStore';
import { dailySpec } from '../games/daily/daily';
import { currentReplay } from './slices/minesweeperReplay';
import { currentRecordKey } from './slices/statsKeeping';
import type { BoardChange, BoardReset, Mode } from './state/app';

type ModeName = keyof typeof BOARD_RESETS;
const MODE_NAMES = Object.keys(BOARD_RESETS) as ModeName[];

/** A store whose board builder and mode resets count their calls, and which counts the new boards it publishes. */
function countedStore() {
  const built = { count: 0 };
  const buildBoard: typeof makeBoard = (...args) => {
    built.count++;
    return makeBoard(...args);
  };
  const resets = Object.fromEntries(MODE_NAMES.map((m) => [m, vi.fn<BoardReset>(BOARD_RESETS[m])])) as Record<
    ModeName,
    ReturnType<typeof vi.fn<BoardReset>>
  >;
  const store = createStore({ buildBoard, resets, parts: ALL_PARTS });
  const published: Board[] = [];
  // Every store notification: what every subscriber, the tile signals among them, hears.
  const heard = { count: 0 };
  store.subscribe((s, prev) => {
    heard.count++;
    if (s.board !== prev.board) published.push(s.board);
  });
  const reset = () => {
    built.count = 0;
    heard.count = 0;
    published.length = 0;
    for (const m of MODE_NAMES) resets[m].mockClear();
  };
  return { store, built, resets, published, heard, reset };
}

const LEVEL = filledLevel(6, 7);
LEVEL[2][3] = 1;

/** Every way the app replaces the board, each in the mode it is made from. */
const CAUSES: [string, Mode, (store: HexlabStore) => void][] = [
  [
    'a link',
    'minesweeper',
    (store) => applyShareQuery(store, linkTo({ orientation: 'flat', parity: 'even', hexSize: 30 })),
  ],
  [
    'a restored save',
    'minesweeper',
    (store) =>
      applySaved(store, {
        level: LEVEL,
        orientation: 'flat',
        parity: 'even',
        hexSize: 18,
        mode: 'hero',
        shape: 'custom',
      }),
  ],
  ['turning the layout', 'lab', (store) => store.getState().setOrientation('flat')],
  ['another offset', 'hero', (store) => store.getState().setParity('even')],
  ['an edit', 'editor', (store) => store.getState().editorKeyAt({ row: 6, col: 6 })],
  [
    'a stroke',
    'editor',
    (store) => (
      store.getState().editorStrokeStart({ row: 1, col: 5 }),
      store.getState().editorStrokeMove({ row: 1, col: 8 }),
      store.getState().editorStrokeEnd()
    ),
  ],
  ['an undo', 'editor', (store) => (store.getState().editorKeyAt({ row: 6, col: 6 }), store.getState().editorUndo())],
  ['a shape preset', 'minesweeper', (store) => store.getState().applyShape('ring')],
  ['an editor preset', 'editor', (store) => store.getState().editorPreset('triangle')],
  ['a four-kinds map', 'lab', (store) => store.getState().applyShape('four-vertical-odd')],
  ['a new size', 'proximity', (store) => store.getState().setBoardSize(20, 24)],
  ['an import', 'editor', (store) => store.getState().editorImport(LEVEL)],
  ['a wraparound', 'minesweeper', (store) => store.getState().setWrap('x')],
];
const EVERY_MODE = new Set(['a link', 'a restored save']);

/** A link to LEVEL in a layout, made by another store. */
function linkTo(layout: Pick<BoardChange, 'orientation' | 'parity' | 'hexSize'>): string {
  const other = fullStore();
  other.getState().setMode('proximity');
  other.getState().loadBoard({ level: LEVEL, ...layout });
  return shareQuery(other.getState());
}

describe.each(CAUSES)('when %s replaces the board', (cause, mode, act) => {
  let t: ReturnType<typeof countedStore>;
  beforeEach(() => {
    t = countedStore();
    t.store.getState().setMode(mode);
  });

  it('builds the new board once, publishes it once, and resets the mode on screen for it exactly once (every mode, for a link or a save)', () => {
    // An undo needs an edit first: count only the board change under test.
    const steps = cause === 'an undo' ? 2 : 1;
    t.reset();
    act(t.store);
    expect(t.built.count).toBe(steps);
    expect(t.published).toHaveLength(steps);
    // One notification a cause: a stroke is three (its start and its move draw the draft, its end makes the board).
    expect(t.heard.count, 'store notifications').toBe(cause === 'a stroke' ? 3 : steps);
    // The modes shown before (Minesweeper, where the store starts) keep their boards; the others follow this one.
    const kept = (m: Mode) => m === 'minesweeper' && mode !== 'minesweeper' && !EVERY_MODE.has(cause);
    for (const m of MODE_NAMES) expect(t.resets[m], m).toHaveBeenCalledTimes(kept(m) ? 0 : steps);
    expect(t.published.at(-1)).toBe(t.store.getState().board);
  });

  it('leaves every mode on a board its game fits: the new one on screen, its own elsewhere', () => {
    act(t.store);
    const fits: Record<ModeName, (s: AppState) => boolean> = {
      minesweeper: (s) => s.minesweeper.game.view.length === s.board.size,
      proximity: (s) => s.proximity.game.owner.length === s.board.size,
      hero: (s) => s.hero.tile < s.board.size && (s.hero.tile < 0 || isFloor(s.board, s.hero.tile)),
      lab: (s) => s.lab.selected < s.board.size,
      editor: () => true,
      // The puzzle draws its own board from its level: any board on screen fits it.
      puzzle: () => true,
    };
    for (const m of MODE_NAMES) {
      t.store.getState().setMode(m);
      expect(fits[m](t.store.getState()), m).toBe(true);
    }
  });
});

describe('when the store starts', () => {
  it('builds its first board once and deals every mode on it once', () => {
    const t = countedStore();
    expect(t.built.count).toBe(1);
    for (const m of MODE_NAMES) expect(t.resets[m], m).toHaveBeenCalledTimes(1);
    const s = t.store.getState();
    expect(s.minesweeper.game.view).toHaveLength(s.board.size);
    expect(s.proximity.game.owner).toHaveLength(s.board.size);
    expect(s.hero.tile).toBeGreaterThanOrEqual(0);
  });
});

describe('when nothing about the board changes', () => {
  it('neither builds nor resets for the hex size, the mode, or a layout that is already set', () => {
    const t = countedStore();
    t.reset();
    t.store.getState().setHexSize(40);
    t.store.getState().setMode('editor');
    t.store.getState().setOrientation('pointy');
    t.store.getState().setParity('odd');
    t.store.getState().minesweeperNewGame({ seed: 5 });
    expect(t.built.count).toBe(0);
    for (const m of MODE_NAMES) expect(t.resets[m], m).not.toHaveBeenCalled();
  });
});

describe('when a link is applied', () => {
  it('shows its layout, board and hex size together, as one new board', () => {
    const t = countedStore();
    t.reset();
    expect(applyShareQuery(t.store, linkTo({ orientation: 'flat', parity: 'even', hexSize: 30 }))).toBe('applied');
    const s = t.store.getState();
    expect(s).toMatchObject({
      board: { orientation: 'flat', parity: 'even', level: LEVEL },
      hexSize: 30,
      mode: 'proximity',
    });
    expect(t.published).toHaveLength(1);
  });
});

describe('when a mode loads after the store has started', () => {
  it('has nothing to reset before it loads, starts on the board of the moment, and is reset once by each later transition on screen', () => {
    const hero = vi.fn<BoardReset>(BOARD_RESETS.hero);
    const store = createStore({ resets: { hero } });
    store.getState().loadBoard({ level: LEVEL, orientation: 'flat' });
    expect(hero).not.toHaveBeenCalled();
    expect('hero' in store.getState()).toBe(false);

    store.addPart(heroPart);
    expect(hero).toHaveBeenCalledTimes(1);
    const s = store.getState();
    expect(s.board.rows).toBe(LEVEL.length);
    expect(s.hero.tile >= 0 && isFloor(s.board, s.hero.tile)).toBe(true);

    store.addPart(heroPart);
    // shown for the first time, Hero starts on its own room (one reset), which it keeps from then on
    store.getState().setMode('hero');
    expect(hero).toHaveBeenCalledTimes(2);
    expect(store.getState().board.kind.includes(KIND_WALL)).toBe(true);
    store.getState().setMode('minesweeper');
    store.getState().setParity('even');
    expect(hero).toHaveBeenCalledTimes(2);
    store.getState().setMode('hero');
    store.getState().setParity('even');
    expect(hero).toHaveBeenCalledTimes(3);
    expect(store.getState().hero.tile).toBeLessThan(store.getState().board.size);
  });
});

/** How many times the store's subscribers hear of what `act` does. */
function notifications(store: HexlabStore, act: () => void): number {
  let heard = 0;
  const stop = store.subscribe(() => heard++);
  act();
  stop();
  return heard;
}

/** A link made by another store, showing `mode`, after `play` (the game, hero or moves the link is to carry). */
function linkFrom(mode: Mode, play: (s: () => AppState) => void, options?: { progress?: boolean }): string {
  const other = fullStore();
  other.getState().setMode(mode);
  other.getState().loadBoard({ level: filledLevel(9, 9) });
  play(() => other.getState());
  return shareQuery(other.getState(), options);
}

describe('when a cause changes the store, every subscriber (each tile signal among them) hears it once', () => {
  let store: HexlabStore;
  beforeEach(async () => {
    await loadGameExtras();
    store = fullStore();
    store.getState().loadBoard({ level: filledLevel(9, 9) });
    store.getState().minesweeperNewGame({ mines: 10, seed: 4 });
  });
  const s = () => store.getState();

  it('a link carrying a Minesweeper game in progress: the board, the game and its progress in one update', () => {
    const link = linkFrom(
      'minesweeper',
      (o) => (o().minesweeperNewGame({ mines: 10, seed: 21 }), o().minesweeperReveal(40)),
      {
        progress: true,
      },
    );
    expect(notifications(store, () => applyShareQuery(store, link))).toBe(1);
    expect(s().minesweeper.game).toMatchObject({ status: 'playing', config: { mines: 10, seed: 21 } });
    expect(s().minesweeper.session.unranked).toBe(true);
    expect(s().notice).toBeNull();
  });

  it('a link whose game does not fit its board: the fresh game and the notice saying why in one update', () => {
    const link = linkFrom(
      'minesweeper',
      (o) => (o().minesweeperNewGame({ mines: 10, seed: 21 }), o().minesweeperReveal(40)),
      {
        progress: true,
      },
    );
    // Another seed puts other mines under the tiles the link shows open.
    const misfit = link.replace(/([?&]seed=)\d+/, '$1' + 22);
    expect(misfit).not.toBe(link);
    expect(notifications(store, () => applyShareQuery(store, misfit))).toBe(1);
    expect(s().minesweeper.game.status).toBe('ready');
    expect(s().notice?.message).toMatchObject({ kind: 'linkGameMisfit' });
  });

  it('a replay link: the board and the replay at step 0 in one update', () => {
    const other = fullStore();
    other.getState().loadBoard({ level: filledLevel(9, 9) });
    other.getState().minesweeperNewGame({ mines: 10, seed: 8 });
    const o = () => other.getState();
    for (
      let id = 0;
      id < o().board.size && o().minesweeper.game.status !== 'lost' && o().minesweeper.game.status !== 'won';
      id++
    )
      o().minesweeperReveal(id);
    const link = replayQuery(o(), currentReplay(o())!);
    expect(notifications(store, () => applyShareQuery(store, link))).toBe(1);
    expect(s().minesweeper.replay).toMatchObject({ step: 0, playing: false });
  });

  it('a link carrying the hero and its target: placed and routed in the same update', () => {
    const link = linkFrom('hero', (o) => o().heroGoTo(o().board.size - 1));
    expect(notifications(store, () => applyShareQuery(store, link))).toBe(1);
    expect(s()).toMatchObject({ mode: 'hero', hero: { target: s().board.size - 1 } });
    expect(s().hero.path?.length).toBeGreaterThan(1);
  });

  it('a link carrying a Proximity game: its moves replayed in the same update', () => {
    const link = linkFrom(
      'proximity',
      (o) => (
        o().proximityNewGame({ seed: 3, players: ['human', 'human'] }),
        o().proximityPlace(0),
        o().proximityPlace(10)
      ),
    );
    expect(notifications(store, () => applyShareQuery(store, link))).toBe(1);
    expect(s().proximity.game.moves).toHaveLength(2);
  });

  it('a saved board opened', () => {
    expect(
      notifications(store, () =>
        applySaved(store, {
          level: LEVEL,
          orientation: 'flat',
          parity: 'even',
          hexSize: 18,
          mode: 'minesweeper',
          shape: 'custom',
        }),
      ),
    ).toBe(1);
  });

  it("a daily opened from another mode: Minesweeper shown with the day's board and game in one update", async () => {
    await loadProgress();
    s().setMode('hero');
    const heroBoard = s().board;
    let heard = 0;
    const stop = store.subscribe(() => heard++);
    expect(await openDaily(store, '2026-06-01')).toBe(true);
    stop();
    expect(heard).toBe(1);
    expect(s().mode).toBe('minesweeper');
    const spec = dailySpec('2026-06-01')!;
    expect(s().minesweeper.game.config).toMatchObject({ mines: spec.mines, seed: spec.seed });
    expect(s().minesweeper.game.mines!.reduce((n, m) => n + m, 0)).toBe(spec.mines);
    expect(s().minesweeper.game.firstClick).toBeGreaterThanOrEqual(0);
    // The hero keeps its own board aside, as when the tab is changed by hand.
    expect(s().parked.hero?.board).toBe(heroBoard);
  });

  it("a difficulty that brings its own board: the board and the preset's game in one update", () => {
    expect(notifications(store, () => s().minesweeperSelectPreset('intermediate'))).toBe(1);
    expect(s().minesweeper).toMatchObject({ preset: 'intermediate', game: { config: { mines: 40 } } });
    expect(s().board.rows).toBe(16);
  });

  it('a first click: the opened tiles, the clock and the board noted as seen for the records in one update', () => {
    expect(notifications(store, () => s().minesweeperReveal(40))).toBe(1);
    expect(s().minesweeper.game.status).toBe('playing');
    expect(s().minesweeper.session.fresh).toBe(true);
    expect(s().minesweeperRecords.seen).toContain(`${currentRecordKey(s())}#4`);
  });

  it('the click that ends a game: its statistics and records in the same update', () => {
    s().minesweeperReveal(40);
    const mine = s().minesweeper.game.mines!.indexOf(1);
    expect(notifications(store, () => s().minesweeperReveal(mine))).toBe(1);
    expect(s().minesweeper.game.status).toBe('lost');
    expect(s().minesweeperResult).not.toBeNull();
    expect(s().minesweeperLastGame).toMatchObject({ won: false });
  });

  it('a hint, the probabilities, a restart, an undo of the fatal click: one update each', () => {
    s().minesweeperSetOptions({ allowUndo: true });
    s().minesweeperReveal(40);
    expect(notifications(store, () => s().minesweeperHint())).toBe(1);
    expect(notifications(store, () => s().minesweeperShowProbabilities(true))).toBe(1);
    expect(s().minesweeper.session.assisted).toBe(true);
    s().minesweeperShowProbabilities(false);
    s().minesweeperReveal(s().minesweeper.game.mines!.indexOf(1));
    expect(notifications(store, () => s().minesweeperUndoLoss())).toBe(1);
    expect(notifications(store, () => s().minesweeperRestart())).toBe(1);
    expect(notifications(store, () => s().minesweeperNewGame({ mines: 12 }))).toBe(1);
  });
});
