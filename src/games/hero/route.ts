import type { Board } from '../../engine';
import { astar, type PathResult } from '../pathfinding';
import { startWalk, type HeroState } from './state';

/** Plan the cheapest route from the tile the hero stands on to `goal` and start walking it (a new click re-routes). */
export function routeHero(state: HeroState, board: Board, goal: number): { hero: HeroState; result: PathResult } {
  const result = astar(board, state.tile, goal);
  return { hero: startWalk(state, result.path), result };
}
