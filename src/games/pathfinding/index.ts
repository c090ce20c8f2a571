// Searches over a Board's dense tile ids: A* for the hero, traced searches for the inspector, fields for overlays.
export { astar } from './astar';
export { makeScratch } from './scratch';
export { scoresAt, searchTrace, type SearchAlgorithm } from './trace';
export { reachable, walkingDistance } from './reach';
