import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { useStepMarks } from './useStepMarks';

/**
 * The planned route: each tile on it carries data-path (its step index, 0 where the hero set off), written
 * straight onto the polygons, and a line joins the tile centres. Only a new route re-renders this layer.
 */
export function PathMarks() {
  const { board, geometry, tiles } = useBoardContext();
  const path = useHexlab((s) => s.hero.path);
  const target = useHexlab((s) => s.hero.target);
  const unreachable = useHexlab((s) => s.hero.unreachable);

  useStepMarks(path, tiles, 'data-path');

  useEffect(() => {
    // The target is marked while a route (or the answer that there is none) is shown; the inspector keeps it after.
    const shown = path !== null || unreachable;
    const el = shown && target >= 0 && target < board.size ? tiles.get(target) : null;
    if (!el) return;
    el.setAttribute('data-target', unreachable ? 'unreachable' : 'reachable');
    return () => el.removeAttribute('data-target');
  }, [board, target, path, unreachable, tiles]);

  if (!path || path.length < 2) return null;
  const points = path
    .filter((id) => id < board.size)
    .map((id) => `${geometry.cx[id]},${geometry.cy[id]}`)
    .join(' ');
  const last = path[path.length - 1];
  return (
    <g className="hero-path" aria-hidden="true">
      <polyline points={points} className="hero-path-line" />
      <circle
        cx={geometry.cx[last]}
        cy={geometry.cy[last]}
        r={geometry.layout.size.x * 0.28}
        className="hero-path-end"
      />
    </g>
  );
}
