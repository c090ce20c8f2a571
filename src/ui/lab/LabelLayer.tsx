/*
 * Tile labels, drawn only for the tiles on screen and only when they are big enough to read.
 * Pan and zoom move the camera without React; useVisibleArea follows it once a frame, so this layer re-renders a
 * few hundred <text> nodes at most and never a tile. The distance overlay's data-distance attributes are written
 * on the polygons (found through the tile index) on every hover change.
 */
import { useEffect, useMemo } from 'react';
import { boardDistance, tileAxial, type Board } from '../../engine';
import { labelLines, type CoordinateSystem } from '../../games/lab/coordinates';
import { measuredFrom, originTile } from '../../games/lab/origin';
import { isReadable, labelExtent, labelFontSize, textEm } from '../../games/lab/labelFit';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import type { TileIndex } from '../board/tileIndex';
import { pointerStore } from '../board/pointerStore';
import { usePointer } from '../board/usePointer';
import { labViewStore } from './labView';
import { useVisibleArea, type VisibleArea } from './useVisibleArea';

const AXIS_CLASS = ['axis-q', 'axis-r', 'axis-s'];

export function LabelLayer({ system }: { system: CoordinateSystem | 'none' }) {
  const { board, geometry, tiles } = useBoardContext();
  const distance = useHexlab((s) => s.lab.distance);
  const relative = useHexlab((s) => s.lab.relative);
  const chosen = useHexlab((s) => s.lab.origin);
  const origin = useMemo(
    () => (relative && board.size > 0 ? tileAxial(board, originTile(board, chosen)) : null),
    [relative, board, chosen],
  );
  const text = (id: number) =>
    labelLines(
      layout,
      measuredFrom(system as CoordinateSystem, { q: board.q[id], r: board.r[id] }, origin),
      system as CoordinateSystem,
    );
  const hover = usePointer((s) => (distance ? s.hover : -1));
  const area = useVisibleArea();
  const { layout } = geometry;
  const size = layout.size.x;

  const labelFont = useMemo(() => {
    if (system === 'none') return 0;
    const lines: string[][] = [];
    for (let id = 0; id < board.size; id++) lines.push(text(id));
    const { em, lines: n } = labelExtent(lines);
    return labelFontSize(size, layout.orientation, em, n);
    // text() reads board, layout, system and origin
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [board, layout, system, size, origin]);
  const distanceFont = labelFontSize(size, layout.orientation, textEm('00'), 1);

  useDistanceAttributes(board, tiles, distance);

  const showDistance = hover >= 0 && hover < board.size;
  const font = showDistance ? distanceFont : labelFont;
  const active = showDistance || system !== 'none';
  const readable = !area || isReadable(font, area.unitsPerPixel);
  useEffect(() => {
    labViewStore.setState({ labelsTooSmall: active && !readable });
  }, [active, readable]);
  useEffect(() => () => labViewStore.setState({ labelsTooSmall: false }), []);

  const ids = active && readable && area ? tilesInView(board, geometry.cx, geometry.cy, area, size) : [];
  const nodes = ids.map((id) => {
    const x = geometry.cx[id];
    const y = geometry.cy[id];
    if (showDistance) {
      const d = boardDistance(board, { q: board.q[hover], r: board.r[hover] }, { q: board.q[id], r: board.r[id] });
      return (
        <text
          key={id}
          data-label-for={id}
          x={x}
          y={y}
          fontSize={font}
          className="lab-label distance-label"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {d}
        </text>
      );
    }
    const lines = text(id);
    if (lines.length === 1) {
      return (
        <text
          key={id}
          data-label-for={id}
          x={x}
          y={y}
          fontSize={font}
          className="lab-label"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {lines[0]}
        </text>
      );
    }
    const top = -((lines.length - 1) / 2) * 1.1;
    return (
      <text key={id} data-label-for={id} x={x} y={y} fontSize={font} className="lab-label stacked" textAnchor="middle">
        {lines.map((line, i) => (
          <tspan key={i} x={x} dy={`${i === 0 ? top : 1.1}em`} dominantBaseline="central" className={AXIS_CLASS[i]}>
            {line}
          </tspan>
        ))}
      </text>
    );
  });
  return (
    <g aria-hidden="true" className="lab-labels">
      {nodes}
    </g>
  );
}

/** Ids of the tiles whose centre lies on screen (with a hex of margin), in id order. */
function tilesInView(board: Board, cx: Float64Array, cy: Float64Array, area: VisibleArea, size: number): number[] {
  const out: number[] = [];
  const x0 = area.x - size;
  const x1 = area.x + area.w + size;
  const y0 = area.y - size;
  const y1 = area.y + area.h + size;
  for (let id = 0; id < board.size; id++) {
    const x = cx[id];
    const y = cy[id];
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) out.push(id);
  }
  return out;
}

/** Every tile carries data-distance from the hovered tile while the overlay is on (CONTRACT.md). */
function useDistanceAttributes(board: Board, tiles: TileIndex, on: boolean) {
  useEffect(() => {
    if (!on) return;
    let marked = false;
    const draw = (hover: number) => {
      if (hover < 0 || hover >= board.size) {
        if (marked) for (let id = 0; id < board.size; id++) tiles.get(id)?.removeAttribute('data-distance');
        marked = false;
        return;
      }
      const from = { q: board.q[hover], r: board.r[hover] };
      for (let id = 0; id < board.size; id++)
        tiles
          .get(id)
          ?.setAttribute('data-distance', String(boardDistance(board, from, { q: board.q[id], r: board.r[id] })));
      marked = true;
    };
    draw(pointerStore.getState().hover);
    const unsub = pointerStore.subscribe((s, prev) => {
      if (s.hover !== prev.hover) draw(s.hover);
    });
    return () => {
      unsub();
      draw(-1);
    };
  }, [board, tiles, on]);
}
