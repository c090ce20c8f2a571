import { describe, expect, it } from 'vitest';
import { storeIn } from '../testing';

const createStore = () => storeIn('lab');

describe('when the board becomes a four-kinds map', () => {
  it('labels it in the interlaced system, and restores the labels chosen before when it goes', () => {
    const store = createStore();
    store.getState().labSet({ labels: 'axial' });
    store.getState().applyShape('four-vertical-odd');
    expect(store.getState().lab.labels).toBe('interlaced');
    store.getState().applyShape('hexagon');
    expect(store.getState().lab.labels).toBe('axial');
  });
  it('lets the user pick other labels on the same map, and keeps that pick', () => {
    const store = createStore();
    store.getState().applyShape('four-horizontal-odd');
    store.getState().labSet({ labels: 'cube' });
    store.getState().setBoardSize(7, 17); // the same preset again
    expect(store.getState().lab.labels).toBe('cube');
    store.getState().applyShape('rectangle');
    expect(store.getState().lab.labels).toBe('cube');
  });
  it('switches to interlaced again for another four-kinds preset', () => {
    const store = createStore();
    store.getState().applyShape('four-horizontal-odd');
    store.getState().labSet({ labels: 'offset' });
    store.getState().applyShape('four-vertical-even');
    expect(store.getState().lab.labels).toBe('interlaced');
    store.getState().applyShape('hexagon');
    expect(store.getState().lab.labels).toBe('offset');
  });
  it('gives the labels back once the map is turned out of its own layout', () => {
    const store = createStore();
    store.getState().applyShape('four-vertical-odd');
    store.getState().setParity('even');
    expect(store.getState().lab.labels).toBe('offset');
  });
});

describe('when the selected tile is gone from a new board', () => {
  it('clears the selection', () => {
    const store = createStore();
    store.getState().labSet({ selected: 150 });
    store.getState().setBoardSize(5, 5);
    expect(store.getState().lab.selected).toBe(-1);
  });
});

describe('a click on a lab tile', () => {
  it('selects it (a second click clears it), or with the intersect tool picks it as a centre', () => {
    const store = createStore();
    store.getState().labPick(5);
    expect(store.getState().lab.selected).toBe(5);
    store.getState().labPick(5);
    expect(store.getState().lab.selected).toBe(-1);
    store.getState().labSet({ tool: 'intersect' });
    for (const t of [1, 2, 3, 4]) store.getState().labPick(t);
    expect(store.getState().lab.centres).toEqual([2, 3, 4]);
    expect(store.getState().lab.selected).toBe(-1);
  });
  it('keeps the origin and the centres only while their tiles are on the board', () => {
    const store = createStore();
    store.getState().labSet({ origin: 40, centres: [3, 40] });
    store.getState().setBoardSize(4, 4);
    expect(store.getState().lab.origin).toBe(-1);
    expect(store.getState().lab.centres).toEqual([3]);
  });
});

describe('when the Lab picks field of view', () => {
  const walls = (s: ReturnType<typeof createStore>) =>
    s
      .getState()
      .board.level.flat()
      .filter((v) => v === 1).length;
  it('puts a few walls on a board that has none, keeping the board’s shape', () => {
    const store = createStore();
    const shape = store.getState().shape;
    expect(walls(store)).toBe(0);
    store.getState().labTool('fov');
    expect(store.getState().lab.tool).toBe('fov');
    expect(walls(store)).toBeGreaterThan(0);
    expect(store.getState().shape).toBe(shape);
  });
  it('switches the walls off and puts the same ones back', () => {
    const store = createStore();
    store.getState().labTool('fov');
    const walled = store.getState().board.level;
    store.getState().labWalls(false);
    expect(walls(store)).toBe(0);
    store.getState().labWalls(true);
    expect(store.getState().board.level).toEqual(walled);
  });
});
