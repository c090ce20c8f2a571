// Minesweeper's pure modules: rules (state.ts), presets, statistics.
export * from './state';
export * from './presets';
export * from './stats';
export * from './statsStore';
