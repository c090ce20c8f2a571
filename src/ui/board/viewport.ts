// Pan and zoom without React renders. A step (a key, a button, Fit) writes the SVG's viewBox. A gesture (wheel, drag,
// pinch) moves the SVG with a CSS transform on its own compositing layer, and settle() writes the viewBox once it
// ends: a viewBox change restyles and repaints every tile (measured in Chromium, 62,500 tiles: 350 ms a frame,
// 10,000: 83 ms), a transform only moves the layer (33 and 17 ms), so big boards follow the fingers at frame rate.

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Viewport {
  /** fit the whole content box */
  fit(): void;
  /** zoom by a factor around a point in board units (default: the view's centre); `gesture` moves a transform */
  zoom(factor: number, at?: { x: number; y: number }, gesture?: boolean): void;
  /** pan by board units; `gesture` moves a transform */
  pan(dx: number, dy: number, gesture?: boolean): void;
  /** write a gesture's view into the viewBox and drop its transform (no-op when there is none); calls no onApply */
  settle(): void;
  /** pan the least that brings a board point (and `margin` board units around it) into view; false if it was in view */
  reveal(x: number, y: number, margin: number): boolean;
  /** client pixels to board units */
  toBoard(clientX: number, clientY: number): { x: number; y: number };
  /** board units per client pixel */
  scale(): number;
  current(): ViewBox;
}

const MIN_VIEW = 20;

/** A viewport over an SVG whose content box is given in board units; onApply runs after every viewBox change. */
export function createViewport(svg: SVGSVGElement, content: () => ViewBox, onApply?: () => void): Viewport {
  let view: ViewBox = { ...content() };
  /** the view in the viewBox; while a gesture runs, the transform carries the SVG from it to `view` */
  let drawn: ViewBox = view;
  let live = false;
  /** A view fitted into the SVG's untransformed box (xMidYMid meet widens it along one axis): units per pixel, corner, size. */
  const fitted = (v: ViewBox) => {
    const W = Math.max(svg.clientWidth, 1);
    const H = Math.max(svg.clientHeight, 1);
    const k = Math.max(v.w / W, v.h / H);
    return { k, x: v.x - (W * k - v.w) / 2, y: v.y - (H * k - v.h) / 2, w: W * k, h: H * k };
  };
  const apply = (gesture = false, notify = true) => {
    if (gesture) {
      // The transform maps the drawn view onto the new one.
      const d = fitted(drawn);
      const v = fitted(view);
      const s = d.k / v.k;
      // A layer of its own only while the gesture lasts: at rest, a layer at a fractional position is hit-tested up to a
      // pixel away from where it is painted (Chromium: about 1% of points missed their tile).
      if (!live) svg.style.willChange = 'transform';
      live = true;
      svg.style.transform = `translate(${(d.x - v.x) / v.k}px, ${(d.y - v.y) / v.k}px) scale(${s})`;
    } else {
      drawn = view;
      svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
      if (live) {
        svg.style.transform = '';
        svg.style.willChange = '';
        live = false;
      }
    }
    if (notify) onApply?.();
  };
  // With preserveAspectRatio="xMidYMid meet" the drawn area is the viewBox scaled to fit and centred. The SVG's box
  // as seen (its transform included) with the viewBox maps client pixels to board units, during a gesture or not.
  const metrics = () => {
    const r = svg.getBoundingClientRect();
    const k = Math.max(drawn.w / Math.max(r.width, 1), drawn.h / Math.max(r.height, 1));
    const offX = (r.width * k - drawn.w) / 2;
    const offY = (r.height * k - drawn.h) / 2;
    return { r, k, offX, offY };
  };
  const vp: Viewport = {
    fit() {
      view = { ...content() };
      apply();
    },
    zoom(factor, at, gesture = false) {
      const c = content();
      const maxW = c.w * 4;
      const nextW = Math.min(maxW, Math.max(MIN_VIEW, view.w / factor));
      const f = view.w / nextW;
      const p = at ?? { x: view.x + view.w / 2, y: view.y + view.h / 2 };
      view = { x: p.x - (p.x - view.x) / f, y: p.y - (p.y - view.y) / f, w: view.w / f, h: view.h / f };
      apply(gesture);
    },
    pan(dx, dy, gesture = false) {
      view = { ...view, x: view.x - dx, y: view.y - dy };
      apply(gesture);
    },
    settle() {
      if (live) apply(false, false);
    },
    reveal(x, y, margin) {
      const a = fitted(view);
      const m = Math.min(margin, a.w / 2, a.h / 2);
      const dx = Math.min(0, x - m - a.x) + Math.max(0, x + m - (a.x + a.w));
      const dy = Math.min(0, y - m - a.y) + Math.max(0, y + m - (a.y + a.h));
      if (dx === 0 && dy === 0) return false;
      vp.pan(-dx, -dy);
      return true;
    },
    toBoard(clientX, clientY) {
      const { r, k, offX, offY } = metrics();
      return { x: drawn.x - offX + (clientX - r.left) * k, y: drawn.y - offY + (clientY - r.top) * k };
    },
    scale: () => metrics().k,
    current: () => ({ ...view }),
  };
  apply();
  return vp;
}
