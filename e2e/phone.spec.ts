// Playing on a phone (CONTRACT "Playing on a phone"): the controls a game needs are one tap away and never
// over the board; a hint's reason shows with its tile; the clock stands still under the settings sheet; a first visit
// starts on a named difficulty with No guessing on and a board that fills the screen; an ending never covers what
// happened; the header keeps its rows. Touch phones at 390 x 844 and 360 x 640, and a 1280 x 800 desktop.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';
import { MinesPage } from './mines.page';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SMALL = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };
const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};
/** The smallest tile's width across its flat sides (pointy tops: its box's width; flat tops: its box's height). */
const shortSide = (page: Page) =>
  page.evaluate(() => {
    const tiles = [...document.querySelectorAll('[data-testid="board"] polygon[data-row]')];
    return Math.min(...tiles.map((t) => Math.min(t.getBoundingClientRect().width, t.getBoundingClientRect().height)));
  });
const tap = async (page: Page, board: BoardPage, row: number, col: number) => {
  const c = await board.screenCentre(row, col);
  await page.touchscreen.tap(c.x, c.y);
};
/** A seeded game on the tutorial board, set from the sheet's Advanced section (which a phone shows as a drawer). */
async function seeded(ms: MinesPage, mines: number, seed: number) {
  await ms.settings();
  await ms.seeded(mines, seed);
  await ms.settings(false);
}

