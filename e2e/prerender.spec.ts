// The first paint before the JavaScript (docs/first-screen.md, "The first paint"): the build prerenders a desktop's first visit and a
// phone's into index.html; the page shows the one for its window, the app hydrates it when the visitor's first screen
// is that one, and anyone else never sees its board.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { decodePng, pixelAt } from './engines/png';
import { codeOrder } from './engines/codeOrder';
import { FIRST_TEXTS } from '../src/ui/shell/firstTexts';
import { BoardPage } from './pages';

const TILES = 'svg[data-testid="board"] polygon[data-row]';
const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] as const;
/** A phone held upright: Beginner (9 x 9), turned to the vertical layout, with the touch controls. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Counts the painted tiles (a nonzero box each) and whether the main area is shown, as the page is now. */
const painted = (page: Page) =>
  page.evaluate((sel) => {
    const tiles = [...document.querySelectorAll(`#root ${sel}`)];
    const main = document.querySelector('.app-main > #mode-panel');
    return {
      tiles: tiles.length,
      boxed: tiles.filter((t) => {
        const r = t.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      }).length,
      shown: !!main && getComputedStyle(main).visibility === 'visible',
    };
  }, TILES);

/**
 * What the page shows once its HTML is parsed and its stylesheet applied (DOMContentLoaded: the app's module has run
 * by then, but it renders only once its texts have come, so `started` is still false): the prerendered screen as the
 * inline script left it. Also records every prerendered tile the app later removed.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { firstPaint?: unknown; removedTiles: number };
    w.removedTiles = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('.app-main > #mode-panel');
      const frame = document.querySelector('[data-testid="board-frame"]')?.getBoundingClientRect();
      w.firstPaint = {
        started: document.documentElement.hasAttribute('data-started'),
        tiles: document.querySelectorAll(sel).length,
        shown: !!main && getComputedStyle(main).visibility === 'visible',
        app: getComputedStyle(document.getElementById('root')!).visibility === 'visible',
        frame: frame ? { width: Math.round(frame.width), height: Math.round(frame.height) } : null,
      };
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            if (n instanceof Element) w.removedTiles += n.matches(sel) ? 1 : n.querySelectorAll(sel).length;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  }, TILES);
  return {
    seen: () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              firstPaint: {
                started: boolean;
                tiles: number;
                shown: boolean;
                app: boolean;
                frame: { width: number; height: number } | null;
              };
            }
          ).firstPaint,
      ),
    removed: () => page.evaluate(() => (window as unknown as { removedTiles: number }).removedTiles),
  };
}

/** Every console message about hydration (React reports a mismatch as an error or a warning). */
function hydrationMessages(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(m.text())) seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

