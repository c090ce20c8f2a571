import type { StateCreator } from 'zustand';
import { KIND_FLOOR, tileAtOffset, type Board } from '../engine';
import { astar, type SearchAlgorithm } from '../games/pathfinding';
import type { AppState } from './index';

export type { SearchAlgorithm };
export type DistanceKind = 'hex' | 'walk';
export type InspectorLabels = 'scores' | 'order' | 'none';

/**
 * The hero's slow-changing state. Its exact position moves every frame and lives outside the store (the UI's
 * runner writes the DOM); the store learns only the tile under its centre, so tile-level overlays follow it.
 */
export interface HeroSlice {
  hero: {
    /** the board this state belongs to (a new board starts the hero afresh) */
    board: Board | null;
    /** tile under the hero's centre */
    tile: number;
    /** bumps when the hero must be put back on `tile`'s centre (new board) */
    placed: number;
    /** the clicked target, -1 none */
    target: number;
    /** the tile the current route was planned from */
    from: number;
    /** the planned route, from `from` to `target`, or null */
    path: readonly number[] | null;
    /** the route's total movement cost */
    cost: number;
    /** the last target could not be reached */
    unreachable: boolean;
    /** bumps with every new route, so the walker restarts even for an equal path */
    route: number;
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
  };
  setHero(patch: Partial<Pick<HeroSlice['hero'], 'algorithm' | 'inspect' | 'step' | 'labels' | 'reach' | 'reachBy' | 'reachAmount' | 'sight' | 'distance' | 'distanceKind'>>): void;
  /** the walker reports the tile under the hero's centre */
  heroAt(tile: number): void;
  /** plan the shortest route from the hero's tile to a target and start walking it */
  heroGoTo(target: number): void;
  /** free movement took over: forget the route (the inspector keeps its start and target) */
  heroDropRoute(): void;
  /** put the hero on a floor tile's centre (a share link's hero), forgetting any route */
  heroPlace(tile: number): void;
  /** follow the store's board: start afresh when it changed (idempotent, so both the UI and the store may call it) */
  heroSyncBoard(): void;
}

/** The floor tile nearest the middle of the board's offset grid, or -1 when there is no floor. */
export function centreFloorTile(board: Board): number {
  const midRow = (board.rows - 1) / 2;
  const midCol = (board.cols - 1) / 2;
  const direct = tileAtOffset(board, { row: Math.round(midRow), col: Math.round(midCol) });
  if (direct >= 0 && board.kind[direct] === KIND_FLOOR) return direct;
  let best = -1;
  let bestD = Infinity;
  for (let id = 0; id < board.size; id++) {
    if (board.kind[id] !== KIND_FLOOR) continue;
    const d = (board.row[id] - midRow) ** 2 + (board.col[id] - midCol) ** 2;
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best;
}

/** Where the hero stands on a new board: the same row and column when that is still floor on a same-shaped board. */
function keepOrCentre(prev: Board | null, tile: number, next: Board): number {
  if (prev && tile >= 0 && tile < prev.size && prev.rows === next.rows && prev.cols === next.cols && prev.orientation === next.orientation && prev.parity === next.parity) {
    const same = tileAtOffset(next, { row: prev.row[tile], col: prev.col[tile] });
    if (same >= 0 && next.kind[same] === KIND_FLOOR) return same;
  }
  return centreFloorTile(next);
}

const noRoute = { target: -1, from: -1, path: null, cost: 0, unreachable: false } as const;

export const createHeroSlice: StateCreator<AppState, [], [], HeroSlice> = (set, get) => ({
  hero: {
    board: null,
    tile: -1,
    placed: 0,
    ...noRoute,
    route: 0,
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
  },
  setHero: (patch) => set((s) => ({ hero: { ...s.hero, ...patch } })),
  heroAt: (tile) => {
    if (tile !== get().hero.tile) set((s) => ({ hero: { ...s.hero, tile } }));
  },
  heroGoTo: (target) => {
    const { hero, board } = get();
    if (target < 0 || target >= board.size || hero.tile < 0) return;
    const found = board.kind[target] === KIND_FLOOR ? astar(board, hero.tile, target) : null;
    const path = found?.path ?? null;
    set({
      hero: { ...hero, target, from: hero.tile, path, cost: path ? found!.cost : 0, unreachable: !path, route: hero.route + 1, step: Infinity },
    });
  },
  heroDropRoute: () => {
    const { hero } = get();
    if (hero.path || hero.unreachable) set({ hero: { ...hero, path: null, unreachable: false } });
  },
  heroPlace: (tile) => {
    const { hero, board } = get();
    if (tile < 0 || tile >= board.size || board.kind[tile] !== KIND_FLOOR) return;
    set({ hero: { ...hero, ...noRoute, tile, placed: hero.placed + 1 } });
  },
  heroSyncBoard: () => {
    const { hero, board } = get();
    if (hero.board === board) return;
    const tile = keepOrCentre(hero.board, hero.tile, board);
    set({ hero: { ...hero, ...noRoute, board, tile, placed: hero.placed + 1 } });
  },
});
