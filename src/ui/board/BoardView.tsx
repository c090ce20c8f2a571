/*
 * BoardView: one <svg data-testid="board"> with a <polygon> per tile.
 * Tiles are memoised React components in blocks (TileLayer.tsx); tiles that draw store state get it as a code from a
 * tile signal (tileSignal.ts), so a one-tile change re-renders one tile. The view belongs to the camera (camera.ts):
 * pan and zoom never re-render React, they move the camera, and the SVG and everything that follows the view listen
 * to it. Overlays mark tiles through the tile index (tileIndex.ts); hover and the cursor go through pointerStore.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { pixelToAxial } from '../../engine/layout';
import { tileAtAxial, tileAtOffset, type Board } from '../../engine/board';
import type { Axial } from '../../engine/types';
import { cursorStep, firstFloorTile } from '../../games/directions/cursor';
import { useHexlab } from '../../store';
import { BoardContext, useBoardContext, type BoardContextValue } from './BoardContext';
import { bindCamera, createCamera, measureFrame, type FrameSize } from './camera';
import { boardGeometry, fitBox } from './geometry';
import { useBoardLayout } from './boardLayout';
import type { TileComponent } from './HexTile';
import { pointerStore } from './pointerStore';
import { createTileIndex } from './tileIndex';
import type { TileSignal } from './tileSignal';
import { TileLayer } from './TileLayer';
import { pinSize } from './pinnedSize';
import { markTileScale } from './tileScale';
import { TurnToFit } from './TurnToFit';
import { useBoardPointer, type BoardHandlers } from './useBoardPointer';
import { takeBoardTaps } from './boardTaps';
import { keepBoardClicks } from './pressOnBoard';
import { useT } from '../i18n';

export interface BoardViewProps extends BoardHandlers {
  Tile: TileComponent;
  /** the board to draw; defaults to the store's board (the editor draws its full rectangle, voids included) */
  board?: Board;
  className?: string;
  /** drawn above the tiles inside the board's <svg> (labels, paths, marks); never takes the pointer */
  overlay?: ReactNode;
  /**
   * drawn in the <svg> laid over the board, for drawings redrawn as the pointer moves (a brush outline, a press ring):
   * changing them repaints that small layer, not the board. Same board units; never takes the pointer.
   */
  pointerOverlay?: ReactNode;
  label: string;
  /** hexes drawn in overlays beyond the board's tiles (the four kinds' missing slots) that "Fit board" must show too */
  alsoFit?: readonly Axial[];
  /** where the tiles' codes come from (MinesweeperTile and ProximityTile need theirs); without it every code is 0 */
  signal?: TileSignal;
  /** drawn in the bar under the board, beside the zoom buttons: the mode's key legend */
  footer?: ReactNode;
  /** a key pressed while the board has focus; return true when handled */
  onKey?(key: string, cursor: number, event: KeyboardEvent): boolean;
  /** offer "Turn to fit" for a given board too (a mode drawing its own board in the store's layout keeps its game turned) */
  turnToFit?: boolean;
  /**
   * a zoom-in step (button, + key) from tiles smaller than this circumradius on screen (CSS px) brings them to it in
   * one step, at the place last pressed on the board (small cells to a readable, tappable size on a phone)
   */
  readableRadius?: number;
}

