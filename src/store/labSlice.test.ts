import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createLabSlice } from './labSlice';
import type { AppState } from './index';

const makeStore = () => create<AppState>()((...a) => ({ ...createLabSlice(...a) }) as AppState);

describe('when the board becomes a four-kinds map', () => {
  it('labels it in the interlaced system, and restores the labels chosen before when it goes', () => {
    const store = makeStore();
    store.getState().setLab({ labels: 'axial' });
    store.getState().labFollowBoard('four-vertical-odd');
    expect(store.getState().lab.labels).toBe('interlaced');
    store.getState().labFollowBoard(null);
    expect(store.getState().lab.labels).toBe('axial');
  });
  it('lets the user pick other labels on the same map, and keeps that pick', () => {
    const store = makeStore();
    store.getState().labFollowBoard('four-horizontal-odd');
    store.getState().setLab({ labels: 'cube' });
    store.getState().labFollowBoard('four-horizontal-odd');
    expect(store.getState().lab.labels).toBe('cube');
    store.getState().labFollowBoard(null);
    expect(store.getState().lab.labels).toBe('cube');
  });
  it('switches to interlaced again for another four-kinds preset', () => {
    const store = makeStore();
    store.getState().labFollowBoard('four-horizontal-odd');
    store.getState().setLab({ labels: 'offset' });
    store.getState().labFollowBoard('four-vertical-even');
    expect(store.getState().lab.labels).toBe('interlaced');
    store.getState().labFollowBoard(null);
    expect(store.getState().lab.labels).toBe('offset');
  });
});
