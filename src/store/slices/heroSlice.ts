import type { StateCreator } from 'zustand';
import { isFloor, tileAtOffset, type Board } from '../../engine';
import { tileOnNewBoard } from '../../games/hero';
import { astar, type SearchAlgorithm } from '../../games/pathfinding';
import type { AppState, BoardReset, LinkField, ModeLink, ModePart } from '../state/app';

import type { HeroSlice } from '../state/hero';

export type { SearchAlgorithm };
export type { DistanceKind, InspectorLabels } from '../state/hero';

const noRoute = { target: -1, from: -1, path: null, cost: 0, unreachable: false } as const;

/** A new board: the hero stays on its row and column when that is still floor (an edit), else goes to the middle. */
const heroForBoard: BoardReset = ({ board, hero }, prev) => {
  const tile = tileOnNewBoard(prev.board, hero.tile, board);
  return { hero: { ...hero, ...noRoute, tile, spawn: { tile } } };
};

type Hero = HeroSlice['hero'];

/** The hero set down on a floor tile's centre (a share link's hero), its route forgotten; the same hero elsewhere. */
function placedHero(hero: Hero, board: Board, tile: number): Hero {
  if (tile < 0 || tile >= board.size || !isFloor(board, tile)) return hero;
  return { ...hero, ...noRoute, tile, spawn: { tile } };
}

/** The hero with the shortest route from its tile to `target` planned, to walk; the same hero when there is no such target. */
function routedHero(hero: Hero, board: Board, target: number): Hero {
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

/** A tile's cell (row, column), as a link names it. */
const cellOf = (board: Board, id: number) => ({ row: board.row[id], col: board.col[id] });

/** The hero in a link (`h=`, `ht=`): its tile and its target, by cell; a link puts it down there with its route. */
const heroLink: ModeLink<'hero'> = {
  toLink: ({ board, hero }) => {
    if (hero.tile < 0) return undefined;
    const field: LinkField<'hero'> = { tile: cellOf(board, hero.tile) };
    if (hero.target >= 0) field.target = cellOf(board, hero.target);
    return field;
  },
  fromLink: ({ board, hero }, field) => {
    const tile = tileAtOffset(board, field.tile);
    const target = field.target && tile >= 0 ? tileAtOffset(board, field.target) : -1;
    return { hero: routedHero(placedHero(hero, board, tile), board, target) };
  },
  changed: (s, prev) => s.hero?.target !== prev.hero?.target,
};

/** The hero's part of the store, added the first time its code loads (modeParts.ts). */
export const heroPart: ModePart<'hero'> = {
  mode: 'hero',
  create: createHeroSlice,
  forBoard: heroForBoard,
  link: heroLink,
};
