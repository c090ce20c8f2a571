import { useEffect, useMemo } from 'react';
import { boardDistance, fieldOfView, isFloor, type Board } from '../../engine';
import { reachable, walkingDistance } from '../../games/pathfinding';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import type { TileIndex } from '../board/tileIndex';

/** Above this many tiles the distance numbers are left out (the tiles still carry data-distance). */
const MAX_NUMBERS = 4000;

/**
 * The hero-centred overlays: reachable tiles (data-reach), line of sight (data-sight="hidden" on tiles the hero
 * cannot see) and distances (data-distance plus a number). They follow the tile under the hero, not its exact
 * position, so they recompute only when the hero crosses into another tile.
 */
export function FieldOverlays() {
  const { board, geometry, tiles } = useBoardContext();
  const tile = useHexlab((s) => s.hero.tile);
  const reach = useHexlab((s) => s.hero.reach);
  const reachBy = useHexlab((s) => s.hero.reachBy);
  const amount = useHexlab((s) => s.hero.reachAmount);
  const sight = useHexlab((s) => s.hero.sight);
  const distance = useHexlab((s) => s.hero.distance);
  const kind = useHexlab((s) => s.hero.distanceKind);
  const from = tile >= 0 && tile < board.size ? tile : -1;

  const reachMask = useMemo(
    () => (reach && from >= 0 ? reachSet(board, from, reachBy, amount) : null),
    [board, from, reach, reachBy, amount],
  );
  const seen = useMemo(() => (sight && from >= 0 ? fieldOfView(board, from) : null), [board, from, sight]);
  const dist = useMemo(
    () => (distance && from >= 0 ? distances(board, from, kind) : null),
    [board, from, distance, kind],
  );

  useMarks(tiles, 'data-reach', reachMask, asReach);
  useMarks(tiles, 'data-sight', seen, asSight);
  useMarks(tiles, 'data-distance', dist, asDistance);

  if (!dist || board.size > MAX_NUMBERS || geometry.layout.size.x < 10) return null;
  const size = geometry.layout.size.x;
  const nodes = [];
  for (let id = 0; id < board.size; id++) {
    if (dist[id] < 0 || !isFloor(board, id)) continue;
    nodes.push(
      <text
        key={id}
        x={geometry.cx[id]}
        y={geometry.cy[id] - size * 0.5}
        fontSize={size * 0.32}
        className="hero-distance"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {dist[id]}
      </text>,
    );
  }
  return (
    <g aria-hidden="true" data-testid="distance-overlay">
      {nodes}
    </g>
  );
}

const asReach = (v: number) => (v ? '' : null);
const asSight = (v: number) => (v ? null : 'hidden');
const asDistance = (v: number) => (v >= 0 ? String(v) : null);

/** Write one data attribute on every tile from per-tile values (null = absent); remove them all when they go away. */
function useMarks(
  tiles: TileIndex,
  attr: string,
  values: ArrayLike<number> | null,
  format: (v: number) => string | null,
) {
  useEffect(() => {
    if (!values) return;
    const marked: SVGPolygonElement[] = [];
    for (let id = 0; id < values.length; id++) {
      const v = format(values[id]);
      if (v === null) continue;
      const el = tiles.get(id);
      if (!el) continue;
      el.setAttribute(attr, v);
      marked.push(el);
    }
    return () => marked.forEach((el) => el.removeAttribute(attr));
  }, [tiles, attr, values, format]);
}

/** 1 for every tile the hero can reach within `amount` steps or within a movement-cost budget of `amount`. */
function reachSet(board: Board, from: number, by: 'steps' | 'cost', amount: number): Uint8Array {
  const r = reachable(board, from, by === 'steps' ? { maxSteps: amount } : { budget: amount });
  const mask = new Uint8Array(board.size);
  for (let id = 0; id < board.size; id++) mask[id] = r[id] >= 0 ? 1 : 0;
  return mask;
}

/** Steps as the crow flies (hex distance) or the cheapest walking cost around walls (-1 where unreachable). */
function distances(board: Board, from: number, kind: 'hex' | 'walk'): ArrayLike<number> {
  if (kind === 'walk') return walkingDistance(board, from);
  const out = new Int32Array(board.size);
  const a = { q: board.q[from], r: board.r[from] };
  for (let id = 0; id < board.size; id++) out[id] = boardDistance(board, a, { q: board.q[id], r: board.r[id] });
  return out;
}
