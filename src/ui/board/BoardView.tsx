/*
 * BoardView: one <svg data-testid="board"> with a <polygon> per tile.
 * Tiles are rendered once per board/layout. Tiles that draw store state either read it through a tile signal (codes
 * handed down per block, see tileSignal.ts) or select it themselves; either way a one-tile change re-renders one tile. Pan and zoom rewrite the viewBox, and hover/cursor go through pointerStore: neither re-renders tiles.
 */
import { memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { axialToPixel, hexExtent, pixelToAxial, tileAtAxial, type Axial, type Board } from '../../engine';
import { useHexlab } from '../../store';
import { BoardContext, type BoardContextValue } from './BoardContext';
import { scaleChunks, tileChunks } from './chunks';
import { boardGeometry, type BoardGeometry } from './geometry';
import type { TileProps } from './HexTile';
import { pointerStore } from './pointerStore';
import type { TileSignal } from './tileSignal';
import { createViewport, type Viewport } from './viewport';
import { directionAt, directionKeys } from './directions';
import { useBoardPointer, type BoardHandlers } from './useBoardPointer';

export interface BoardViewProps extends BoardHandlers {
  Tile: ComponentType<TileProps>;
  /** the board to draw; defaults to the store's board (the editor draws its full rectangle, voids included) */
  board?: Board;
  className?: string;
  /** drawn above the tiles, inside the zoomed group; never takes the pointer */
  overlay?: ReactNode;
  label: string;
  /** hexes drawn in overlays beyond the board's tiles (the four kinds' missing slots) that "Fit board" must show too */
  alsoFit?: readonly Axial[];
  /** where the tiles' codes come from (MinesTile and ProximityTile need theirs); without it every code is 0 */
  signal?: TileSignal;
  /** a key pressed while the board has focus; return true when handled */
  onKey?(key: string, cursor: number, event: KeyboardEvent): boolean;
}

interface TileRunProps {
  Tile: ComponentType<TileProps>;
  ctx: BoardContextValue;
  ids: readonly number[];
  signal?: TileSignal;
}

/** A run of tiles under one subscription to the tile signal: a change re-renders the run and the tiles it changed. */
const TileRun = memo(function TileRun({ Tile, ctx, ids, signal }: TileRunProps) {
  const { board, geometry } = ctx;
  const group = useMemo(() => signal?.group(ids), [signal, ids]);
  useSyncExternalStore(group ? group.subscribe : noSubscription, group ? group.version : noVersion);
  const codes = group?.codes;
  const size = geometry.layout.size.x;
  return ids.map((id, i) => (
    <Tile key={id} id={id} board={board} points={geometry.points[id]} cx={geometry.cx[id]} cy={geometry.cy[id]} size={size} code={codes ? codes[i] : 0} />
  ));
});

const noSubscription = () => () => {};
const noVersion = () => 0;

const TileLayer = memo(function TileLayer({ Tile, ctx, unit, signal }: { Tile: ComponentType<TileProps>; ctx: BoardContextValue; unit(): number; signal?: TileSignal }) {
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
          <svg className="tile-chunk-svg" viewBox={`${c.x} ${c.y} ${c.width} ${c.height}`} data-width={c.width} data-height={c.height}>
            {primed && <LayerPrimer x={c.x} y={c.y} size={geometry.layout.size.x} />}
            <TileRun Tile={Tile} ctx={ctx} ids={c.ids} signal={signal} />
          </svg>
        </foreignObject>
      ))}
    </g>
  );
});

/** How long a zoom must rest before the blocks of a big board are re-laid out for it. */
const RESCALE_AFTER_MS = 150;

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

