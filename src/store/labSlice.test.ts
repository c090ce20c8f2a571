import { describe, expect, it } from 'vitest';
import { createStore } from './index';

describe('when the board becomes a four-kinds map', () => {
  it('labels it in the interlaced system, and restores the labels chosen before when it goes', () => {
    const store = createStore();
    store.getState().setLab({ labels: 'axial' });
    store.getState().applyShape('four-vertical-odd');
    expect(store.getState().lab.labels).toBe('interlaced');
    store.getState().applyShape('hexagon');
    expect(store.getState().lab.labels).toBe('axial');
  });
  it('lets the user pick other labels on the same map, and keeps that pick', () => {
    const store = createStore();
    store.getState().applyShape('four-horizontal-odd');
    store.getState().setLab({ labels: 'cube' });
    store.getState().setBoardSize(7, 17); // the same preset again
    expect(store.getState().lab.labels).toBe('cube');
    store.getState().applyShape('rectangle');
    expect(store.getState().lab.labels).toBe('cube');
  });
  it('switches to interlaced again for another four-kinds preset', () => {
    const store = createStore();
    store.getState().applyShape('four-horizontal-odd');
    store.getState().setLab({ labels: 'offset' });
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
    store.getState().setLab({ selected: 150 });
    store.getState().setBoardSize(5, 5);
    expect(store.getState().lab.selected).toBe(-1);
  });
});
