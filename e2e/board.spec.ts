import { makeLayout, pixelToAxial, axialNeighbors, axialDistance, type Orientation, type Parity } from '../src/engine';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const LAYOUTS: { orientation: 'Horizontal' | 'Vertical'; offset: 'Odd' | 'Even'; o: Orientation; p: Parity }[] = [
  { orientation: 'Horizontal', offset: 'Odd', o: 'pointy', p: 'odd' },
  { orientation: 'Horizontal', offset: 'Even', o: 'pointy', p: 'even' },
  { orientation: 'Vertical', offset: 'Odd', o: 'flat', p: 'odd' },
  { orientation: 'Vertical', offset: 'Even', o: 'flat', p: 'even' },
];

/** Sample random points over the board: what the browser hits, in board units. */
async function samplePoints(page: import('@playwright/test').Page, count: number) {
  return page.evaluate((n) => {
    const svg = document.querySelector('svg[data-testid="board"]') as SVGSVGElement;
    // Only the part of the board inside the window can be hit-tested.
    const box = svg.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const left = Math.max(box.left, 0);
    const rect = {
      left,
      top,
      width: Math.min(box.right, innerWidth) - left,
      height: Math.min(box.bottom, innerHeight) - top,
    };
    const inv = svg.getScreenCTM()!.inverse();
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const out: { x: number; y: number; q: number | null; r: number | null }[] = [];
    for (let i = 0; i < n; i++) {
      const cx = rect.left + 2 + rand() * (rect.width - 4);
      const cy = rect.top + 2 + rand() * (rect.height - 4);
      const el = document.elementFromPoint(cx, cy);
      const p = new DOMPoint(cx, cy).matrixTransform(inv);
      const hit = el instanceof SVGPolygonElement && el.dataset.q !== undefined ? el : null;
      out.push({ x: p.x, y: p.y, q: hit ? Number(hit.dataset.q) : null, r: hit ? Number(hit.dataset.r) : null });
    }
    return out;
  }, count);
}

type LayoutCase = (typeof LAYOUTS)[number];

/** The lab on the default board in a layout. */
async function openLab(page: import('@playwright/test').Page, L: LayoutCase) {
  const board = new BoardPage(page);
  await board.open();
  await board.mode('Lab');
  await board.orientation(L.orientation);
  await board.offset(L.offset);
  return board;
}

for (const L of LAYOUTS) {
  test.describe(`${L.orientation.toLowerCase()} layout, ${L.offset.toLowerCase()} offset`, () => {
    test('the tile the browser hits is the tile the engine computes, at 2,000 random points', async ({ page }) => {
      const board = await openLab(page, L);
      await page.getByLabel('Tile labels').selectOption('none');
      await expectHitsMatchEngine(page, board, L.o, L.p);
    });

    test('the tiles drawn around each tile are exactly its engine neighbours', async ({ page }) => {
      const board = await openLab(page, L);
      await expectDrawnNeighboursMatchEngine(board);
    });
  });
}

test('hovering a tile in the lab shows every tile its hex distance from it', async ({ page }) => {
  const board = new BoardPage(page);
  await board.open();
  await board.mode('Lab');
  await page.getByLabel('Distance from the hovered tile').check();
  const target = board.tile(4, 5);
  await target.hover({ position: await board.centre(4, 5) });
  await expect(target).toHaveAttribute('data-hover', '');
  await expect(board.svg.locator('polygon[data-neighbor]')).toHaveCount(6);
  const all = await board.tiles().evaluateAll((els) =>
    els.map((e) => ({
      q: Number((e as SVGElement).dataset.q),
      r: Number((e as SVGElement).dataset.r),
      d: (e as SVGElement).dataset.distance,
    })),
  );
  const q = Number(await target.getAttribute('data-q'));
  const r = Number(await target.getAttribute('data-r'));
  expect(all).toHaveLength(127);
  for (const t of all) expect(Number(t.d)).toBe(axialDistance(t, { q, r }));
});

function nearEdge(layout: ReturnType<typeof makeLayout>, pt: { x: number; y: number }) {
  // Distance to the nearest and second nearest hex centres: near-equal means the point is on an edge.
  const a = pixelToAxial(layout, pt);
  const cands = [a, ...axialNeighbors(a)]
    .map((h) => {
      const x = (layout.f0 * h.q + layout.f1 * h.r) * layout.size.x;
      const y = (layout.f2 * h.q + layout.f3 * h.r) * layout.size.y;
      return Math.hypot(x - pt.x, y - pt.y);
    })
    .sort((m, n) => m - n);
  return cands[1] - cands[0] < 0.05;
}