export function BoardView({ Tile, overlay, label, onKey, board: given, className, signal, alsoFit, ...handlers }: BoardViewProps) {
  const stored = useHexlab((s) => s.board);
  const board = given ?? stored;
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewportRef = useRef<Viewport | null>(null);
  const geometry = useMemo(() => boardGeometry(board, orientation, parity, hexSize), [board, orientation, parity, hexSize]);

  const tileElement = useCallback((id: number) => svgRef.current?.querySelector<SVGPolygonElement>(`polygon[data-id="${id}"]`) ?? null, []);
  const ctx = useMemo<BoardContextValue>(() => ({ board, geometry, tileElement }), [board, geometry, tileElement]);
  /** board units per screen pixel when the blocks of a big board were last sized (see chunks.ts) */
  const unitRef = useRef(1);
  const unit = useCallback(() => unitRef.current, []);

  const box = useMemo(() => fitBox(geometry, alsoFit), [geometry, alsoFit]);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const b = box;
    // Blocks of a big board are re-laid out for the zoom once it settles: until then their strokes scale with the
    // zoom like a map's, and a zoom gesture or the first frame never waits for a relayout of every tile.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rescale = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        unitRef.current = vp.scale();
        scaleChunks(svg, unitRef.current);
      }, RESCALE_AFTER_MS);
    };
    const vp = createViewport(svg, () => ({ x: b.x, y: b.y, w: b.width, h: b.height }), rescale);
    viewportRef.current = vp;
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(rescale);
    resized?.observe(svg);
    pointerStore.setState({ hover: -1, point: null, cursor: -1, press: null });
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      vp.zoom(factor, vp.toBoard(e.clientX, e.clientY));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      svg.removeEventListener('wheel', onWheel);
      resized?.disconnect();
      clearTimeout(timer);
    };
  }, [box]);

  const tileAt = useCallback(
    (x: number, y: number) => tileAtAxial(board, pixelToAxial(geometry.layout, { x, y })),
    [board, geometry],
  );
  const pointer = useBoardPointer(svgRef, viewportRef, tileAt, handlers);

  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    const vp = viewportRef.current;
    const key = e.key;
    if (key === '+' || key === '=') return void (vp?.zoom(1.25), e.preventDefault());
    if (key === '-' || key === '_') return void (vp?.zoom(0.8), e.preventDefault());
    if (key === '0') return void (vp?.fit(), e.preventDefault());
    if (board.size === 0) return;
    let cursor = pointerStore.getState().cursor;
    if (cursor < 0) cursor = firstFloor(board);
    const dir = cursorDirection(key, geometry.layout, board.row[cursor] ?? 0);
    if (dir >= 0 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const next = board.neighbors[cursor * 6 + dir];
      pointerStore.setState({ cursor: next >= 0 ? next : cursor });
      e.preventDefault();
      return;
    }
    if (onKey?.(key, cursor, e.nativeEvent)) {
      pointerStore.setState({ cursor });
      e.preventDefault();
    }
  };

  return (
    <BoardContext.Provider value={ctx}>
      <div className="board-frame">
        <svg
          ref={svgRef}
          data-testid="board"
          className={className ? `board ${className}` : 'board'}
          role="application"
          aria-label={label}
          tabIndex={0}
          preserveAspectRatio="xMidYMid meet"
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (pointerStore.getState().cursor < 0 && board.size > 0) pointerStore.setState({ cursor: firstFloor(board) });
          }}
          {...pointer}
        >
          {/* Keyed by the board's shape: a new board mounts fresh instead of reconciling thousands of moved tiles. */}
          <TileLayer key={`${board.rows}x${board.cols}:${board.orientation}:${board.parity}:${board.size}`} Tile={Tile} ctx={ctx} unit={unit} signal={signal} />
          <g className="overlay" pointerEvents="none">
            {overlay}
            <CursorRing />
          </g>
        </svg>
        <div className="board-zoom" role="group" aria-label="Zoom">
          <button type="button" onClick={() => viewportRef.current?.zoom(1.25)} aria-label="Zoom in">+</button>
          <button type="button" onClick={() => viewportRef.current?.zoom(0.8)} aria-label="Zoom out">−</button>
          <button type="button" onClick={() => viewportRef.current?.fit()}>Fit board</button>
        </div>
      </div>
    </BoardContext.Provider>
  );
}

/** The board's box, grown to take in the hexes at `extra` (axial) too. */
function fitBox(geometry: BoardGeometry, extra?: readonly Axial[]): BoardGeometry['box'] {
  const b = geometry.box;
  if (!extra?.length) return b;
  const { width: w, height: h } = hexExtent(geometry.layout);
  let [x0, y0, x1, y1] = [b.x, b.y, b.x + b.width, b.y + b.height];
  for (const a of extra) {
    const p = axialToPixel(geometry.layout, a);
    x0 = Math.min(x0, p.x - w);
    y0 = Math.min(y0, p.y - h);
    x1 = Math.max(x1, p.x + w);
    y1 = Math.max(y1, p.y + h);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

const firstFloor = (board: { size: number; kind: Uint8Array }) => {
  for (let i = 0; i < board.size; i++) if (board.kind[i] === 0) return i;
  return 0;
};

const ARROWS: Record<string, number> = { ArrowRight: 0, ArrowLeft: 180, ArrowUp: -90, ArrowDown: 90 };

/** The direction a key moves the cursor: the six layout keys, or arrows (up/down zig-zag in rows-offset boards). */
function cursorDirection(key: string, layout: BoardContextValue['geometry']['layout'], row: number): number {
  const k = key.toLowerCase();
  const six = directionKeys(layout).find((d) => d.key === k);
  if (six) return six.direction;
  if (!(key in ARROWS)) return -1;
  let angle = ARROWS[key];
  // In the horizontal layout straight up/down has no neighbour: alternate between the two diagonals.
  if (layout.orientation === 'pointy' && (key === 'ArrowUp' || key === 'ArrowDown')) angle += row % 2 === 0 ? 30 : -30;
  if (layout.orientation === 'flat' && (key === 'ArrowLeft' || key === 'ArrowRight')) angle += key === 'ArrowRight' ? -30 : 30;
  return directionAt(layout, angle);
}

/** The keyboard focus cursor, drawn as an outline that follows pointerStore without re-rendering tiles. */
function CursorRing() {
  const ref = useRef<SVGPolygonElement>(null);
  const ctx = useBoardContextSafe();
  useEffect(() => {
    if (!ctx) return;
    const draw = (cursor: number) => {
      const el = ref.current;
      if (!el) return;
      if (cursor < 0 || cursor >= ctx.board.size) return el.setAttribute('visibility', 'hidden');
      el.setAttribute('visibility', 'visible');
      el.setAttribute('points', ctx.geometry.points[cursor]);
    };
    draw(pointerStore.getState().cursor);
    return pointerStore.subscribe((s, prev) => {
      if (s.cursor !== prev.cursor) draw(s.cursor);
    });
  }, [ctx]);
  return <polygon ref={ref} className="cursor-ring" data-testid="cursor" visibility="hidden" />;
}

function useBoardContextSafe() {
  return useContext(BoardContext);
}