test.describe('with JavaScript off', () => {
  test('the header, the mode tabs and the first board are painted from the HTML alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const shown = page.locator('#root');
    await expect(shown.locator('header.app-header')).toBeVisible();
    await expect(shown.getByRole('heading', { name: 'Hexlab' })).toBeVisible();
    for (const name of MODES) await expect(shown.getByRole('tab', { name })).toBeVisible();
    await expect(shown.getByRole('tab', { name: 'Minesweeper' })).toHaveAttribute('aria-selected', 'true');
    await expect(shown.getByTestId('status-bar')).toBeVisible();
    await expect(shown.getByTestId('board-frame')).toBeVisible();
    await expect(page.locator('#hx-phone')).toBeHidden();
    // Intermediate, 16 x 16, every tile hidden and drawn where the frame shows it.
    expect(await painted(page)).toEqual({ tiles: 256, boxed: 256, shown: true });
    await expect(shown.locator(`${TILES}[data-state="hidden"]`)).toHaveCount(256);
    const frame = (await shown.getByTestId('board-frame').boundingBox())!;
    const board = (await shown.getByTestId('board').boundingBox())!;
    expect(board.width).toBeGreaterThan(0.8 * frame.width);
    await context.close();
  });

  test("a phone sees its own first screen: Beginner upright, the touch controls, one app's markup shown", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE });
    const page = await context.newPage();
    await page.goto('/');
    const shown = page.locator('#hx-phone');
    await expect(shown.locator('header.app-header')).toBeVisible();
    // One slim row: the mark, the mode in use as a button that opens the six (shut), and the menu's button.
    const header = shown.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
    await expect(header.getByRole('heading', { name: 'Hexlab' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Minesweeper', expanded: false })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menu', expanded: false })).toBeVisible();
    await expect(shown.locator('[role="tab"][data-mode]')).toHaveCount(MODES.length + 1); // and Puzzles
    await expect(shown.locator('[role="tab"][data-mode="minesweeper"]')).toHaveAttribute('aria-selected', 'true');
    await expect(shown.getByTestId('status-bar')).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Flag mode' })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const tiles = shown.locator(TILES);
    await expect(tiles).toHaveCount(81);
    await expect(shown.locator(`${TILES}[data-state="hidden"]`)).toHaveCount(81);
    // Every tile drawn inside the frame, which fits the window; the board turned upright (taller than wide).
    const frame = (await shown.getByTestId('board-frame').boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    const boxes = await tiles.evaluateAll((ts) =>
      ts.map((t) => t.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
    );
    const span = (lo: (b: (typeof boxes)[number]) => number, hi: (b: (typeof boxes)[number]) => number) =>
      Math.max(...boxes.map(hi)) - Math.min(...boxes.map(lo));
    expect(
      span(
        (b) => b.y,
        (b) => b.y + b.h,
      ),
    ).toBeGreaterThan(
      span(
        (b) => b.x,
        (b) => b.x + b.w,
      ),
    );
    for (const b of boxes) {
      expect(b.w).toBeGreaterThan(10);
      expect(b.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(b.x + b.w).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(b.y + b.h).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    // The tiles are raised, as with scripts: lit from above, each tile's top is lighter than its bottom.
    const shot = decodePng(await page.screenshot());
    const light = ([r, g, b]: [number, number, number]) => r + g + b;
    const b = boxes[40];
    const top = light(pixelAt(shot, b.x + b.w / 2, b.y + b.h * 0.22));
    const bottom = light(pixelAt(shot, b.x + b.w / 2, b.y + b.h * 0.78));
    expect(top - bottom, 'a hidden tile is lighter at its top than at its bottom').toBeGreaterThan(15);
    await context.close();
  });
});

const FIRST_VISITS = [
  {
    what: "a desktop's first visit",
    use: { viewport: { width: 1280, height: 800 } },
    tiles: 256,
    middle: 8,
    phone: false,
  },
  { what: "a phone's first visit", use: PHONE, tiles: 81, middle: 4, phone: true },
];