test.describe('on a 390 x 844 touch phone', () => {
  test.use(PHONE);

  test('New game, Hint, Flag mode and Difficulty are one tap away, outside the sheet, and none covers the board', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await expect(page.getByTestId('settings')).toBeHidden();
    const frame = await box(page.getByTestId('board-frame'));
    const controls = [
      page.getByRole('button', { name: 'New game', exact: true }),
      page.getByRole('button', { name: 'Hint', exact: true }),
      page.getByRole('button', { name: 'Flag mode' }),
      page.getByRole('combobox', { name: 'Difficulty' }),
    ];
    for (const c of controls) {
      await expect(c).toBeVisible();
      expect(
        overlap(await box(c), frame),
        `${await c.evaluate((e) => e.getAttribute('aria-label') ?? e.textContent)} stays off the board`,
      ).toBe(false);
    }
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'Intermediate' });
    await expect(board.tiles()).toHaveCount(256);
    // What is set once lives in the sheet, under "Advanced".
    const sheet = await board.settings();
    const advanced = sheet.getByRole('region', { name: 'Advanced' });
    for (const name of ['Seed', 'First click', 'Long press (ms)', 'Density (%)'])
      await expect(advanced.getByLabel(name, { exact: true })).toBeVisible();
  });

  test("a hint's explanation is in view together with the hinted tile, and covers it not", async ({ page }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await seeded(ms, 20, 5);
    await tap(page, ms, 6, 6);
    await expect(ms.status()).toHaveAttribute('data-status', 'playing');
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    const hinted = ms.svg.locator('polygon[data-hint]');
    await expect(hinted).toHaveCount(1);
    const text = page.getByTestId('hint-text');
    await expect(text).toBeVisible();
    await expect(text).not.toBeEmpty();
    const [t, h] = [await box(text), await box(hinted)];
    for (const b of [t, h])
      expect(b.y >= 0 && b.y + b.height <= 844 && b.x >= 0 && b.x + b.width <= 390, 'in the window').toBe(true);
    expect(overlap(t, h), 'the explanation leaves the hinted tile uncovered').toBe(false);
  });

  test('the clock does not run while the settings sheet covers the board', async ({ page }) => {
    await page.clock.install();
    const ms = new MinesPage(page);
    await ms.open();
    await tap(page, ms, 6, 6);
    await expect(ms.status()).toHaveAttribute('data-status', 'playing');
    const timer = page.getByTestId('timer');
    const ms0 = async () => Number(await timer.getAttribute('data-ms'));
    await page.clock.runFor(1500);
    await expect.poll(ms0).toBeGreaterThanOrEqual(1000);
    await ms.settings();
    const covered = await ms0();
    await page.clock.runFor(5000);
    expect(await ms0(), 'still while the sheet is open').toBeLessThan(covered + 500);
    await ms.settings(false);
    await page.clock.runFor(2000);
    await expect.poll(ms0).toBeGreaterThanOrEqual(covered + 1500);
    expect(await ms0(), 'the time under the sheet is not counted').toBeLessThan(covered + 4000);
  });

  test('Beginner fits with tiles at least 44 px across (turned where that is bigger)', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'Beginner' });
    await expect(board.tiles()).toHaveCount(81);
    await expect.poll(() => shortSide(page)).toBeGreaterThanOrEqual(44);
  });

  test('a loss: the card docks under the board, never over the exploded tile or the tiles its analysis rings', async ({
    page,
  }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await seeded(ms, 20, 5);
    const k = MinesPage.known('pointy', 'odd', 20, 5, { row: 6, col: 6 });
    await tap(page, ms, 6, 6);
    const mine = [...Array(k.board.size).keys()].find((t) => k.mines[t])!;
    await tap(page, ms, k.board.row[mine], k.board.col[mine]);
    await expect(ms.status()).toHaveAttribute('data-status', 'lost');
    const card = page.getByTestId('game-over');
    await expect(card).toBeVisible();
    const analysis = card.getByTestId('loss-analysis');
    await expect(analysis).toBeVisible();
    await expect(analysis).not.toContainText(/row \d+|column \d+/);
    // The board re-fits to what the card leaves: wait for the exploded tile to settle inside its frame.
    const frame = page.getByTestId('board-frame');
    const exploded = ms.svg.locator('polygon[data-state="exploded"]');
    await expect
      .poll(
        async () =>
          (await box(exploded)).y + (await box(exploded)).height <= (await box(frame)).y + (await box(frame)).height,
      )
      .toBe(true);
    // The card's entrance (it slides in) has ended: its box and its buttons' are measured where they stay.
    await card.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const c = await box(card);
    expect(c.y, 'the card is under the board').toBeGreaterThanOrEqual(
      (await box(frame)).y + (await box(frame)).height - 1,
    );
    expect(overlap(c, await box(exploded)), 'the exploded tile is uncovered').toBe(false);
    for (const ring of await page.getByTestId('loss-tile').all())
      expect(overlap(c, await box(ring)), 'a ringed tile is uncovered').toBe(false);
    // Every way on from a loss is in view without scrolling the card: its actions and Close, whole, inside the card.
    for (const name of ['New game', 'Replay', 'Close']) {
      const b = await box(card.getByRole('button', { name, exact: true }));
      expect(b.y, `${name} starts inside the card`).toBeGreaterThanOrEqual(c.y);
      expect(b.y + b.height, `${name} ends inside the card`).toBeLessThanOrEqual(c.y + c.height);
      expect(b.y + b.height, `${name} ends inside the window`).toBeLessThanOrEqual(page.viewportSize()!.height);
    }
    await card.getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(card).toHaveCount(0);
  });

  test('a win is a moment: a short celebration with the time and 3BV/s, and none under reduced motion', async ({
    page,
  }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await seeded(ms, 6, 11);
    const k = MinesPage.known('pointy', 'odd', 6, 11, { row: 6, col: 6 });
    await tap(page, ms, 6, 6);
    await ms.clearSafe(k);
    const card = page.getByTestId('game-over');
    await expect(card).toHaveAttribute('data-result', 'won');
    await expect(card.getByTestId('final-time')).toBeVisible();
    await expect(card.getByTestId('final-3bvs')).toBeVisible();
    await expect(card.getByTestId('final-clicks')).toContainText('taps');
    const burst = page.getByTestId('celebration');
    await expect(burst).toHaveCount(1);
    expect(await burst.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await burst.evaluate((el) => getComputedStyle(el).display)).toBe('none');
  });

  test('the zoom buttons sit outside the board', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    const svg = await box(board.svg);
    for (const name of ['Zoom in', 'Zoom out', 'Fit board']) {
      const b = await box(page.getByRole('button', { name, exact: true }));
      expect(overlap(b, svg), `${name} is off the board`).toBe(false);
    }
  });
});

