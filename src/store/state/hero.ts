// The hero's part of the state (slices/heroSlice.ts makes it).
import type { SearchAlgorithm } from '../../games/pathfinding';

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
