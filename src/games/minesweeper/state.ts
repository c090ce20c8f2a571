// Minesweeper's rules, one import away: the store and the UI import from here. Each rule is (state, action) -> state.
export * from './model';
export * from './placement';
export * from './reveal';
export * from './flags';
export * from './actions';
export * from './figures';

import type { MinesweeperState } from './model';

/** A game that has ended, won or lost: no more clicks count, no more flags to set. */
export const isOver = (g: Pick<MinesweeperState, 'status'>): boolean => g.status === 'won' || g.status === 'lost';