export function BoardView({
  Tile,
  overlay,
  pointerOverlay,
  label,
  onKey,
  board: given,
  className,
  signal,
  alsoFit,
  footer,
  turnToFit,
  readableRadius,
  ...handlers
}: BoardViewProps) {
  const stored = useHexlab((s) => s.board);
  const board = given ?? stored;
  // The store's board owns the layout; a board given in its place (the Editor's rectangle) is built in the same one.
  const layout = useBoardLayout();
  const svgRef = useRef<SVGSVGElement>(null);
  // The <svg>'s size, measured once while it is empty (a measure with the tiles in would lay them all out an extra
  // time: 100 ms at 10,000 tiles), then kept by the camera's resize observer for every board this view shows. The
  // tiles mount once it is known, in the same task, before the first paint.
  const frame = useRef<FrameSize | null>(null);
  const [measured, setMeasured] = useState(false);
  // The prerendered first screen (and the render that hydrates it) draws the tiles before anything is measured: its
  // viewBox is the board's box, which the camera's first fit shows the same way.
  const prerender = useSyncExternalStore(noSubscription, notPrerender, isPrerender);
  const geometry = useMemo(() => boardGeometry(board, layout), [board, layout]);
  const box = useMemo(() => fitBox(geometry, alsoFit), [geometry, alsoFit]);
  const t = useT('shell').board;
  const camera = useMemo(() => createCamera({ x: box.x, y: box.y, w: box.width, h: box.height }), [box]);
  const tiles = useMemo(() => createTileIndex(board.size), [board, geometry]); // eslint-disable-line react-hooks/exhaustive-deps -- new when the tiles are drawn anew
  const overlayRef = useRef<SVGSVGElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const ctx = useMemo<BoardContextValue>(
    () => ({ board, geometry, camera, tiles, svg: svgRef }),
    [board, geometry, camera, tiles],
  );

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    pointerStore.setState({ hover: -1, point: null, cursor: -1, press: null });
    frame.current ??= measureFrame(svg);
    setMeasured(true);
    const unpin = pinSize(svg, frame.current, barRef.current);
    const unbind = bindCamera(camera, svg, frame.current, overlayRef.current);
    const unmark = markTileScale(camera, geometry.layout.size.x, svg);
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      camera.zoom(factor, toBoard(e.clientX, e.clientY), true);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      svg.removeEventListener('wheel', onWheel);
      unmark();
      unbind();
      unpin();
      camera.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toBoard reads the camera it is given
  }, [camera]);

  /** Client pixels to board units: the camera's view from where the SVG is laid out (its frame, which never moves). */
  const toBoard = useCallback(
    (clientX: number, clientY: number) => {
      const frame = svgRef.current?.parentElement;
      const r = frame?.getBoundingClientRect();
      return camera.toBoard(
        clientX - (r?.left ?? 0) - (frame?.clientLeft ?? 0),
        clientY - (r?.top ?? 0) - (frame?.clientTop ?? 0),
      );
    },
    [camera],
  );
  const tileAt = useCallback(
    (x: number, y: number) => tileAtAxial(board, pixelToAxial(geometry.layout, { x, y })),
    [board, geometry],
  );
  const pointer = useBoardPointer(svgRef, camera, toBoard, tileAt, handlers);
  // Where the board was last pressed (board units): a readable zoom step zooms there.
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    pressed.current = toBoard(e.clientX, e.clientY);
    pointer.onPointerDown(e);
  };
  const zoomIn = () => {
    const radius = Math.min(geometry.layout.size.x, geometry.layout.size.y) / camera.fitted().k;
    if (!readableRadius || radius * 1.25 >= readableRadius) return camera.zoom(1.25);
    const v = camera.fitted();
    const at = pressed.current;
    const inView = at && at.x >= v.x && at.x <= v.x + v.w && at.y >= v.y && at.y <= v.y + v.h;
    camera.zoom(readableRadius / radius, inView ? at : undefined);
    // The pressed tile stays under the finger, and whole on screen.
    if (inView) camera.reveal(at.x, at.y, 1.2 * Math.max(geometry.layout.size.x, geometry.layout.size.y));
  };
  // A tap's click stays on the board when the tap moved what is around it (pressOnBoard.ts).
  useEffect(() => (svgRef.current ? keepBoardClicks(svgRef.current) : undefined), []);
  // The taps made on the prerendered board before the app ran (shell/keptTaps.ts) go where the pointer's would.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(
    () =>
      takeBoardTaps((row, col, secondary) => {
        const tile = tileAtOffset(given ?? useHexlab.getState().board, { row, col });
        if (tile < 0) return;
        if (secondary) latest.current.onSecondary?.(tile);
        else latest.current.onPrimary?.(tile, { shiftKey: false });
      }),
    [given],
  );

  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    const key = e.key;
    if (key === '+' || key === '=') return void (zoomIn(), e.preventDefault());
    if (key === '-' || key === '_') return void (camera.zoom(0.8), e.preventDefault());
    if (key === '0') return void (camera.fit(), e.preventDefault());
    if (board.size === 0) return;
    let cursor = pointerStore.getState().cursor;
    if (cursor < 0) cursor = firstFloorTile(board);
    const next = e.ctrlKey || e.metaKey || e.altKey ? -1 : cursorStep(board, geometry.layout, cursor, key);
    if (next >= 0) {
      pointerStore.setState({ cursor: next });
      // Zoomed in, the view follows the cursor: it pans just enough to keep the tile and a tile around it on screen.
      if (next !== cursor)
        camera.reveal(
          geometry.cx[next],
          geometry.cy[next],
          2 * Math.max(geometry.layout.size.x, geometry.layout.size.y),
        );
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
      <div className="board-frame" data-testid="board-frame">
        <svg
          ref={svgRef}
          data-testid="board"
          className={className ? `board ${className}` : 'board'}
          role="application"
          aria-label={label}
          tabIndex={0}
          preserveAspectRatio="xMidYMid meet"
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (pointerStore.getState().cursor < 0 && board.size > 0)
              pointerStore.setState({ cursor: firstFloorTile(board) });
          }}
          {...pointer}
          onPointerDown={onPointerDown}
        >
          {/* Keyed by the board's shape: a new board mounts fresh instead of reconciling thousands of moved tiles. */}
          {(measured || prerender) && (
            <>
              <TileLayer
                key={`${board.rows}x${board.cols}:${board.orientation}:${board.parity}:${board.size}`}
                Tile={Tile}
                ctx={ctx}
                signal={signal}
              />
              <g className="overlay" pointerEvents="none">
                {overlay}
              </g>
            </>
          )}
        </svg>
        {/* What follows the pointer or the keys, in an <svg> of its own laid over the board, which the camera moves
            with it: redrawing it repaints this small layer only. Drawn inside the board's <svg>, each move repainted the
            whole board (Chromium, Editor on 250 x 250: PrePaint alone 20-60 ms a frame, gone with this layer). */}
        <svg ref={overlayRef} className="board-overlay" aria-hidden="true" preserveAspectRatio="xMidYMid meet">
          {measured && (
            <g className="overlay">
              {pointerOverlay}
              <CursorRing />
            </g>
          )}
        </svg>
        <div className="board-bar" ref={barRef}>
          {footer}
          <div className="board-zoom" role="group" aria-label={t.zoom}>
            <button type="button" onClick={zoomIn} aria-label={t.zoomIn}>
              +
            </button>
            <button type="button" onClick={() => camera.zoom(0.8)} aria-label={t.zoomOut}>
              −
            </button>
            <button type="button" onClick={() => camera.fit()}>
              {t.fit}
            </button>
            {(!given || turnToFit) && <TurnToFit camera={camera} content={box} />}
          </div>
        </div>
      </div>
    </BoardContext.Provider>
  );
}

const noSubscription = () => () => {};
const notPrerender = () => false;
const isPrerender = () => true;

/** The keyboard focus cursor, drawn as an outline that follows pointerStore without re-rendering tiles. */
function CursorRing() {
  const ref = useRef<SVGPolygonElement>(null);
  const { board, geometry } = useBoardContext();
  useEffect(() => {
    const draw = (cursor: number) => {
      const el = ref.current;
      if (!el) return;
      if (cursor < 0 || cursor >= board.size) return el.setAttribute('visibility', 'hidden');
      el.setAttribute('visibility', 'visible');
      el.setAttribute('points', geometry.points[cursor]);
    };
    draw(pointerStore.getState().cursor);
    return pointerStore.subscribe((s, prev) => {
      if (s.cursor !== prev.cursor) draw(s.cursor);
    });
  }, [board, geometry]);
  return <polygon ref={ref} className="cursor-ring" data-testid="cursor" visibility="hidden" />;
}
