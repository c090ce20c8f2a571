/*
 * The camera: the one owner of the board's view, as tldraw's camera record is. Fit, pan, zoom, a gesture's
 * transform and the settled viewBox all live here, with one `subscribe`; everything that follows the view (the
 * board's <svg>, the blocks' stroke widths, the hero token, the Lab's labels, the keyboard cursor's reveal) listens
 * to it and nothing reads the view back from the DOM.
 *
 * A step (a key, a button, Fit) moves the view and the viewBox at once. A gesture (wheel, drag, pinch) moves only the
 * view: the board's <svg> follows by a CSS transform from the drawn viewBox (bindCamera), and SETTLE_MS after its last
 * move the camera settles, writing the view into the viewBox. A viewBox change restyles and repaints every tile
 * (Chromium, 62,500 tiles: 350 ms a frame; 10,000: 83 ms), a transform only moves a layer (33 and 17 ms).
 */

/** A rectangle in board units. */
export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A view as an element shows it: board units per CSS pixel, and the element's whole box in board units. */
export interface Fitted extends ViewBox {
  k: number;
}

/**
 * The box a `width` x `height` element shows for a view with preserveAspectRatio="xMidYMid meet": the view scaled
 * to fit whole and centred, so it is widened along one axis. The one place this is computed.
 */
export function fitView(view: ViewBox, width: number, height: number): Fitted {
  const W = Math.max(width, 1);
  const H = Math.max(height, 1);
  const k = Math.max(view.w / W, view.h / H);
  return { k, x: view.x - (W * k - view.w) / 2, y: view.y - (H * k - view.h) / 2, w: W * k, h: H * k };
}

export interface CameraState {
  /** the view on screen */
  readonly view: ViewBox;
  /** the view in the viewBox: while a gesture runs, a transform carries the drawn view to `view` */
  readonly drawn: ViewBox;
  /** the element's size in CSS pixels */
  readonly width: number;
  readonly height: number;
  /** a gesture's transform is on */
  readonly moving: boolean;
}

export interface Camera {
  get(): CameraState;
  /** `listener` runs after every change, with the state before it */
  subscribe(listener: (state: CameraState, prev: CameraState) => void): () => void;
  /** the view on screen, fitted into the element */
  fitted(): Fitted;
  /** the element's size changed */
  resize(width: number, height: number): void;
  /** show the whole content box */
  fit(): void;
  /** zoom by a factor around a point in board units (default: the view's centre); `gesture` moves a transform */
  zoom(factor: number, at?: { x: number; y: number }, gesture?: boolean): void;
  /** pan by board units; `gesture` moves a transform */
  pan(dx: number, dy: number, gesture?: boolean): void;
  /** write a gesture's view into the viewBox (nothing when no gesture runs) */
  settle(): void;
  /** pan the least that brings a point (and `margin` board units around it) into view; false if it was in view */
  reveal(x: number, y: number, margin: number): boolean;
  /** a point in CSS pixels from the element's top left corner (as laid out, untransformed) to board units */
  toBoard(px: number, py: number): { x: number; y: number };
  /** stop the settle timer */
  dispose(): void;
}

/** How long a gesture must rest before its view is written into the viewBox. */
export const SETTLE_MS = 150;
/** The narrowest view, in board units. */
const MIN_VIEW = 20;

/** A camera over content whose box is `content` (board units), shown in an element of `width` x `height` pixels. */
export function createCamera(content: ViewBox, width = 1, height = 1): Camera {
  let state: CameraState = { view: { ...content }, drawn: { ...content }, width, height, moving: false };
  const listeners = new Set<(s: CameraState, prev: CameraState) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: Partial<CameraState>) => {
    const prev = state;
    state = { ...state, ...next };
    for (const l of [...listeners]) l(state, prev);
  };
  const move = (view: ViewBox, gesture: boolean) => {
    clearTimeout(timer);
    if (!gesture) return set({ view, drawn: view, moving: false });
    set({ view, moving: true });
    timer = setTimeout(camera.settle, SETTLE_MS);
  };
  const camera: Camera = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fitted: () => fitView(state.view, state.width, state.height),
    resize(w, h) {
      if (w !== state.width || h !== state.height) set({ width: w, height: h });
    },
    fit: () => move({ ...content }, false),
    zoom(factor, at, gesture = false) {
      const v = state.view;
      const nextW = Math.min(content.w * 4, Math.max(MIN_VIEW, v.w / factor));
      const f = v.w / nextW;
      const p = at ?? { x: v.x + v.w / 2, y: v.y + v.h / 2 };
      move({ x: p.x - (p.x - v.x) / f, y: p.y - (p.y - v.y) / f, w: v.w / f, h: v.h / f }, gesture);
    },
    pan(dx, dy, gesture = false) {
      move({ ...state.view, x: state.view.x - dx, y: state.view.y - dy }, gesture);
    },
    settle() {
      clearTimeout(timer);
      if (state.moving) set({ drawn: state.view, moving: false });
    },
    reveal(x, y, margin) {
      const a = camera.fitted();
      const m = Math.min(margin, a.w / 2, a.h / 2);
      const dx = Math.min(0, x - m - a.x) + Math.max(0, x + m - (a.x + a.w));
      const dy = Math.min(0, y - m - a.y) + Math.max(0, y + m - (a.y + a.h));
      if (dx === 0 && dy === 0) return false;
      camera.pan(-dx, -dy);
      return true;
    },
    toBoard(px, py) {
      const a = camera.fitted();
      return { x: a.x + px * a.k, y: a.y + py * a.k };
    },
    dispose: () => clearTimeout(timer),
  };
  return camera;
}

