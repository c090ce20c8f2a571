// Issue 43, item 3: first-visit cards that help. Each mode's card, on a 390 x 844 and a 360 x 640 touch phone and a
// 1280 x 800 desktop (Puzzles too), covers none of the board's tiles and none of the mode's controls (zoom, Flag mode, the hero's
// pad...); a tap on the board (or the hero's pad) dismisses it and still does what it meant; the phone's card and the
// desktop's give the same rules, in the words of each. And the phone's header: "Hexlab", and every button named in
// words one can see, in English and Spanish, Statistics included during a daily.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SMALL = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };
const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity', 'Puzzles'] as const;
type ModeName = (typeof MODES)[number];

/** The rules each card gives on every screen, then the words only a touch screen's or a mouse's card uses. */
const RULES: Record<ModeName, { both: RegExp[]; touch: RegExp[]; pointer: RegExp[] }> = {
  Minesweeper: {
    both: [/reveal/i, /neighbours/i, /flag/i, /chord/i, /win/i],
    touch: [/\btap/i, /long press/i, /Flag mode/],
    pointer: [/\bclick/i, /right click/i],
  },
  Lab: {
    both: [/coordinate/i, /neighbours/i, /tools/i],
    touch: [/\btap/i, /Settings/],
    pointer: [/\bclick/i, /panel on the right/i],
  },
  Editor: {
    both: [/draw/i, /tools/i, /import and export/i, /Play/],
    touch: [/\btap/i, /Settings/],
    pointer: [/\bclick/i, /panel on the right/i],
  },
  Hero: {
    both: [/walk/i, /walls stop/i, /cheapest path/i, /search/i],
    touch: [/\btap/i, /pad/i, /Settings/],
    pointer: [/\bclick/i, /keys/i, /panel on the right/i],
  },
  Proximity: {
    both: [/take turns/i, /strength/i, /captur/i, /weaker/i, /board is full/i],
    touch: [/\btap/i],
    pointer: [/\bclick/i],
  },
  Puzzles: {
    both: [/blue or black/i, /neighbours/i, /together/i, /apart/i, /line/i],
    touch: [/\btap/i, /long press/i, /Mark black/],
    pointer: [/\bclick/i, /right click/i],
  },
};

/** What the card covers: every tile of the board, and every control and status of the mode, that its box meets. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('[data-testid="first-visit"]')!.getBoundingClientRect();
    const meets = (b: DOMRect) =>
      b.width > 0 &&
      b.height > 0 &&
      b.left < card.right - 0.5 &&
      card.left < b.right - 0.5 &&
      b.top < card.bottom - 0.5 &&
      card.top < b.bottom - 0.5;
    const panel = document.getElementById('mode-panel')!;
    const things = [
      ...panel.querySelectorAll('[data-testid="board"] polygon[data-row]'),
      ...panel.querySelectorAll('button, select, input, [data-testid="status-bar"], [data-testid="board-frame"]'),
    ];
    return things
      .filter((e) => meets(e.getBoundingClientRect()))
      .map((e) =>
        e.tagName === 'polygon'
          ? `tile ${e.getAttribute('data-row')},${e.getAttribute('data-col')}`
          : `${e.tagName} ${e.getAttribute('aria-label') ?? e.getAttribute('data-testid') ?? e.textContent}`,
      );
  });

/** The controls a card speaks of, each of which must be on screen (and, by `covered`, uncovered). */
const named = (mode: ModeName, touch: boolean): string[] => {
  const zoom = ['Zoom in', 'Zoom out', 'Fit board'];
  if (mode === 'Minesweeper') return [...zoom, 'New game', 'Hint', ...(touch ? ['Flag mode'] : [])];
  if (mode === 'Hero' && touch) return [...zoom, 'Move'];
  if (mode === 'Puzzles') return [...zoom, 'Mark black'];
  return zoom;
};

/** The centre of the floor tile nearest the middle of the board's frame (or, for the hero, beside it). */
const target = (page: Page, mode: ModeName) =>
  page.evaluate((mode) => {
    const panel = document.getElementById('mode-panel')!;
    const frame = panel.querySelector('[data-testid="board-frame"]')!.getBoundingClientRect();
    // A puzzle's tile to tap is a hidden cell (not a line clue's slot, nor a cell already shown).
    const tiles = [
      ...panel.querySelectorAll<SVGPolygonElement>(
        mode === 'Puzzles' ? 'polygon[data-state="hidden"]' : 'polygon[data-kind="floor"]',
      ),
    ].filter((t) => !t.hasAttribute('data-owner'));
    const centre = (t: Element) => {
      const b = t.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    };
    let aim = { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 };
    if (mode === 'Hero') {
      const hero = panel.querySelector('[data-testid="hero"]')!;
      const at = panel.querySelector(
        `polygon[data-row="${hero.getAttribute('data-row')}"][data-col="${hero.getAttribute('data-col')}"]`,
      )!;
      const c = centre(at);
      const b = at.getBoundingClientRect();
      // A floor tile next to the hero's (its centre about one tile away), not the hero's own.
      const next = tiles.filter((t) => {
        const d = Math.hypot(centre(t).x - c.x, centre(t).y - c.y);
        return d > b.width / 2 && d < b.width * 1.3;
      });
      aim = centre(next[0]);
    }
    const best = tiles.reduce((a, t) =>
      Math.hypot(centre(t).x - aim.x, centre(t).y - aim.y) < Math.hypot(centre(a).x - aim.x, centre(a).y - aim.y)
        ? t
        : a,
    );
    return { ...centre(best), row: best.getAttribute('data-row')!, col: best.getAttribute('data-col')! };
  }, mode);

