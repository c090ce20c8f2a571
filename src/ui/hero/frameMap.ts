/** How board units map to CSS pixels inside the board's frame: px = (x - x0) / k. */
export interface FrameMap {
  /** board units per CSS pixel */
  readonly k: number;
  readonly x0: number;
  readonly y0: number;
}

/**
 * The mapping of the board's <svg> as drawn now (its viewBox, fitted with preserveAspectRatio="xMidYMid meet", as
 * viewport.ts does, then moved by the CSS transform a pan or zoom gesture puts on it), so something laid over the
 * board can follow its pan and zoom without living inside it.
 */
export function frameMap(svg: SVGSVGElement): FrameMap | null {
  const vb = svg.viewBox.baseVal;
  const w = svg.clientWidth;
  const h = svg.clientHeight;
  if (!vb || vb.width <= 0 || vb.height <= 0 || w <= 0 || h <= 0) return null;
  const k = Math.max(vb.width / w, vb.height / h);
  const map = { k, x0: vb.x - (w * k - vb.width) / 2, y0: vb.y - (h * k - vb.height) / 2 };
  if (!svg.style.transform) return map;
  // A gesture's transform: translate(e, f) scale(a), with its origin at the box's top left corner.
  const m = new DOMMatrixReadOnly(getComputedStyle(svg).transform);
  if (!(m.a > 0)) return map;
  const km = k / m.a;
  return { k: km, x0: map.x0 - m.e * km, y0: map.y0 - m.f * km };
}

/** Whether two mappings are the same (so nothing needs moving). */
export const sameMap = (a: FrameMap | null, b: FrameMap | null) => a === b || (!!a && !!b && a.k === b.k && a.x0 === b.x0 && a.y0 === b.y0);
