// Minesweeper's pure modules: rules (state.ts), presets, statistics and the cursor keys.
export * from './state';
export * from './presets';
export * from './stats';
export * from './statsStore';
export * from './keys';
