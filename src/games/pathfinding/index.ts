// Searches over a Board's dense tile ids: A* for the hero, traced searches for the inspector, fields for overlays.
export { astar, isWalkable, type PathResult } from './astar';
export { makeScratch, scratchFor, type SearchScratch } from './scratch';
export { scoresAt, searchTrace, TILE_CLOSED, TILE_OPEN, TILE_UNSEEN, type SearchAlgorithm, type SearchTrace } from './trace';
export { reachable, walkingDistance, type ReachLimit } from './reach';
