/*
 * BoardView: one <svg data-testid="board"> with a <polygon> per tile.
 * Tiles are drawn once per board/layout by the tile renderer (TileLayer.tsx, tileRenderer.ts). Tiles that draw store
 * state get it as a code from a tile signal (tileSignal.ts), so a one-tile change redraws one tile. Pan and zoom rewrite the viewBox, and hover/cursor go through pointerStore: neither re-renders
 * tiles.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { pixelToAxial, tileAtAxial, type Axial, type Board } from '../../engine';
import { useHexlab } from '../../store';
import { BoardContext, type BoardContextValue } from './BoardContext';
import { scaleChunks } from './chunks';
import { boardGeometry, fitBox } from './geometry';
import type { TileComponent } from './HexTile';
import { pointerStore } from './pointerStore';
import type { TileSignal } from './tileSignal';
import { TileLayer } from './TileLayer';
import { createViewport, type Viewport } from './viewport';
import { directionAt, directionKeys } from './directions';
import { useBoardPointer, type BoardHandlers } from './useBoardPointer';

export interface BoardViewProps extends BoardHandlers {
  Tile: TileComponent;
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

/** How long a zoom must rest before the blocks of a big board are re-laid out for it. */
const RESCALE_AFTER_MS = 150;

export function BoardView({ Tile, overlay, label, onKey, board: given, className, signal, alsoFit, ...handlers }: BoardViewProps) {
  const stored = useHexlab((s) => s.board);
  const board = given ?? stored;
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewportRef = useRef<Viewport | null>(null);
  const geometry = useMemo(() => boardGeometry(board, orientation, parity, hexSize), [board, orientation, parity, hexSize]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- new with each board and geometry: see BoardContextValue
  const tileElement = useCallback((id: number) => svgRef.current?.querySelector<SVGPolygonElement>(`polygon[data-id="${id}"]`) ?? null, [board, geometry]);
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
        vp.settle();
        unitRef.current = vp.scale();
        // Only the blocks in view: the rest are laid out when a later pan or zoom brings them into view.
        const r = svg.getBoundingClientRect();
        scaleChunks(svg, unitRef.current, { left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, innerWidth), bottom: Math.min(r.bottom, innerHeight) });
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
      vp.zoom(factor, vp.toBoard(e.clientX, e.clientY), true);
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
      // Zoomed in, the view follows the cursor: it pans just enough to keep the tile and a tile around it on screen.
      if (next >= 0) vp?.reveal(geometry.cx[next], geometry.cy[next], 2 * Math.max(geometry.layout.size.x, geometry.layout.size.y));
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
          <FitUnit svgRef={svgRef} box={box} unitRef={unitRef} />
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

/**
 * Before a new board's tiles are drawn (its layout effect runs before the tile layer's), sets `unitRef` to the board
 * units per screen pixel of the fitted view, so the blocks of a big board are laid out for it from the first frame,
 * not re-laid out once the view has settled (60 ms on 10,000 tiles). The SVG holds no tiles yet, so measuring it is
 * cheap.
 */
function FitUnit({ svgRef, box, unitRef }: { svgRef: RefObject<SVGSVGElement | null>; box: { width: number; height: number }; unitRef: RefObject<number> }) {
  useLayoutEffect(() => {
    const r = svgRef.current?.getBoundingClientRect();
    if (r && r.width > 0 && r.height > 0) unitRef.current = Math.max(box.width / r.width, box.height / r.height);
  }, [svgRef, box, unitRef]);
  return null;
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
