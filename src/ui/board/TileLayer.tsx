/*
 * The tiles of a BoardView: flat for small boards, in blocks (each its own SVG root and compositing layer, see
 * chunks.ts) for big ones, each run of tiles under one subscription to the mode's tile signal.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BoardContextValue } from './BoardContext';
import { scaleChunks, tileChunks } from './chunks';
import type { TileComponent, TileProps } from './HexTile';
import { drawTiles } from './tileRenderer';
import type { TileSignal } from './tileSignal';

interface TileRunProps {
  Tile: TileComponent;
  ctx: BoardContextValue;
  ids: readonly number[];
  signal?: TileSignal;
}

/**
 * A run of tiles in one <g>, drawn by the tile renderer (tileRenderer.ts) and kept current by one subscription to the
 * tile signal: when a code changes, only that tile's function runs again and only its nodes are patched, in the same
 * store update.
 */
const TileRun = memo(function TileRun({ Tile, ctx, ids, signal }: TileRunProps) {
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const g = ref.current;
    if (!g) return;
    const { board, geometry } = ctx;
    const group = signal?.group(ids, board);
    const codes = group?.codes;
    const size = geometry.layout.size.x;
    const tileProps = (i: number, code: number): TileProps => {
      const id = ids[i];
      return { id, board, points: geometry.points[id], cx: geometry.cx[id], cy: geometry.cy[id], size, code };
    };
    const tiles = drawTiles(g, Tile, ids.length, (i) => tileProps(i, codes ? codes[i] : 0));
    if (!group || !codes) return () => tiles.clear();
    const shown = codes.slice();
    const sync = () => {
      for (let i = 0; i < ids.length; i++) {
        if (!Object.is(codes[i], shown[i])) {
          const was = tileProps(i, shown[i]);
          shown[i] = codes[i];
          tiles.redraw(i, was);
        }
      }
    };
    const unsubscribe = group.subscribe(sync);
    sync(); // the store may have moved between drawing and subscribing
    return () => {
      unsubscribe();
      tiles.clear();
    };
  }, [Tile, ctx, ids, signal]);
  return <g className="tile-run" ref={ref} />;
});

export const TileLayer = memo(function TileLayer({ Tile, ctx, unit, signal }: { Tile: TileComponent; ctx: BoardContextValue; unit(): number; signal?: TileSignal }) {
  const { board, geometry } = ctx;
  const ref = useRef<SVGGElement>(null);
  const chunks = useMemo(() => tileChunks(board, geometry), [board, geometry]);
  const all = useMemo(() => (chunks ? [] : Array.from({ length: board.size }, (_, id) => id)), [chunks, board]);
  useLayoutEffect(() => {
    if (chunks && ref.current) scaleChunks(ref.current, unit());
  }, [chunks, unit]);
  // Primers come two frames after the tiles: a page's first text costs a font lookup, which the first frame of a big
  // board should not wait for.
  const [primed, setPrimed] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPrimed(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!chunks) {
    return (
      <g className="tiles">
        {primed && <LayerPrimer x={geometry.box.x} y={geometry.box.y} size={geometry.layout.size.x} />}
        <TileRun Tile={Tile} ctx={ctx} ids={all} signal={signal} />
      </g>
    );
  }
  return (
    <g className="tiles" ref={ref}>
      {chunks.map((c) => (
        <foreignObject key={c.key} className="tile-chunk" x={c.x} y={c.y} width={c.width} height={c.height}>
          <svg className="tile-chunk-svg" viewBox={`${c.x} ${c.y} ${c.width} ${c.height}`} width={c.width} height={c.height}>
            {primed && <LayerPrimer x={c.x} y={c.y} size={geometry.layout.size.x} />}
            <TileRun Tile={Tile} ctx={ctx} ids={c.ids} signal={signal} />
          </svg>
        </foreignObject>
      ))}
    </g>
  );
});

/**
 * An invisible text painted in each tile layer from the start. Chromium redoes its layerization of the whole page
 * when a layer paints its first text (measured here: 17-30 ms on 62,500 tiles, against ~1 ms for later changes), so
 * without it the first number or flag shown in each block of a big board would miss a frame. It must be about as big
 * as a tile's number: a 1-unit text did not count.
 */
function LayerPrimer({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <text className="layer-primer" x={x + size} y={y + size * 2} fontSize={Math.max(7, size)} aria-hidden="true">
      0
    </text>
  );
}