for (const visit of FIRST_VISITS) {
  test.describe(visit.what, () => {
    test.use({ firstVisit: true, ...visit.use });

    test('shows its prerendered board before any script, hydrates it without a mismatch, and plays', async ({
      page,
    }) => {
      const messages = hydrationMessages(page);
      const first = await watchFirstPaint(page);
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      expect(await first.seen()).toMatchObject({ started: false, tiles: visit.tiles, shown: true, app: true });
      // One app's markup: the other window's prerendered copy is gone.
      await expect(page.locator('#hx-phone')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Flag mode' })).toHaveCount(visit.phone ? 1 : 0);
      // Hydrated, not replaced: the prerendered tiles are the ones the game plays on.
      const middle = page.locator(`${TILES}[data-row="${visit.middle}"][data-col="${visit.middle}"]`);
      await (visit.phone ? middle.tap() : middle.click());
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', /playing|won/);
      expect(await first.removed()).toBe(0);
      expect(messages).toEqual([]);
    });

    test("the page's inline scripts lay out nothing before the first paint: only the screen shown is laid out, once", async ({
      page,
    }) => {
      // A performance trace (Chromium's), with the script stack of every style or layout a script forced.
      const cdp = await page.context().newCDPSession(page);
      const events: { name: string; args?: { beginData?: { stackTrace?: { url: string; lineNumber: number }[] } } }[] =
        [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack',
        transferMode: 'ReportEvents',
      });
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      // The picking script, after the markup (the head's script reads the window's size while the document is still
      // empty: there is nothing to lay out then).
      const html = await (await page.request.get('/')).text();
      const pickLine = html.split('\n').findIndex((line) => line.includes('<script id="hx-picked">'));
      expect(pickLine).toBeGreaterThan(0);
      const forced = events.filter(
        (e) =>
          (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
          e.args?.beginData?.stackTrace?.[0]?.url === new URL('/', page.url()).href &&
          // The trace counts lines from 1.
          e.args.beginData.stackTrace[0].lineNumber === pickLine + 1,
      );
      expect(forced.map((e) => e.name)).toEqual([]);
    });

    test('hydrates the board at once, and the parts around it once their code has come, their prerendered HTML shown meanwhile', async ({
      page,
    }) => {
      const messages = hydrationMessages(page);
      // The code of the parts hydrated later (lazyPart.tsx, hydratedPart) is held back until the board plays.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/(MinesweeperPanel|LayoutPanel|shellParts|boardExtras)-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const first = await watchFirstPaint(page);
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      const middle = page.locator(`${TILES}[data-row="${visit.middle}"][data-col="${visit.middle}"]`);
      await (visit.phone ? middle.tap() : middle.click());
      await expect(middle).toHaveAttribute('data-state', 'revealed');
      // The guide, where a first visit's next click goes, is hydrated with the board: the board's first tap, which
      // dismisses it, does so at once.
      await expect(page.getByTestId('first-visit')).toHaveCount(0);
      // Their prerendered HTML is there all along, through the board's updates; each node is marked to tell a
      // hydrated node from a new one.
      const parts = [
        '[data-testid="preset-summary"]',
        '#settings-sheet input[type="number"]',
        '.stats-button',
        '[data-testid="hint-text"]',
        '[data-testid="game-status"]',
        '[role="tablist"]',
        // (A touch-only screen has no keys, and no key legend.)
        ...(visit.phone ? [] : ['[data-testid="key-legend"]']),
      ];
      const mark = () =>
        page.evaluate(
          (sels) =>
            sels.filter(
              (s) => document.querySelector(s) && Object.assign(document.querySelector(s)!, { hxMark: true }),
            ),
          parts,
        );
      expect(await mark()).toEqual(parts);
      release();
      // Hydrated: the status line says the game, the header's Statistics button and the settings answer, and they are
      // the prerendered nodes.
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', /playing|won/);
      if (visit.phone) await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('.stats-button').click();
      await expect(page.locator('.stats-button')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('stats')).toBeVisible();
      // The dialog takes the focus as it opens, so a key pressed now is its.
      await expect(page.getByTestId('stats')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('stats')).toBeHidden();
      const noGuess = page.getByRole('switch', { name: 'No guessing' });
      if (visit.phone) await (await new BoardPage(page).header('Settings')).click();
      const was = await noGuess.isChecked();
      await noGuess.click();
      await expect(noGuess).toBeChecked({ checked: !was });
      if (visit.phone) await page.keyboard.press('Escape');
      // The hint's bubble, hydrated, says the hint.
      await page.getByRole('button', { name: 'Hint' }).first().click();
      await expect(page.getByTestId('hint-text')).not.toHaveText('');
      expect(
        await page.evaluate(
          (sels) => sels.filter((s) => (document.querySelector(s) as { hxMark?: boolean } | null)?.hxMark !== true),
          parts,
        ),
        'the prerendered nodes were hydrated, not drawn afresh (those drawn afresh)',
      ).toEqual([]);
      expect(await first.removed()).toBe(0);
      await (await new BoardPage(page).modeTab('Lab')).click();
      await expect(page.locator('[role="tab"][data-mode="lab"]')).toHaveAttribute('aria-selected', 'true');
      expect(messages).toEqual([]);
    });

    test("is painted before the app's code runs, the code asked for with the page rather than after the paint", async ({
      page,
    }) => {
      // Whether the markup was all in (its last element, the picking script, parsed) when the code was first asked for.
      await page.addInitScript(() => {
        const seen = new MutationObserver((changes) => {
          const link = changes.some((c) =>
            [...c.addedNodes].some((n) => (n as Element).matches?.('link[rel=modulepreload]')),
          );
          if (!link) return;
          seen.disconnect();
          (window as { hxAskedWith?: boolean }).hxAskedWith = document.getElementById('hx-picked') !== null;
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      // The first paint waits for the markup and the stylesheet: the app's code does not share a slow link with them.
      expect(
        await page.evaluate(() => (window as { hxAskedWith?: boolean }).hxAskedWith),
        "the app's code asked for once the whole markup is in",
      ).toBe(true);
      const order = await page.evaluate(codeOrder);
      expect(order.fcp, 'a first contentful paint is reported').not.toBeNull();
      expect(order.modules, "the app's code (the first screen is one file)").toBeGreaterThan(0);
      expect(order.first, 'the first module asked for before the first contentful paint').toBeLessThan(order.fcp!);
      expect(order.runs, 'the app runs after the first contentful paint').toBeGreaterThan(order.fcp!);
    });

    for (const name of MODES.slice(1)) {
      test(`then ${name}'s first visit shows no hydration warning`, async ({ page }) => {
        const messages = hydrationMessages(page);
        await page.goto('/');
        await page.locator('html[data-started]').waitFor({ state: 'attached' });
        await (await new BoardPage(page).modeTab(name)).click();
        await expect(page.locator(`.mode-${name.toLowerCase()} ${TILES}`).first()).toBeVisible();
        await expect(page.getByTestId('first-visit')).toBeVisible();
        expect(messages).toEqual([]);
      });
    }
  });
}

test.describe('anyone whose first board is another', () => {
  const cases: {
    what: string;
    url?: string;
    viewport?: { width: number; height: number };
    touch?: boolean;
    firstVisit: boolean;
    locale?: string;
    tiles?: number;
  }[] = [
    { what: 'a returning player', firstVisit: false },
    { what: "a phone's returning player", firstVisit: false, viewport: PHONE.viewport, touch: true, tiles: 81 },
    {
      what: "a phone's link",
      firstVisit: true,
      viewport: PHONE.viewport,
      touch: true,
      url: '/?daily=2026-01-02',
      tiles: 81,
    },
    {
      what: 'a phone held sideways (its first board is not turned)',
      firstVisit: true,
      viewport: { width: 844, height: 390 },
      touch: true,
      tiles: 81,
    },
    { what: 'a narrow window with a mouse', firstVisit: true, viewport: { width: 390, height: 844 }, tiles: 81 },
    {
      what: 'a desktop too small for the settings beside the board',
      firstVisit: true,
      viewport: { width: 900, height: 700 },
    },
    { what: 'a link', firstVisit: true, url: '/?daily=2026-01-02' },
    { what: 'a Spanish reader', firstVisit: true, locale: 'es-ES' },
  ];
  for (const c of cases) {
    test.describe(c.what, () => {
      test.use({
        firstVisit: c.firstVisit,
        viewport: c.viewport ?? { width: 1280, height: 800 },
        hasTouch: !!c.touch,
        isMobile: !!c.touch,
        locale: c.locale ?? 'en-US',
      });
      test('never sees the prerendered board, whose frame keeps its place until the board comes', async ({ page }) => {
        const messages = hydrationMessages(page);
        const first = await watchFirstPaint(page);
        await page.goto(c.url ?? '/');
        await page.locator('html[data-started]').waitFor({ state: 'attached' });
        const seen = await first.seen();
        expect(seen).toMatchObject({
          started: false,
          tiles: c.tiles ?? 256,
          shown: false,
          app: c.locale === undefined,
        });
        expect(seen.frame?.width).toBeGreaterThan(0);
        await expect(page.locator(TILES).first()).toBeVisible();
        expect(await painted(page)).toMatchObject({ shown: true });
        expect(messages).toEqual([]);
      });
    });
  }
});

test.describe("what the first render waits for is asked for with the app's code", () => {
  /** The app's files in the order the page asked for them, from its latest navigation. */
  function jsRequests(page: Page): string[] {
    const files: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) files.length = 0;
      const file = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.js')) files.push(file);
    });
    return files;
  }
  /** The files other than the first screen's own asked for before the app ran (index.html's loader asks beside it). */
  const beforeApp = (page: Page) =>
    page.evaluate(() => {
      const runs = performance.getEntriesByName('hexlab:app-runs')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < runs)
        .map((e) => new URL(e.name).pathname.split('/').pop() ?? '')
        .filter((f) => f.endsWith('.js') && !f.startsWith('app-'));
    });
  const isText = (file: string) => FIRST_TEXTS.some((ns) => file.startsWith(`${ns}-`));

  test.describe('a page the service worker serves', () => {
    test.use({ firstVisit: true, serviceWorkers: 'allow' });
    test("asks for none of them beside the first screen's file: it has them at hand", async ({ page }) => {
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
        .toBe(true);
      // The page left asks for nothing more once its idle-time fetching has ended (src/ui/prefetch.ts).
      await page.locator('html[data-prefetched]').waitFor({ state: 'attached', timeout: 60_000 });
      const files = jsRequests(page);
      await page.reload();
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      expect(files.some((f) => f.startsWith('app-'))).toBe(true);
      expect(await beforeApp(page)).toEqual([]);
    });
  });

  for (const { what, locale, texts, firstTap } of [
    { what: 'an English reader', locale: 'en-US', texts: FIRST_TEXTS.length, firstTap: 1 },
    // (A Spanish reader's board is drawn by the app: the English first screen's first tap is not theirs.)
    { what: 'a Spanish reader (the English texts are not asked for)', locale: 'es-ES', texts: 0, firstTap: 0 },
  ])
    test.describe(what, () => {
      test.use({ firstVisit: true, locale });
      test("start-up's code and the reader's English first texts come beside the first screen's file, each asked for once", async ({
        page,
      }) => {
        const files = jsRequests(page);
        // Each worker the page makes, and whether the app's code had begun to run when it was made. (A worker fetches
        // its script from its own thread once that has started: on a busy machine, after the app has begun to run.)
        await page.addInitScript(() => {
          const made: { url: string; beforeApp: boolean }[] = [];
          (window as unknown as { hxWorkersMade: typeof made }).hxWorkersMade = made;
          const Native = window.Worker;
          window.Worker = class extends Native {
            constructor(url: string | URL, options?: WorkerOptions) {
              super(url, options);
              made.push({ url: String(url), beforeApp: !performance.getEntriesByName('hexlab:app-runs').length });
            }
          };
        });
        await page.goto('/');
        await page.locator('html[data-started]').waitFor({ state: 'attached' });
        // A file's entry is listed once its download has ended: the list is read once the idle-time fetching has
        // ended, and still holds only what began before the app ran.
        await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
        const early = await beforeApp(page);
        expect(
          early.filter((f) => f.startsWith('startUp-')),
          'start-up code asked for before the app ran',
        ).toHaveLength(1);
        expect(early.filter(isText), 'first texts asked for before the app ran').toHaveLength(texts);
        // A first visit's first tap builds a no-guess board: its view's code comes beside them too, and its worker is
        // made by index.html's script, before the app runs; the app takes that one over rather than making another.
        expect(
          early.filter((f) => f.startsWith('NoGuessRunner-')),
          "the no-guess builder's view asked for before the app ran",
        ).toHaveLength(firstTap);
        const made = await page.evaluate(
          () => (window as unknown as { hxWorkersMade: { url: string; beforeApp: boolean }[] }).hxWorkersMade,
        );
        expect(
          made.filter((w) => w.beforeApp && /noGuess\.worker-/.test(w.url)),
          'no-guess workers made before the app ran',
        ).toHaveLength(firstTap);
        expect(
          files.filter((f) => f.startsWith('noGuess.worker-')),
          'no-guess workers started',
        ).toHaveLength(1);
        expect(files.length).toBeGreaterThan(0);
        // Each file's body comes over the network once (a file asked for again is answered by the cache or, where the
        // server says no-cache as `vite preview` does, revalidated: headers only).
        const downloaded = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .filter((e) => e.transferSize > e.encodedBodySize)
            .map((e) => new URL(e.name).pathname.split('/').pop() ?? '')
            .filter((f) => f.endsWith('.js')),
        );
        expect(
          downloaded.filter((f, i) => downloaded.indexOf(f) !== i),
          'files downloaded twice',
        ).toEqual([]);
      });
    });
});
