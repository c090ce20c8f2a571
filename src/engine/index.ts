// The engine's public face (../shared/CONTRACT.md): pure functions over plain values.
export * from './types';
export * from './hex';
export * from './layout';
export * from './offset';
export * from './levelData';
export * from './board';
export * from './bfs';