test.describe('a first visit', () => {
  test.use({ firstVisit: true });

  // The guide is a strip above the mode on a phone and a column beside the board on a desktop (guideCards.spec.ts): the
  // board fits what it leaves (`guided`), and has its whole share again once the guide is dismissed. A 360 x 640
  // phone's Hero, with its pad under the board and the header's two rows, keeps the least.
  for (const size of [
    { ...PHONE, guided: 0.35, share: 0.45 },
    { ...SMALL, guided: 0.2, share: 0.4 },
    { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false, guided: 0.38, share: 0.5 },
  ]) {
    test.describe(`${size.viewport.width} x ${size.viewport.height}`, () => {
      test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

      test("starts on a named difficulty with No guessing on, and every mode's board keeps its share beside the guide", async ({
        page,
      }) => {
        const board = new BoardPage(page);
        await board.open();
        const sheet = await board.settings();
        await expect(page.getByRole('combobox', { name: 'Difficulty' })).not.toHaveValue('custom');
        await expect(sheet.getByRole('switch', { name: 'No guessing' })).toBeChecked();
        await board.settings(size.share === 0.5);
        const W = size.viewport.width;
        const H = size.viewport.height;
        for (const mode of MODES) {
          await board.mode(mode);
          const guide = page.getByTestId('first-visit');
          await expect(guide).toBeVisible();
          const frame = page.getByRole('tabpanel', { name: mode }).getByTestId('board-frame');
          const share = async () => {
            const f = await box(frame);
            return (f.width * f.height) / (W * H);
          };
          expect(overlap(await box(guide), await box(frame)), `${mode}: the guide is off the board`).toBe(false);
          await expect.poll(share, `${mode}: the frame's share beside the guide`).toBeGreaterThanOrEqual(size.guided);
          const scroll = await page.evaluate(
            () =>
              document.scrollingElement!.scrollHeight <= innerHeight &&
              document.scrollingElement!.scrollWidth <= innerWidth,
          );
          expect(scroll, `${mode}: nothing scrolls`).toBe(true);
          // One tap and the guide is gone, its room the board's.
          await guide.getByRole('button', { name: 'Got it' }).click();
          await expect(guide).toHaveCount(0);
          await expect.poll(share, `${mode}: the frame's share of the window`).toBeGreaterThanOrEqual(size.share);
          // The first board's tiles, once the guide has gone (beside it, 42 px).
          if (W === 390 && mode === 'Minesweeper')
            await expect.poll(() => shortSide(page), "the first board's tiles").toBeGreaterThanOrEqual(44);
        }
      });
    });
  }
});

/** Open the default board from its own link, as a link's reader does: the header shows "Save to My boards". */
async function openLink(page: Page) {
  const board = new BoardPage(page);
  await board.open();
  const link = await board.shareLink();
  await board.open(new URL(link).search.slice(1));
  // (On a phone it is in the header's menu, which this opens.)
  const save = await board.header('Save to My boards');
  await expect(save).toBeVisible();
  return save;
}

test.describe('the header on a 360 x 640 touch phone', () => {
  test.use(SMALL);

  // One row: the mark, the mode, the menu. The menu holds the ways out, a link's Save under My boards.
  test('keeps a link\'s "Save to My boards" in the menu beside My boards, and nothing runs off the right edge', async ({
    page,
  }) => {
    const save = await openLink(page);
    const mine = await box(page.getByRole('button', { name: 'My boards', exact: true }));
    const b = await box(save);
    expect(Math.abs(b.y + b.height - mine.y), 'just above My boards').toBeLessThan(4);
    expect(b.x + b.width, 'inside the right edge').toBeLessThanOrEqual(360);
    expect((await box(page.getByRole('banner'))).height, 'one row').toBeLessThanOrEqual(56);
    const off = await page.evaluate(() =>
      [...document.querySelectorAll('header *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
        .map((e) => e.tagName),
    );
    expect(off).toEqual([]);
  });
});

for (const size of [PHONE, SMALL]) {
  test.describe(`the game's controls on a ${size.viewport.width} x ${size.viewport.height} touch phone`, () => {
    test.use(size);

    test('New game, Hint, Flag mode and Difficulty all lie inside the right edge', async ({ page }) => {
      const board = new BoardPage(page);
      await board.open();
      for (const c of [
        page.getByRole('combobox', { name: 'Difficulty' }),
        page.getByRole('button', { name: 'New game', exact: true }),
        page.getByRole('button', { name: 'Hint', exact: true }),
        page.getByRole('button', { name: 'Flag mode' }),
      ]) {
        const b = await box(c);
        expect(b.x + b.width, `${await c.textContent()} inside the right edge`).toBeLessThanOrEqual(
          size.viewport.width,
        );
        expect(b.width, 'a touch target').toBeGreaterThanOrEqual(44);
      }
      const off = await page.evaluate(() =>
        [...document.querySelectorAll('.mode *')]
          .filter(
            (e) =>
              !e.closest('[data-testid="board"]') &&
              e.getBoundingClientRect().width > 0 &&
              e.getBoundingClientRect().right > innerWidth + 0.5,
          )
          .map((e) => e.className),
      );
      expect(off).toEqual([]);
    });
  });
}

test.describe('the header on a 1280 x 800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps the tabs and a link\'s "Save to My boards" on one row', async ({ page }) => {
    const save = await openLink(page);
    const tab = await box(page.locator('[data-mode="minesweeper"]'));
    for (const c of [save, page.getByRole('button', { name: 'Daily', exact: true }), page.getByTestId('language')]) {
      const b = await box(c);
      expect(Math.abs(b.y + b.height / 2 - (tab.y + tab.height / 2)), 'on the row of the mode tabs').toBeLessThan(4);
    }
  });
});
