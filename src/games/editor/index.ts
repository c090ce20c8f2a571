// The board editor's rules: pure operations on levelData, each returning a new levelData.
export * from './limits';
export * from './cells';
export * from './paint';
export * from './fill';
export * from './reshape';
export * from './rotate';
export * from './levelText';
export * from './mergeLevels';
