// The hit test: at random points over the board, the tile the browser hits (`document.elementFromPoint`) is the tile
// the engine's pixel to hex computes for the same point, taken into board units by the board's own screen CTM.
import { axialNeighbors, makeLayout, pixelToAxial, type Orientation, type Parity } from '../../src/engine';
import type { EnginePage } from './adapter';

interface Hit {
  x: number;
  y: number;
  /** the hit polygon's axial hooks; null when the point hit no tile */
  q: number | null;
  r: number | null;
  /** what was hit, when not a tile */
  other: string | null;
  /** screen pixels per board unit */
  pxPerUnit: number;
}

/** In the page: `n` seeded random points over the visible part of the board, and what each one hits. */
const sampleHits = (n: number, seed: number): Hit[] => {
  const svg = document.querySelector('svg[data-testid="board"]') as SVGSVGElement;
  const box = svg.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const top = Math.max(box.top, 0);
  const width = Math.min(box.right, innerWidth) - left;
  const height = Math.min(box.bottom, innerHeight) - top;
  const ctm = svg.getScreenCTM()!;
  const inv = ctm.inverse();
  const pxPerUnit = Math.hypot(ctm.a, ctm.b);
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: { x: number; y: number; q: number | null; r: number | null; other: string | null; pxPerUnit: number }[] =
    [];
  for (let i = 0; i < n; i++) {
    const cx = left + 2 + rand() * (width - 4);
    const cy = top + 2 + rand() * (height - 4);
    const el = document.elementFromPoint(cx, cy);
    const p = new DOMPoint(cx, cy).matrixTransform(inv);
    const tile = el instanceof SVGPolygonElement && el.dataset.q !== undefined ? el : null;
    // Not a tile: the board itself or one of its blocks (an <svg> or <foreignObject> inside it) means "no tile here";
    // anything else, inside the board or out, is an overlay over it.
    const bare = !!el && svg.contains(el) && (el instanceof SVGSVGElement || el instanceof SVGForeignObjectElement);
    const other = tile ? null : bare ? 'the bare board' : el ? `an overlay <${el.tagName.toLowerCase()}>` : 'nothing';
    out.push({
      x: p.x,
      y: p.y,
      q: tile ? Number(tile.dataset.q) : null,
      r: tile ? Number(tile.dataset.r) : null,
      other,
      pxPerUnit,
    });
  }
  return out;
};

/**
 * How far a point (board units) lies from the nearest edge between hexes, in board units: its distance from the
 * bisector of the two nearest hex centres.
 */
function edgeDistance(layout: ReturnType<typeof makeLayout>, pt: { x: number; y: number }) {
  const a = pixelToAxial(layout, pt);
  const centres = [a, ...axialNeighbors(a)].map((h) => ({
    x: (layout.f0 * h.q + layout.f1 * h.r) * layout.size.x,
    y: (layout.f2 * h.q + layout.f3 * h.r) * layout.size.y,
  }));
  const [c1, c2] = centres.map((c) => ({ c, d: Math.hypot(c.x - pt.x, c.y - pt.y) })).sort((m, n) => m.d - n.d);
  return (c2.d ** 2 - c1.d ** 2) / (2 * Math.hypot(c2.c.x - c1.c.x, c2.c.y - c1.c.y));
}

/**
 * Within this many screen pixels of an edge a point may go either way: polygons are drawn from corners rounded to
 * 0.01 units, and Firefox hit-tests edges to within a fraction of a pixel (up to 0.2 px seen here).
 */
const EDGE_PX = 0.5;

export interface HitReport {
  compared: number;
  wrong: string[];
}

/**
 * Sample `n` points and compare each hit with the engine's pixel to hex. Points on an overlay (anything that is
 * neither a tile nor the bare board) are not compared; `compared` says how many were.
 */
export async function hitTest(page: EnginePage, o: Orientation, p: Parity, n = 2000, seed = 12345): Promise<HitReport> {
  const size = Number(
    await page.evaluate(
      () =>
        (
          [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Hex size')?.control as
            HTMLInputElement | undefined
        )?.value,
    ),
  );
  const layout = makeLayout({ orientation: o, parity: p, size });
  const onBoard = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('svg[data-testid="board"] polygon[data-row]')].map(
        (e) => `${(e as SVGElement).dataset.q},${(e as SVGElement).dataset.r}`,
      ),
    ),
  );
  const wrong: string[] = [];
  let compared = 0;
  for (const pt of await page.evaluate(sampleHits, n, seed)) {
    if (pt.q === null && pt.other !== 'the bare board') continue;
    const a = pixelToAxial(layout, pt);
    const expected = onBoard.has(`${a.q},${a.r}`) ? `${a.q},${a.r}` : null;
    const got = pt.q === null ? null : `${pt.q},${pt.r}`;
    compared++;
    if (got !== expected && edgeDistance(layout, pt) * pt.pxPerUnit > EDGE_PX)
      wrong.push(
        `at ${pt.x.toFixed(1)},${pt.y.toFixed(1)} hit ${got ?? pt.other} where the engine puts ${expected ?? 'no tile'}`,
      );
  }
  return { compared, wrong };
}

export interface HitLayout {
  orientation: 'Horizontal' | 'Vertical';
  o: Orientation;
  p: Parity;
}

export const HIT_LAYOUTS: HitLayout[] = [
  { orientation: 'Horizontal', o: 'pointy', p: 'odd' },
  { orientation: 'Vertical', o: 'flat', p: 'odd' },
];
