/*
 * EditorBoard: the board view for the editor, drawing every cell of the levelData rectangle, voids included.
 * The normal BoardView draws the store's board, which has no tiles for void cells, so this view builds its own board
 * over the full rectangle (rebuilt only when the size or layout changes) and each tile reads its real value from the
 * store by row and column: painting one cell re-renders one tile. Pan/zoom write the viewBox, as in BoardView.
 */
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { filledLevel, makeBoard, pixelToAxial, tileAtAxial, type Board } from '../../engine';
import { useHexlab } from '../../store';
import { BoardContext, useBoardContext, type BoardContextValue } from '../board/BoardContext';
import { boardGeometry } from '../board/geometry';
import { pointerStore } from '../board/pointerStore';
import { createViewport, type Viewport } from '../board/viewport';
import { directionAt, directionKeys } from '../board/directions';
import { useBoardPointer, type BoardHandlers } from '../board/useBoardPointer';
import { CostLabels, EditorTile } from './EditorTile';

/** A board with a tile for every cell of a rows x cols rectangle. */
export function useFullBoard(): Board {
  const rows = useHexlab((s) => s.level.length);
  const cols = useHexlab((s) => s.level[0]?.length ?? 0);
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  return useMemo(() => makeBoard(filledLevel(rows, cols, 0), { orientation, parity }), [rows, cols, orientation, parity]);
}

const TileLayer = memo(function TileLayer({ ctx }: { ctx: BoardContextValue }) {
  const { board, geometry } = ctx;
  const tiles: ReactNode[] = [];
  for (let id = 0; id < board.size; id++) {
    tiles.push(<EditorTile key={id} id={id} board={board} points={geometry.points[id]} cx={geometry.cx[id]} cy={geometry.cy[id]} />);
  }
  return <g className="tiles">{tiles}</g>;
});

export function EditorBoard({ board, label, onKey, overlay, ...handlers }: BoardHandlers & { board: Board; label: string; overlay?: ReactNode; onKey?(key: string, cursor: number, e: KeyboardEvent): boolean }) {
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewportRef = useRef<Viewport | null>(null);
  const geometry = useMemo(() => boardGeometry(board, orientation, parity, hexSize), [board, orientation, parity, hexSize]);
  const tileElement = useCallback((id: number) => svgRef.current?.querySelector<SVGPolygonElement>(`polygon[data-id="${id}"]`) ?? null, []);
  const ctx = useMemo<BoardContextValue>(() => ({ board, geometry, tileElement }), [board, geometry, tileElement]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const b = geometry.box;
    const vp = createViewport(svg, () => ({ x: b.x, y: b.y, w: b.width, h: b.height }));
    viewportRef.current = vp;
    pointerStore.setState({ hover: -1, point: null, cursor: -1, press: null });
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      vp.zoom(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), vp.toBoard(e.clientX, e.clientY));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [geometry]);

  const tileAt = useCallback((x: number, y: number) => tileAtAxial(board, pixelToAxial(geometry.layout, { x, y })), [board, geometry]);
  const pointer = useBoardPointer(svgRef, viewportRef, tileAt, handlers);

  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    const vp = viewportRef.current;
    const key = e.key;
    if (key === '+' || key === '=') return void (vp?.zoom(1.25), e.preventDefault());
    if (key === '-' || key === '_') return void (vp?.zoom(0.8), e.preventDefault());
    if (key === '0') return void (vp?.fit(), e.preventDefault());
    if (board.size === 0) return;
    const cursor = Math.max(0, pointerStore.getState().cursor);
    const dir = e.ctrlKey || e.metaKey || e.altKey ? -1 : keyDirection(key, geometry.layout, board.row[cursor] ?? 0);
    if (dir >= 0) {
      const next = board.neighbors[cursor * 6 + dir];
      pointerStore.setState({ cursor: next >= 0 ? next : cursor });
      return void e.preventDefault();
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
          className="board editor-board"
          role="application"
          aria-label={label}
          tabIndex={0}
          preserveAspectRatio="xMidYMid meet"
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (pointerStore.getState().cursor < 0 && board.size > 0) pointerStore.setState({ cursor: 0 });
          }}
          {...pointer}
        >
          {/* Keyed by the board: a new board mounts a fresh group in one insertion, where reusing the old group
              would make React look up a DOM sibling for every added tile (quadratic on a 250 x 250 board). */}
          <TileLayer key={`${board.rows}x${board.cols}:${board.orientation}:${board.parity}`} ctx={ctx} />
          <g className="overlay" pointerEvents="none">
            <CostLabels />
            {overlay}
            <Ring field="cursor" className="cursor-ring" testId="cursor" />
            <Ring field="hover" className="editor-hover" />
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

const ARROWS: Record<string, number> = { ArrowRight: 0, ArrowLeft: 180, ArrowUp: -90, ArrowDown: 90 };

/** The direction a key moves the cursor: the six layout keys, or arrows (zig-zag where straight has no neighbour). */
function keyDirection(key: string, layout: BoardContextValue['geometry']['layout'], row: number): number {
  const six = directionKeys(layout).find((d) => d.key === key.toLowerCase());
  if (six) return six.direction;
  if (!(key in ARROWS)) return -1;
  let angle = ARROWS[key];
  if (layout.orientation === 'pointy' && (key === 'ArrowUp' || key === 'ArrowDown')) angle += row % 2 === 0 ? 30 : -30;
  if (layout.orientation === 'flat' && (key === 'ArrowLeft' || key === 'ArrowRight')) angle += key === 'ArrowRight' ? -30 : 30;
  return directionAt(layout, angle);
}

/** An outline following the cursor or the hovered tile, written to the DOM from pointerStore without re-rendering tiles. */
function Ring({ field, className, testId }: { field: 'cursor' | 'hover'; className: string; testId?: string }) {
  const ref = useRef<SVGPolygonElement>(null);
  const { geometry } = useBoardContext();
  useEffect(() => {
    const draw = (id: number) => {
      const el = ref.current;
      if (!el) return;
      if (id < 0 || id >= geometry.points.length) return el.setAttribute('visibility', 'hidden');
      el.setAttribute('visibility', 'visible');
      el.setAttribute('points', geometry.points[id]);
    };
    draw(pointerStore.getState()[field]);
    return pointerStore.subscribe((s, prev) => {
      if (s[field] !== prev[field]) draw(s[field]);
    });
  }, [field, geometry]);
  return <polygon ref={ref} className={className} data-testid={testId} visibility="hidden" />;
}
