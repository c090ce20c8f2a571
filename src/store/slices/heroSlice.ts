import type { StateCreator } from 'zustand';
import { isFloor, type Board } from '../../engine';
import { tileOnNewBoard } from '../../games/hero';
import { astar, type SearchAlgorithm } from '../../games/pathfinding';
import type { AppState, ModePart } from '../index';
import type { BoardReset } from '../types';

export type { SearchAlgorithm };
export type DistanceKind = 'hex' | 'walk';
export type InspectorLabels = 'scores' | 'order' | 'none';

/**
 * The hero's slow-changing state. Its exact position moves every frame and lives outside the store (the UI's
 * runner writes the DOM); the store learns only the tile under its centre, so tile-level overlays follow it.
 */
export interface HeroSlice {
  hero: {
    /** tile under the hero's centre */
    tile: number;
    /** where the hero was last set down (a new board, a link): a new value puts it on that tile's centre */
    spawn: { readonly tile: number };
    /** the clicked target, -1 none */
    target: number;
    /** the tile the current route was planned from */
    from: number;
    /** the planned route, from `from` to `target`, or null; a new route is a new array, even when equal */
    path: readonly number[] | null;
    /** the route's total movement cost */
    cost: number;
    /** the last target could not be reached */
    unreachable: boolean;
    algorithm: SearchAlgorithm;
    inspect: boolean;
    /** expansion steps shown by the inspector; Infinity = all */
    step: number;
    labels: InspectorLabels;
    /** the reachable-tiles overlay, measured in steps or in movement cost */
    reach: boolean;
    reachBy: 'steps' | 'cost';
    reachAmount: number;
    sight: boolean;
    distance: boolean;
    distanceKind: DistanceKind;
    /** draw the hero's collision box and test points, following it */
    probe: boolean;
  };
  heroSet(
    patch: Partial<
      Pick<
        HeroSlice['hero'],
        | 'algorithm'
        | 'inspect'
        | 'step'
        | 'labels'
        | 'reach'
        | 'reachBy'
        | 'reachAmount'
        | 'sight'
        | 'distance'
        | 'distanceKind'
        | 'probe'
      >
    >,
  ): void;
  /** the walker reports the tile under the hero's centre */
  heroAt(tile: number): void;
  /** plan the shortest route from the hero's tile to a target and start walking it */
  heroGoTo(target: number): void;
  /** free movement took over: forget the route (the inspector keeps its start and target) */
  heroDropRoute(): void;
  /** put the hero on a floor tile's centre (a share link's hero), forgetting any route */
  heroPlace(tile: number): void;
}

const noRoute = { target: -1, from: -1, path: null, cost: 0, unreachable: false } as const;

/** A new board: the hero stays on its row and column when that is still floor (an edit), else goes to the middle. */
const heroForBoard: BoardReset = ({ board, hero }, prev) => {
  const tile = tileOnNewBoard(prev.board, hero.tile, board);
  return { hero: { ...hero, ...noRoute, tile, spawn: { tile } } };
};

type Hero = HeroSlice['hero'];

/** The hero set down on a floor tile's centre (a share link's hero), its route forgotten; the same hero elsewhere. */
export function placedHero(hero: Hero, board: Board, tile: number): Hero {
  if (tile < 0 || tile >= board.size || !isFloor(board, tile)) return hero;
  return { ...hero, ...noRoute, tile, spawn: { tile } };
}

/** The hero with the shortest route from its tile to `target` planned, to walk; the same hero when there is no such target. */
export function routedHero(hero: Hero, board: Board, target: number): Hero {
  if (target < 0 || target >= board.size || hero.tile < 0) return hero;
  const found = isFloor(board, target) ? astar(board, hero.tile, target) : null;
  const path = found?.path ?? null;
  return { ...hero, target, from: hero.tile, path, cost: path ? found!.cost : 0, unreachable: !path, step: Infinity };
}

const createHeroSlice: StateCreator<AppState, [], [], HeroSlice> = (set, get) => ({
  hero: {
    tile: -1,
    spawn: { tile: -1 },
    ...noRoute,
    algorithm: 'astar',
    inspect: false,
    step: Infinity,
    labels: 'scores',
    reach: false,
    reachBy: 'steps',
    reachAmount: 4,
    sight: false,
    distance: false,
    distanceKind: 'walk',
    probe: false,
  },
  heroSet: (patch) => set((s) => ({ hero: { ...s.hero, ...patch } })),
  heroAt: (tile) => {
    if (tile !== get().hero.tile) set((s) => ({ hero: { ...s.hero, tile } }));
  },
  heroGoTo: (target) => {
    const { hero, board } = get();
    const next = routedHero(hero, board, target);
    if (next !== hero) set({ hero: next });
  },
  heroDropRoute: () => {
    const { hero } = get();
    if (hero.path || hero.unreachable) set({ hero: { ...hero, path: null, unreachable: false } });
  },
  heroPlace: (tile) => {
    const { hero, board } = get();
    const next = placedHero(hero, board, tile);
    if (next !== hero) set({ hero: next });
  },
});

/** The hero's part of the store, added the first time its code loads (modeParts.ts). */
export const heroPart: ModePart = { mode: 'hero', create: createHeroSlice, forBoard: heroForBoard };
