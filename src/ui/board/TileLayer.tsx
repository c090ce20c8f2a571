/*
 * The tiles of a BoardView: React components, one memoised component per tile, in blocks. A block subscribes once
 * to the mode's tile signal (useSyncExternalStore) and hands each tile its code as a number prop, so a one-tile change
 * re-renders one block (a loop over its ids) and the one tile whose code changed. A block fills the tile index with
 * its polygons once they are in the DOM. Codes that came with a change of thousands of tiles (tileSignal.ts: closing a
 * replay of a big board) are drawn as a deferred value, a few blocks at a time: the store update's own render keeps
 * the blocks as they were, and React draws the new codes in background renders that yield to the browser every few
 * ms, so no frame waits for 62,500 tiles to render, restyle and repaint.
 *
 * A block draws its tiles' labels only while they can be read (tileScale.ts: large enough on screen, and the block in
 * view), so a big board of costs at fit draws its polygons and no text; marks (Minesweeper's numbers and flags) likewise
 * from a smaller size.
 *
 * Small boards are one block. Big ones (chunks.ts) are drawn in blocks that are each their own SVG root inside a
 * <foreignObject>, so a change repaints one block rather than the whole board; their strokes follow the camera.
 */
import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { BoardContextValue } from './BoardContext';
import { fitView, type Camera } from './camera';
import { layeredBlocksWork, tileChunks, type TileChunk } from './chunks';
import type { TileComponent } from './HexTile';
import type { TileSignal } from './tileSignal';
import { inView, LABELS, MARKS, textWatch, type Area } from './tileScale';

interface TileBlockProps {
  Tile: TileComponent;
  ctx: BoardContextValue;
  ids: readonly number[];
  signal?: TileSignal;
  /** the block's box, for whether it is in view (a board drawn as one block is always in view) */
  area?: Area;
}

const noCodes = () => null;
const noSubscription = () => () => {};

/** One block of tiles in a <g>, under one subscription to the tile signal. */
const TileBlock = memo(function TileBlock({ Tile, ctx, ids, signal, area }: TileBlockProps) {
  const { board, geometry, tiles, camera } = ctx;
  const size = geometry.layout.size.x;
  const group = useMemo(() => signal?.group(ids, board), [signal, ids, board]);
  // The prerendered first screen and its hydration draw the codes of the moment too (the store's snapshot is its state).
  const snapshot = group ? group.snapshot : noCodes;
  const current = useSyncExternalStore(group ? group.subscribe : noSubscription, snapshot, snapshot);
  // Bulk codes (a change of thousands of tiles) in a background render; any other change in the update's own render.
  const deferred = useDeferredValue(current);
  const codes = current && group?.bulk(current) ? deferred : current;
  // The signal wakes the next blocks of a bulk change once this one has drawn its part.
  useEffect(() => {
    if (group && codes) group.drawn(codes);
  }, [group, codes]);
  // Labels only where they can be read: a block's tiles get them when its tiles are large enough and it is in view;
  // marks (Minesweeper's numbers and flags) from a smaller size, below which a tile's fill shows its state.
  const watch = useMemo(() => textWatch(camera, size, area), [camera, size, area]);
  const text = useSyncExternalStore(watch.subscribe, watch.snapshot, watch.snapshot);
  const labels = (text & LABELS) !== 0;
  const marks = (text & MARKS) !== 0;
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (ref.current) tiles.fill(ids, ref.current);
    return () => tiles.drop(ids);
  }, [tiles, ids]);
  // The same elements while the codes drawn are the same: the store update's render of a bulk change (its codes
  // deferred) then leaves every tile of the block alone without a loop over them.
  const drawn = useMemo(() => {
    const { points, cx, cy } = geometry;
    const tiles = new Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      tiles[i] = (
        <Tile
          key={id}
          id={id}
          board={board}
          points={points[id]}
          cx={cx[id]}
          cy={cy[id]}
          size={size}
          code={codes ? codes[i] : 0}
          labels={labels}
          marks={marks}
        />
      );
    }
    return tiles;
  }, [Tile, ids, board, geometry, size, codes, labels, marks]);
  return (
    <g className="tile-run" ref={ref}>
      {drawn}
    </g>
  );
});

export const TileLayer = memo(function TileLayer({
  Tile,
  ctx,
  signal,
}: {
  Tile: TileComponent;
  ctx: BoardContextValue;
  signal?: TileSignal;
}) {
  const { board, geometry, camera } = ctx;
  const ref = useRef<SVGGElement>(null);
  const chunks = useMemo(() => tileChunks(board, geometry), [board, geometry]);
  const all = useMemo(() => (chunks ? [] : Array.from({ length: board.size }, (_, id) => id)), [chunks, board]);
  useLayoutEffect(() => {
    if (chunks && ref.current) return followCamera(camera, chunks, ref.current);
  }, [chunks, camera]);
  if (!chunks) {
    return (
      <g className="tiles">
        <TileBlock Tile={Tile} ctx={ctx} ids={all} signal={signal} />
      </g>
    );
  }
  return (
    <g className={layeredBlocksWork(document) ? 'tiles layered' : 'tiles'} ref={ref}>
      {chunks.map((c) => (
        <foreignObject key={c.key} className="tile-chunk" x={c.x} y={c.y} width={c.width} height={c.height}>
          <svg
            className="tile-chunk-svg"
            viewBox={`${c.x} ${c.y} ${c.width} ${c.height}`}
            width={c.width}
            height={c.height}
          >
            <TileBlock Tile={Tile} ctx={ctx} ids={c.ids} signal={signal} area={c} />
          </svg>
        </foreignObject>
      ))}
    </g>
  );
});

/**
 * Keeps the strokes of the blocks in view 1.5 screen pixels wide: a block is its own SVG root, where non-scaling
 * strokes would not see the board's zoom, so its tiles' strokes are `--px` (board units per screen pixel) wide. Set
 * from the camera as the blocks are drawn and each time a zoom settles, only on the blocks the view reaches (restyling
 * a block costs about 5 µs a tile); the others are set when a later settled view reaches them.
 */
function followCamera(camera: Camera, chunks: readonly TileChunk[], layer: SVGGElement): () => void {
  const blocks = [...layer.querySelectorAll<SVGSVGElement>('svg.tile-chunk-svg')];
  const set = new Array<number>(blocks.length).fill(NaN);
  const update = () => {
    const s = camera.get();
    if (s.moving) return;
    const v = fitView(s.drawn, s.width, s.height);
    chunks.forEach((c, i) => {
      if (set[i] === v.k || !inView(c, v)) return;
      set[i] = v.k;
      blocks[i]?.style.setProperty('--px', String(v.k));
    });
  };
  update();
  return camera.subscribe((s, prev) => {
    if (s.drawn !== prev.drawn || s.width !== prev.width || s.height !== prev.height || s.moving !== prev.moving)
      update();
  });
}
