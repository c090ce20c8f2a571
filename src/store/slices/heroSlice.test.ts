import { describe, expect, it } from 'vitest';
import { distanceField, isFloor, tileAtOffset, type LevelData } from '../../engine';
import { centreFloorTile } from '../../games/hero';
import { storeIn } from '../testing';

const createStore = () => storeIn('hero');

const makeStore = (level: LevelData) => {
  const store = createStore();
  store.getState().setLevel(level);
  return store;
};
const at = (store: ReturnType<typeof makeStore>, row: number, col: number) =>
  tileAtOffset(store.getState().board, { row, col });

// 5 x 7, a wall across column 3 with one gap at the bottom row; (0,6) shut in by walls; (2,5) costs 9.
const WALLED: LevelData = [
  [0, 0, 0, 1, 0, 1, 0],
  [0, 0, 0, 1, 0, 1, 1],
  [0, 0, 0, 1, 0, 9, 0],
  [0, 0, 0, 1, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0],
];

describe('when the hero meets a board', () => {
  it('stands on the floor tile in the middle', () => {
    const store = makeStore([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(store.getState().hero.tile).toBe(at(store, 1, 1));
  });

  it('steps off a wall in the middle onto the nearest floor', () => {
    const store = makeStore(WALLED);
    const { board, hero } = store.getState();
    expect(board.kind[hero.tile]).toBe(0);
    expect(Math.abs(board.col[hero.tile] - 3)).toBe(1);
  });

  it('finds no tile on a board without floor', () => {
    const store = makeStore([
      [1, -1],
      [1, 1],
    ]);
    expect(centreFloorTile(store.getState().board)).toBe(-1);
  });
});

describe('when a tile is clicked', () => {
  it('plans a route around the wall, as short as a breadth-first search says', () => {
    const store = makeStore(WALLED);
    const start = at(store, 0, 0);
    store.setState((s) => ({ hero: { ...s.hero, tile: start } }));
    store.getState().heroGoTo(at(store, 0, 4));
    const { hero, board } = store.getState();
    expect(hero.path?.[0]).toBe(start);
    expect(hero.path?.at(-1)).toBe(at(store, 0, 4));
    expect(hero.path!.length - 1).toBe(distanceField(board, start).distance[at(store, 0, 4)]);
    expect(hero.path!.every((id) => isFloor(board, id))).toBe(true);
    expect(hero.unreachable).toBe(false);
  });

  it('goes around a costly tile when that is cheaper, and reports the cost', () => {
    const store = makeStore(WALLED);
    store.setState((s) => ({ hero: { ...s.hero, tile: at(store, 2, 4) } }));
    store.getState().heroGoTo(at(store, 2, 6));
    const { hero } = store.getState();
    expect(hero.path).not.toContain(at(store, 2, 5));
    expect(hero.cost).toBe(hero.path!.length - 1);
  });

  it('says a wall cannot be reached', () => {
    const store = makeStore(WALLED);
    store.getState().heroGoTo(at(store, 0, 3));
    expect(store.getState().hero).toMatchObject({ path: null, unreachable: true, target: at(store, 0, 3) });
  });

  it('says a tile shut in by walls cannot be reached', () => {
    const store = makeStore(WALLED);
    store.getState().heroGoTo(at(store, 0, 6));
    expect(store.getState().hero).toMatchObject({ path: null, unreachable: true });
  });

  it('forgets the route when the keys take over, keeping the inspector on the same question', () => {
    const store = makeStore(WALLED);
    store.getState().heroGoTo(at(store, 4, 6));
    const { from, target } = store.getState().hero;
    store.getState().heroDropRoute();
    expect(store.getState().hero).toMatchObject({ path: null, from, target });
  });
});

describe('when the board changes', () => {
  it('keeps the hero on its tile when an edit leaves it floor, and forgets the route', () => {
    const store = makeStore(WALLED);
    store.setState((s) => ({ hero: { ...s.hero, tile: at(store, 4, 1) } }));
    store.getState().heroGoTo(at(store, 4, 6));
    const { spawn } = store.getState().hero;
    store.getState().setLevel(WALLED.map((row, i) => (i === 0 ? [1, ...row.slice(1)] : row)));
    const { hero } = store.getState();
    expect(hero.tile).toBe(at(store, 4, 1));
    expect(hero).toMatchObject({ path: null, target: -1, unreachable: false });
    expect(hero.spawn).not.toBe(spawn);
    expect(hero.spawn.tile).toBe(at(store, 4, 1));
  });

  it('returns to the middle when its tile became a wall', () => {
    const store = makeStore(WALLED);
    store.setState((s) => ({ hero: { ...s.hero, tile: at(store, 4, 1) } }));
    store.getState().setLevel(WALLED.map((row, i) => (i === 4 ? [0, 1, ...row.slice(2)] : row)));
    expect(store.getState().hero.tile).toBe(centreFloorTile(store.getState().board));
  });

  it('goes to the middle of a board of another size', () => {
    const store = makeStore(WALLED);
    store.setState((s) => ({ hero: { ...s.hero, tile: at(store, 4, 1) } }));
    store.getState().setBoardSize(7, 9);
    expect(store.getState().hero.tile).toBe(centreFloorTile(store.getState().board));
  });

  it('keeps its spot and its route when only the hex size changes', () => {
    const store = makeStore(WALLED);
    store.getState().heroGoTo(at(store, 4, 6));
    const { spawn, path } = store.getState().hero;
    store.getState().setHexSize(40);
    expect(store.getState().hero).toMatchObject({ spawn, path });
  });
});

describe('when a link puts the hero somewhere', () => {
  it('stands it on that floor tile and forgets the route', () => {
    const store = makeStore(WALLED);
    store.getState().heroGoTo(at(store, 4, 6));
    store.getState().heroPlace(at(store, 0, 4));
    expect(store.getState().hero).toMatchObject({ tile: at(store, 0, 4), path: null, target: -1 });
  });

  it('refuses a wall', () => {
    const store = makeStore(WALLED);
    const before = store.getState().hero.tile;
    store.getState().heroPlace(at(store, 0, 3));
    expect(store.getState().hero.tile).toBe(before);
  });
});