// The "four kinds" presets of the adjacency article: interlaced storage, odd counts with missing coordinates.
const FOUR_KINDS_BOARDS: { label: string; o: Orientation }[] = [
  { label: 'Four kinds: vertical, odd (9 columns)', o: 'flat' },
  { label: 'Four kinds: horizontal, odd (7 rows)', o: 'pointy' },
];

for (const K of FOUR_KINDS_BOARDS) {
  test.describe(`on the interlaced board "${K.label}"`, () => {
    const openFourKinds = async (page: import('@playwright/test').Page) => {
      const board = new BoardPage(page);
      await board.open();
      await board.mode('Lab');
      await page.getByLabel('Shape').selectOption({ label: K.label });
      await expect(page.getByLabel('Orientation')).toHaveValue(K.o);
      return board;
    };

    test('the tile the browser hits is the tile the engine computes, at 2,000 random points', async ({ page }) => {
      const board = await openFourKinds(page);
      // This board fills the frame, so the zoom buttons cover a corner of it: leave them out of the sample.
      await page.locator('.board-zoom').evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
      await expectHitsMatchEngine(page, board, K.o, 'odd');
    });

    test('the tiles drawn around each tile are exactly its engine neighbours', async ({ page }) => {
      const board = await openFourKinds(page);
      await expectDrawnNeighboursMatchEngine(board);
    });
  });
}

/** For 2,000 random points, the tile the browser hits (elementFromPoint) is the one the engine's pixel to hex gives. */
async function expectHitsMatchEngine(
  page: import('@playwright/test').Page,
  board: BoardPage,
  o: Orientation,
  p: Parity,
) {
  const size = Number(await page.getByLabel('Hex size').inputValue());
  const layout = makeLayout({ orientation: o, parity: p, size });
  const onBoard = new Set(
    await board
      .tiles()
      .evaluateAll((els) => els.map((e) => `${(e as SVGElement).dataset.q},${(e as SVGElement).dataset.r}`)),
  );
  let compared = 0;
  for (const pt of await samplePoints(page, 2000)) {
    const a = pixelToAxial(layout, pt);
    const expected = onBoard.has(`${a.q},${a.r}`) ? `${a.q},${a.r}` : null;
    const got = pt.q === null ? null : `${pt.q},${pt.r}`;
    // Within a hair of an edge, polygon rounding (0.01 units) could decide either way.
    if (got !== expected && nearEdge(layout, pt)) continue;
    expect(got, `point ${pt.x.toFixed(2)},${pt.y.toFixed(2)}`).toBe(expected);
    compared++;
  }
  expect(compared).toBeGreaterThan(1900);
}

/** Polygons that share an edge (two corner points) are exactly the engine's neighbours. */
async function expectDrawnNeighboursMatchEngine(board: BoardPage) {
  const polys = await board.tiles().evaluateAll((els) =>
    els.map((e) => ({
      q: Number((e as SVGElement).dataset.q),
      r: Number((e as SVGElement).dataset.r),
      pts: e.getAttribute('points')!.split(' '),
    })),
  );
  const round = (s: string) =>
    s
      .split(',')
      .map((v) => Math.round(Number(v) * 10))
      .join(',');
  const byCorner = new Map<string, string[]>();
  for (const p of polys)
    for (const c of p.pts) byCorner.set(round(c), [...(byCorner.get(round(c)) ?? []), `${p.q},${p.r}`]);
  const keys = new Set(polys.map((p) => `${p.q},${p.r}`));
  for (const p of polys) {
    const shared = new Map<string, number>();
    for (const c of p.pts)
      for (const other of byCorner.get(round(c)) ?? [])
        if (other !== `${p.q},${p.r}`) shared.set(other, (shared.get(other) ?? 0) + 1);
    const drawn = [...shared]
      .filter(([, n]) => n >= 2)
      .map(([k]) => k)
      .sort();
    const engine = axialNeighbors(p)
      .map((n) => `${n.q},${n.r}`)
      .filter((k) => keys.has(k))
      .sort();
    expect(drawn, `neighbours of ${p.q},${p.r}`).toEqual(engine);
  }
}