/** Open `mode` as a first visit (every card unseen) and wait for its card. */
async function openCard(page: Page, mode: ModeName) {
  const board = new BoardPage(page);
  await board.open();
  if (mode !== 'Minesweeper') await board.mode(mode);
  const card = page.getByTestId('first-visit');
  await expect(card).toBeVisible();
  return { board, card };
}

test.describe('first-visit cards', () => {
  test.use({ firstVisit: true });

  for (const [name, size] of [
    ['390 x 844 touch', PHONE],
    ['360 x 640 touch', SMALL],
    ['1280 x 800', DESKTOP],
  ] as const) {
    const touch = size.hasTouch;
    test.describe(name, () => {
      test.use(size);

      for (const mode of MODES) {
        test(`${mode}: the card covers no tile and no control, and gives the rules in this screen's words`, async ({
          page,
        }) => {
          const { card } = await openCard(page, mode);
          const panel = page.getByRole('tabpanel', { name: mode });
          for (const control of named(mode, touch)) {
            // The hero's pad: its six "Move ..." buttons (east and west in one layout, north and south in the other).
            const buttons = panel.getByRole(
              'button',
              control === 'Move' ? { name: /^Move / } : { name: control, exact: true },
            );
            await expect(buttons).toHaveCount(control === 'Move' ? 6 : 1);
            for (const b of await buttons.all()) await expect(b).toBeVisible();
          }
          await expect.poll(() => covered(page), 'what the card covers').toEqual([]);
          // A phone's card is a line or two; its "More" unfolds the whole rules.
          if (size !== DESKTOP) await card.getByRole('button', { name: 'More' }).tap();
          const text = await card.evaluate((e) => (e as HTMLElement).innerText);
          const rules = RULES[mode];
          for (const rule of [...rules.both, ...(touch ? rules.touch : rules.pointer)])
            expect(text, `${mode}'s card says ${rule}`).toMatch(rule);
          // Nothing of the card runs off the screen's right edge.
          const right = await card.evaluate((e) => e.getBoundingClientRect().right);
          expect(right).toBeLessThanOrEqual(size.viewport.width);
        });

        test(`${mode}: a tap on the board dismisses the card and does what it meant`, async ({ page }) => {
          const { board, card } = await openCard(page, mode);
          await expect.poll(() => covered(page)).toEqual([]);
          const hero = page.getByTestId('hero');
          if (mode === 'Hero' && touch) {
            // The pad it names: one step east or north (west or south, where a wall stands there), and the card goes.
            const from = { row: await hero.getAttribute('data-row'), col: await hero.getAttribute('data-col') };
            await page.getByRole('button', { name: /^Move (east|north)$/ }).tap();
            await expect(card).toHaveCount(0);
            const moved = async () =>
              `${await hero.getAttribute('data-row')},${await hero.getAttribute('data-col')}` !==
              `${from.row},${from.col}`;
            if (!(await moved())) await page.getByRole('button', { name: /^Move (west|south)$/ }).tap();
            await expect.poll(moved, 'the hero stepped').toBe(true);
            return;
          }
          const t = await target(page, mode);
          const tile = board.tile(Number(t.row), Number(t.col));
          const kind = await tile.getAttribute('data-kind');
          if (touch) await page.touchscreen.tap(t.x, t.y);
          else await page.mouse.click(t.x, t.y);
          await expect(card).toHaveCount(0);
          if (mode === 'Minesweeper') await expect(tile).toHaveAttribute('data-state', 'revealed');
          if (mode === 'Lab') await expect(tile).toHaveAttribute('data-hover', '');
          if (mode === 'Editor') await expect(tile).not.toHaveAttribute('data-kind', kind!);
          if (mode === 'Hero') {
            await expect(hero).toHaveAttribute('data-row', t.row);
            await expect(hero).toHaveAttribute('data-col', t.col);
          }
          if (mode === 'Proximity') await expect(tile).toHaveAttribute('data-owner', /\d/);
          // A tap marks the cell blue: it shows blue, or (a black cell) stays hidden and counts a mistake.
          if (mode === 'Puzzles')
            await expect
              .poll(async () => [
                await tile.getAttribute('data-state'),
                await page.getByTestId('puzzle-mistakes').getAttribute('data-mistakes'),
              ])
              .toEqual(expect.arrayContaining([expect.stringMatching(/^(blue|1)$/)]));
          // Dismissed for good: the next visit shows no card for this mode.
          await page.reload();
          await page.locator('html[data-started]').waitFor({ state: 'attached' });
          if (mode !== 'Minesweeper') await board.mode(mode);
          await expect(page.getByTestId('board')).toBeVisible();
          await expect(page.getByTestId('first-visit')).toHaveCount(0);
        });
      }
    });
  }

  test.describe('a flag first, at 1280 x 800', () => {
    test.use(DESKTOP);

    test("a right click on a tile flags it and dismisses Minesweeper's card", async ({ page }) => {
      const { board, card } = await openCard(page, 'Minesweeper');
      const t = await target(page, 'Minesweeper');
      await page.mouse.click(t.x, t.y, { button: 'right' });
      await expect(board.tile(Number(t.row), Number(t.col))).toHaveAttribute('data-state', 'flagged');
      await expect(card).toHaveCount(0);
    });
  });

  test.describe('in Spanish on a 360 x 640 touch phone', () => {
    test.use({ ...SMALL, locale: 'es-ES' });

    test("Minesweeper's card gives the same rules, and fits", async ({ page }) => {
      const board = new BoardPage(page);
      await board.open();
      const card = page.getByTestId('first-visit');
      await expect(card).toBeVisible();
      await expect.poll(() => covered(page)).toEqual([]);
      await card.getByRole('button', { name: 'Más' }).tap();
      const text = await card.evaluate((e) => (e as HTMLElement).innerText);
      for (const word of [/revela/i, /vecinos/i, /bandera/i, /pulsación larga/i, /modo bandera/i, /acorde/i, /ganar/i])
        expect(text).toMatch(word);
      expect(await card.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    });
  });
});

/**
 * Every button of the header that shows no words of its own: a text is seen when each box from it up to the button is
 * at least 4 px each way (a name kept for screen readers only sits in a 1 px box).
 */
const unlabelled = (page: Page) =>
  page.evaluate(() => {
    const seen = (button: Element) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        let ok = true;
        for (let e = n.parentElement; e && e !== button.parentElement; e = e.parentElement) {
          const b = e.getBoundingClientRect();
          const style = getComputedStyle(e);
          if (b.width < 4 || b.height < 4 || style.visibility === 'hidden' || style.opacity === '0') ok = false;
        }
        if (ok) return true;
      }
      return false;
    };
    // (The menu's own button is its three dots alone, as a phone's menus are; what it holds is named in words.)
    return [...document.querySelectorAll('header button:not([aria-controls="header-menu"])')]
      .filter((b) => b.getBoundingClientRect().width > 0 && b.checkVisibility({ visibilityProperty: true }) && !seen(b))
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
  });

