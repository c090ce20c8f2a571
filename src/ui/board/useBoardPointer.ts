import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { pointerStore } from './pointerStore';
import type { Camera } from './camera';

export interface BoardHandlers {
  /** click / tap on a tile */
  onPrimary?(tile: number, event: { shiftKey: boolean }): void;
  /** right click, or a long press on touch or pen */
  onSecondary?(tile: number): void;
  /** with paint set, a drag paints tiles instead of panning (editor); the pointer is captured so fast moves leave no gaps */
  paint?: { start(tile: number): void; move(tile: number): void; end(): void };
  /** long-press delay in ms for the secondary action; 0 disables */
  longPressMs?: number;
}

const DRAG_SLOP = 6;

/** Pointer gestures on the board: click, right click, long press (with progress), drag-pan, pinch-zoom, paint. */
export function useBoardPointer(
  svgRef: RefObject<SVGSVGElement | null>,
  camera: Camera,
  toBoard: (clientX: number, clientY: number) => { x: number; y: number },
  tileAt: (x: number, y: number) => number,
  { onPrimary, onSecondary, paint, longPressMs = 450 }: BoardHandlers,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    tile: number;
    dragging: boolean;
    consumed: boolean;
    painting: boolean;
    timer: number;
    raf: number;
    pinch: number;
  } | null>(null);

  const stopPress = () => {
    const g = gesture.current;
    if (!g) return;
    window.clearTimeout(g.timer);
    cancelAnimationFrame(g.raf);
    if (pointerStore.getState().press) pointerStore.setState({ press: null });
  };

  const hoverAt = (clientX: number, clientY: number) => {
    const point = toBoard(clientX, clientY);
    const hover = tileAt(point.x, point.y);
    pointerStore.setState({ point, hover });
  };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    svgRef.current?.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2) {
      // A second finger turns the gesture into a pinch.
      stopPress();
      const [a, b] = [...pointers.current.values()];
      gesture.current = {
        startX: 0,
        startY: 0,
        tile: -1,
        dragging: true,
        consumed: true,
        painting: false,
        timer: 0,
        raf: 0,
        pinch: Math.hypot(a.x - b.x, a.y - b.y),
      };
      return;
    }
    const p = toBoard(e.clientX, e.clientY);
    const tile = tileAt(p.x, p.y);
    const g = {
      startX: e.clientX,
      startY: e.clientY,
      tile,
      dragging: false,
      consumed: false,
      painting: false,
      timer: 0,
      raf: 0,
      pinch: 0,
    };
    gesture.current = g;
    if (e.button === 2) {
      g.consumed = true;
      if (tile >= 0) onSecondary?.(tile);
      return;
    }
    if (e.button !== 0) return;
    if (paint && tile >= 0 && !e.shiftKey) {
      g.painting = true;
      paint.start(tile);
      return;
    }
    // A long press flags on touch and pen only: a mouse has its right button, and a slow click is still a click.
    if (onSecondary && longPressMs > 0 && tile >= 0 && e.pointerType !== 'mouse') {
      const started = performance.now();
      const tick = () => {
        const progress = Math.min(1, (performance.now() - started) / longPressMs);
        pointerStore.setState({ press: { tile, progress } });
        if (progress < 1) g.raf = requestAnimationFrame(tick);
      };
      g.raf = requestAnimationFrame(tick);
      g.timer = window.setTimeout(() => {
        g.consumed = true;
        cancelAnimationFrame(g.raf);
        pointerStore.setState({ press: null });
        onSecondary(tile);
        navigator.vibrate?.(20);
      }, longPressMs);
    }
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    const prev = pointers.current.get(e.pointerId);
    // A drag's pan moves the board first, so the tile under the pointer is read from where the board is now.
    if (!g?.dragging || !prev) hoverAt(e.clientX, e.clientY);
    if (!g || !prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2 && g.pinch > 0) {
      const [a, b] = [...pointers.current.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = toBoard((a.x + b.x) / 2, (a.y + b.y) / 2);
      camera.zoom(dist / g.pinch, mid, true);
      g.pinch = dist;
      return;
    }
    if (g.painting) {
      const { hover } = pointerStore.getState();
      if (hover >= 0) paint?.move(hover);
      return;
    }
    if (!g.dragging && Math.hypot(e.clientX - g.startX, e.clientY - g.startY) > DRAG_SLOP) {
      g.dragging = true;
      g.consumed = true;
      stopPress();
    }
    if (g.dragging) {
      const k = camera.fitted().k;
      camera.pan((e.clientX - prev.x) * k, (e.clientY - prev.y) * k, true);
      hoverAt(e.clientX, e.clientY);
    }
  };

  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    stopPress();
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (g.painting) return paint?.end();
    if (!g.consumed && e.button === 0 && g.tile >= 0) onPrimary?.(g.tile, { shiftKey: e.shiftKey });
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: (e: ReactPointerEvent<SVGSVGElement>) => {
      pointers.current.delete(e.pointerId);
      stopPress();
      if (gesture.current?.painting) paint?.end();
      gesture.current = null;
    },
    onPointerLeave: () => pointerStore.setState({ hover: -1, point: null }),
    onContextMenu: (e: React.MouseEvent) => e.preventDefault(),
  };
}