// Boards over 2,048 tiles are drawn in blocks, each its own SVG root inside the board (src/ui/board/chunks.ts).
for (const L of [LAYOUTS[0], LAYOUTS[3]]) {
  test.describe(`a 60 x 60 board drawn in blocks, ${L.orientation.toLowerCase()} layout, ${L.offset.toLowerCase()} offset`, () => {
    const openBig = async (page: import('@playwright/test').Page) => {
      const board = await openLab(page, L);
      await page.getByLabel('Tile labels').selectOption('none');
      await board.rectangle(60, 60);
      await expect(board.svg.locator('svg.tile-chunk-svg')).toHaveCount(4);
      return board;
    };

    test('the tile the browser hits is the tile the engine computes, across block edges too', async ({ page }) => {
      const board = await openBig(page);
      await page.locator('.board-zoom').evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
      await expectHitsMatchEngine(page, board, L.o, L.p);
      // Zoomed in on the corner where four blocks meet, every sampled point lands on the right tile.
      const corner = await board.screenCentre(31, 31);
      await page.mouse.move(corner.x, corner.y);
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -200);
      await board.settled();
      await expectHitsMatchEngine(page, board, L.o, L.p);
    });

    test('the tiles drawn around each tile are exactly its engine neighbours', async ({ page }) => {
      const board = await openBig(page);
      await expectDrawnNeighboursMatchEngine(board);
    });

    test("a big board's tile strokes are 1.5 screen pixels wide from its first frame, not thinned after it", async ({
      page,
    }) => {
      // In the first frame after the blocks appear, record each block's tile stroke width in screen pixels.
      await page.addInitScript(() => {
        const seen: number[][] = [];
        (window as unknown as { firstFrameStrokes: number[][] }).firstFrameStrokes = seen;
        new MutationObserver(() => {
          if (seen.length > 0 || !document.querySelector('svg.tile-chunk-svg polygon')) return;
          seen.push([]);
          requestAnimationFrame(() => {
            const svg = document.querySelector<SVGSVGElement>('svg[data-testid="board"]')!;
            const vb = svg.viewBox.baseVal;
            const r = svg.getBoundingClientRect();
            const pxPerUnit = Math.min(r.width / vb.width, r.height / vb.height);
            for (const el of document.querySelectorAll('svg.tile-chunk-svg'))
              seen[0].push(
                Number(/[\d.]+/.exec(getComputedStyle(el.querySelector('polygon')!).strokeWidth)![0]) * pxPerUnit,
              ); // Chromium says calc(2.9px)
          });
        }).observe(document, { childList: true, subtree: true });
      });
      await openBig(page);
      // That frame's widths, once it has come (the board can be ready before it).
      const strokes = await page
        .waitForFunction(() => {
          const first = (window as unknown as { firstFrameStrokes: number[][] }).firstFrameStrokes[0];
          return first?.length ? first : null;
        })
        .then((found) => found.jsonValue());
      expect(strokes).toEqual([1, 1, 1, 1].map(() => expect.closeTo(1.5, 1)));
    });

    test('after a zoom or pan settles, the tiles of each block in view keep strokes 1.5 screen pixels wide', async ({
      page,
    }) => {
      const board = await openBig(page);
      // Screen pixels of a tile's stroke in each block that shows in the board's frame.
      const blockStrokes = () =>
        page.evaluate(() => {
          const svg = document.querySelector<SVGSVGElement>('svg[data-testid="board"]')!;
          const frame = svg.getBoundingClientRect();
          const vb = svg.viewBox.baseVal;
          const pxPerUnit = Math.min(frame.width / vb.width, frame.height / vb.height);
          return [...document.querySelectorAll<SVGSVGElement>('svg.tile-chunk-svg')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
            })
            .map(
              (el) => Number(/[\d.]+/.exec(getComputedStyle(el.querySelector('polygon')!).strokeWidth)![0]) * pxPerUnit,
            ); // Chromium says calc(2.9px)
        });
      const allOne = async () => {
        await expect.poll(async () => (await blockStrokes()).every((s) => Math.abs(s - 1.5) < 0.02)).toBe(true);
        expect((await blockStrokes()).length).toBeGreaterThan(0);
      };
      await board.svg.focus();
      for (const key of ['+', '+', '+', '-', '0', '+', '+', '+']) {
        for (let i = 0; i < 3; i++) await page.keyboard.press(key);
        await allOne();
      }
      // Zoomed in on one block, a drag brings other blocks into view: they are laid out once the pan settles.
      const box = (await board.svg.boundingBox())!;
      await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20);
      await page.mouse.down();
      await page.mouse.move(box.x + 20, box.y + 20, { steps: 8 });
      await page.mouse.up();
      await allOne();
    });
  });
}