/** Every element of the header whose box runs off the window's right edge. */
const offRight = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
      .map((e) => e.tagName),
  );

for (const [name, size] of [
  ['390 x 844', PHONE],
  ['360 x 640', SMALL],
] as const) {
  for (const lang of ['en', 'es'] as const) {
    test.describe(`the header on a ${name} touch phone, ${lang}`, () => {
      test.use({ ...size, locale: lang === 'es' ? 'es-ES' : 'en-US' });

      test('says Hexlab and names every button in words, none off the edge', async ({ page }) => {
        const board = new BoardPage(page);
        await board.open();
        const brand = page.getByRole('heading', { name: 'Hexlab', exact: true });
        await expect(brand).toBeVisible();
        expect((await brand.locator('.brand-name').boundingBox())!.width).toBeGreaterThan(30);
        expect(await unlabelled(page)).toEqual([]);
        expect(await offRight(page)).toEqual([]);
        await expect(page.locator('.language-short')).toHaveText(lang.toUpperCase());
        // The same with the menu open, its buttons named in words.
        await board.language();
        expect(await unlabelled(page)).toEqual([]);
        expect(await offRight(page)).toEqual([]);
        for (const b of await page.locator('header button').all())
          if (await b.isVisible()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      });

      test("during a daily, Statistics keeps its icon and its name beside the link's Save", async ({ page }) => {
        const board = new BoardPage(page);
        await board.open();
        await (await board.header(lang === 'es' ? 'Diario' : 'Daily')).click();
        await expect(page.getByTestId('daily')).toBeVisible();
        const stats = await board.header(lang === 'es' ? 'Estadísticas' : 'Statistics');
        await expect(stats).toBeVisible();
        await expect(stats.locator('svg path')).toHaveAttribute('d', /^M3 17h14/);
        expect(await unlabelled(page)).toEqual([]);
        expect(await offRight(page)).toEqual([]);
      });
    });
  }
}
