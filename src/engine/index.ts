// The engine's public face (../shared/CONTRACT.md): pure functions over plain values.
export * from './types';
export * from './hex';
export * from './layout';
export * from './offset';
export * from './doubled';
export * from './interlaced';
export * from './fourKinds';
export * from './levelData';
export * from './board';
export * from './bfs';
export * from './hotpath';
export * from './line';
export * from './range';
export * from './fov';
export * from './shapes';
export * from './transform';
export * from './wrap';
