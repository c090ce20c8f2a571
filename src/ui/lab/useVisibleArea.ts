import { useEffect, useState, type RefObject } from 'react';

/** The part of the board on screen, in board units, and how many board units one screen pixel spans. */
export interface VisibleArea {
  x: number;
  y: number;
  w: number;
  h: number;
  unitsPerPixel: number;
}

/** The drawn area of an SVG with preserveAspectRatio "xMidYMid meet": the viewBox, widened to the element's shape. */
function measure(svg: SVGSVGElement): VisibleArea | null {
  const vb = svg.viewBox.baseVal;
  const rect = svg.getBoundingClientRect();
  if (!vb || vb.width <= 0 || rect.width <= 0 || rect.height <= 0) return null;
  const k = Math.max(vb.width / rect.width, vb.height / rect.height);
  const w = rect.width * k;
  const h = rect.height * k;
  return { x: vb.x - (w - vb.width) / 2, y: vb.y - (h - vb.height) / 2, w, h, unitsPerPixel: k };
}

/**
 * Follow pan, zoom and resizing of the board an element sits in. The viewport writes the viewBox directly, so this
 * watches the attribute, at most once a frame.
 */
export function useVisibleArea(inside: RefObject<SVGElement | null>): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    const svg = inside.current?.ownerSVGElement;
    if (!svg) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure(svg);
      setArea((prev) => (prev && next && sameArea(prev, next) ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const mutations = new MutationObserver(schedule);
    mutations.observe(svg, { attributes: true, attributeFilter: ['viewBox'] });
    const resize = new ResizeObserver(schedule);
    resize.observe(svg);
    return () => {
      mutations.disconnect();
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [inside]);
  return area;
}

const sameArea = (a: VisibleArea, b: VisibleArea) =>
  Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.w - b.w) < 1e-6 && Math.abs(a.h - b.h) < 1e-6;
