// Pan and zoom write the SVG's viewBox directly: no React render, so a 62,500-tile board pans at frame rate.

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Viewport {
  /** fit the whole content box */
  fit(): void;
  /** zoom by a factor around a point in board units (default: the view's centre) */
  zoom(factor: number, at?: { x: number; y: number }): void;
  pan(dx: number, dy: number): void;
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
  const apply = () => {
    svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
    onApply?.();
  };
  const rect = () => svg.getBoundingClientRect();
  // With preserveAspectRatio="xMidYMid meet" the drawn area is the viewBox scaled to fit and centred.
  const metrics = () => {
    const r = rect();
    const k = Math.max(view.w / Math.max(r.width, 1), view.h / Math.max(r.height, 1));
    const offX = (r.width * k - view.w) / 2;
    const offY = (r.height * k - view.h) / 2;
    return { r, k, offX, offY };
  };
  const vp: Viewport = {
    fit() {
      view = { ...content() };
      apply();
    },
    zoom(factor, at) {
      const c = content();
      const maxW = c.w * 4;
      const nextW = Math.min(maxW, Math.max(MIN_VIEW, view.w / factor));
      const f = view.w / nextW;
      const p = at ?? { x: view.x + view.w / 2, y: view.y + view.h / 2 };
      view = { x: p.x - (p.x - view.x) / f, y: p.y - (p.y - view.y) / f, w: view.w / f, h: view.h / f };
      apply();
    },
    pan(dx, dy) {
      view = { ...view, x: view.x - dx, y: view.y - dy };
      apply();
    },
    toBoard(clientX, clientY) {
      const { r, k, offX, offY } = metrics();
      return { x: view.x - offX + (clientX - r.left) * k, y: view.y - offY + (clientY - r.top) * k };
    },
    scale: () => metrics().k,
    current: () => ({ ...view }),
  };
  apply();
  return vp;
}
