// The board's <svg> at a size in pixels. Laid out by the flex column of its frame (flex: 1 1 0), Chromium took the
// <svg> as resized at every layout that passed through it (a status line's text, a tile's class) and laid out and
// repainted every tile again: an Expert click paid for 480 polygons two or three times, the clock once a second. At a
// size in pixels it is laid out alone, and only when that size changes. The size is what the flex column gave it: the
// frame's content box less the bar under the board, kept by a resize observer on both.

export interface PinnedSize {
  readonly width: number;
  readonly height: number;
}

/** Pin `svg` (first child of its frame) at `size`, and keep it at its frame's room; returns the unpinning. */
export function pinSize(svg: SVGSVGElement, size: PinnedSize, bar: Element | null): () => void {
  const frame = svg.parentElement;
  const style = svg.style;
  const set = (width: number, height: number) => {
    const w = `${width}px`;
    const h = `${Math.max(0, height)}px`;
    if (style.width !== w) style.width = w;
    if (style.height !== h) style.height = h;
  };
  style.flex = 'none';
  set(size.width, size.height);
  if (!frame || typeof ResizeObserver === 'undefined') return () => unpin(svg);
  let room = { width: size.width, height: -1 };
  let barHeight = -1;
  let pending = 0;
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) {
      if (e.target === frame) room = { width: e.contentRect.width, height: e.contentRect.height };
      else barHeight = e.borderBoxSize?.[0]?.blockSize ?? e.target.getBoundingClientRect().height;
    }
    // Both are known after the first callback (an observer reports each element once it starts). The size is set in
    // the next frame, not during the observer's delivery: a size set there can resize the frame it was read from,
    // which WebKit reports as "ResizeObserver loop completed with undelivered notifications".
    if (room.height >= 0 && (barHeight >= 0 || !bar)) {
      pending ||= requestAnimationFrame(() => {
        pending = 0;
        set(room.width, room.height - Math.max(0, barHeight));
      });
    }
  });
  observer.observe(frame);
  if (bar) observer.observe(bar, { box: 'border-box' });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(pending);
    unpin(svg);
  };
}

function unpin(svg: SVGSVGElement) {
  svg.style.removeProperty('flex');
  svg.style.removeProperty('width');
  svg.style.removeProperty('height');
}
