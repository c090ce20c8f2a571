// Minesweeper's rules, one import away: the store and the UI import from here. Each rule is (state, action) -> state.
export * from './model';
export * from './placement';
export * from './reveal';
export * from './flags';
export * from './actions';
export * from './figures';