/**
 * The CSS transform that carries the drawn view onto the view on screen (origin at the element's top left corner),
 * or '' when they are the same.
 */
export function gestureTransform(s: CameraState): string {
  if (!s.moving) return '';
  const d = fitView(s.drawn, s.width, s.height);
  const v = fitView(s.view, s.width, s.height);
  return `translate(${(d.x - v.x) / v.k}px, ${(d.y - v.y) / v.k}px) scale(${d.k / v.k})`;
}

/** The element's size in CSS pixels, as last measured; shared by the cameras of the boards one element shows. */
export interface FrameSize {
  width: number;
  height: number;
}

/**
 * Measures an element's box at rest (before any transform), in fractions of a pixel (clientWidth rounds, which would
 * shift the fit by up to a pixel). It forces a layout: call it while the element holds no tiles (BoardView measures
 * its empty <svg> once, before the tiles mount), never after them.
 */
export function measureFrame(svg: SVGSVGElement): FrameSize {
  svg.style.transform = '';
  const r = svg.getBoundingClientRect();
  return { width: r.width, height: r.height };
}

/**
 * Keeps an <svg> showing the camera's view: the viewBox when it settles, a transform while a gesture runs, and the
 * camera's size from the element's. The size starts from `frame` (the last measured, so binding a new board's camera
 * reads nothing back from the DOM: a read there would lay out every tile twice) and a resize observer keeps both the
 * camera and `frame` up to date. An `overlay` <svg>, laid over the board at its top left corner, is given the same
 * view, size and transform, so what it draws stays on the tiles. Returns the unbinding.
 */
export function bindCamera(
  camera: Camera,
  svg: SVGSVGElement,
  frame: FrameSize,
  overlay?: SVGSVGElement | null,
): () => void {
  const svgs = overlay ? [svg, overlay] : [svg];
  const write = (s: CameraState, prev?: CameraState) => {
    if (overlay && (!prev || s.width !== prev.width || s.height !== prev.height)) {
      overlay.setAttribute('width', String(s.width));
      overlay.setAttribute('height', String(s.height));
    }
    if (!prev || s.drawn !== prev.drawn)
      for (const el of svgs) el.setAttribute('viewBox', `${s.drawn.x} ${s.drawn.y} ${s.drawn.w} ${s.drawn.h}`);
    if (
      prev &&
      s.view === prev.view &&
      s.drawn === prev.drawn &&
      s.moving === prev.moving &&
      s.width === prev.width &&
      s.height === prev.height
    )
      return;
    // A layer of its own only while the gesture lasts: at rest, a layer at a fractional position is hit-tested up to a
    // pixel away from where it is painted (Chromium: about 1% of points missed their tile).
    const transform = gestureTransform(s);
    for (const el of svgs) {
      el.style.willChange = s.moving ? 'transform' : '';
      el.style.transform = transform;
    }
  };
  camera.resize(frame.width, frame.height);
  write(camera.get());
  const unsubscribe = camera.subscribe(write);
  // The new size is applied in the next frame, not inside the observer's delivery: what follows a resize (the
  // overlay's size, the Lab's labels, a panel's figures) may change the layout again, and a change made during the
  // delivery is reported by WebKit and Firefox as "ResizeObserver loop completed with undelivered notifications".
  let pending = 0;
  const resized =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => {
          frame.width = entry.contentRect.width;
          frame.height = entry.contentRect.height;
          pending ||= requestAnimationFrame(() => {
            pending = 0;
            camera.resize(frame.width, frame.height);
          });
        });
  resized?.observe(svg);
  return () => {
    unsubscribe();
    resized?.disconnect();
    cancelAnimationFrame(pending);
  };
}
