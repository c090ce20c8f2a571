// Puzzles you can follow and feel (CONTRACT "Hex logic puzzles"): a hint lights its cell and the clues that prove it,
// says the step in a player's words, and its words cover none of them, on a phone and a laptop, in both themes; a
// real level (Cookie's "The star") is played to the end by hints on a phone; a wrong mark is seen and announced; a
// clue can be greyed out as done, kept over a reload; a blue cell lights its area; the end card keeps the board still
// and offers the time, the mistakes, Share and Next.
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from './fixtures';
import { PuzzlePage, hiddenCells } from './puzzle.page';
import { FIRST_PUZZLE } from '../src/games/puzzle/builtIn';

const STAR = readFileSync(resolve(import.meta.dirname, '../src/games/puzzle/levels/cookie-the_star.hexcells'), 'utf8');
const SHOTS = resolve(import.meta.dirname, '../test-results/puzzle-hints');

/** Every hint's word-box overlap with the hinted cell and with each element carrying data-proves (none is the aim). */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const words = document.querySelector('[data-testid="hint-text"]')!.getBoundingClientRect();
    const named = [...document.querySelectorAll('[data-testid="board"] [data-proves], polygon[data-hint]')];
    return named
      .map((e) => {
        const r = e.getBoundingClientRect();
        const w = Math.min(r.right, words.right) - Math.max(r.left, words.left);
        const h = Math.min(r.bottom, words.bottom) - Math.max(r.top, words.top);
        return w > 0.5 && h > 0.5 ? `${e.tagName} ${e.getAttribute('data-hx')},${e.getAttribute('data-hy')}` : '';
      })
      .filter(Boolean);
  });

/** Whether every element the hint names is within the board's frame (a hint that pans the view keeps them there). */
const inView = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="board"] [data-proves], polygon[data-hint]')].every((e) => {
      const r = e.getBoundingClientRect();
      return (
        r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1 && r.left >= frame.left - 1 && r.right <= frame.right + 1
      );
    });
  });

/** Ask for hints and follow each to the end; at each, the words cover nothing they name. Screenshots of the first. */
async function playByHints(page: Page, pz: PuzzlePage, shot: string, touch: boolean) {
  mkdirSync(SHOTS, { recursive: true });
  const hint = page.getByRole('button', { name: 'Hint' });
  const words = page.getByTestId('hint-text');
  const markBlack = page.getByRole('button', { name: 'Mark black' });
  let steps = 0;
  const kinds = new Set<string>();
  while ((await pz.status().getAttribute('data-status')) !== 'solved') {
    await hint.click();
    await expect(words).toBeVisible();
    const hinted = pz.svg.locator('polygon[data-hint]');
    await expect(hinted).toHaveCount(1);
    await pz.settled();
    const text = (await words.textContent()) ?? '';
    expect(text).not.toMatch(/column|row|\d+, \d+/);
    expect(await overlaps(page), `hint ${steps}: ${text}`).toEqual([]);
    expect(await inView(page), `hint ${steps} in view`).toBe(true);
    if (steps === 0) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    kinds.add(/hard step/.test(text) ? 'hard' : /shares with/.test(text) ? 'two' : 'one');
    const colour = (await hinted.getAttribute('data-hint'))!;
    const x = Number(await hinted.getAttribute('data-hx'));
    const y = Number(await hinted.getAttribute('data-hy'));
    const box = (await hinted.boundingBox())!;
    if (touch) {
      if ((await markBlack.getAttribute('aria-pressed')) !== String(colour === 'black')) await markBlack.tap();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    } else await pz.mark({ x, y }, colour === 'black' ? 'right' : 'left');
    await expect(pz.cell(x, y)).toHaveAttribute('data-state', colour);
    steps++;
  }
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '0');
  return { steps, kinds };
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme}: on a 390 x 844 touch phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: scheme });

    test('"The star" is played to the end by hints; no hint\'s words cover the cell or a clue they name', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const pz = new PuzzlePage(page);
      await pz.open();
      await pz.show();
      await pz.settings();
      await pz.openLevel(STAR);
      await pz.settings(false);
      await pz.settled();
      const { kinds } = await playByHints(page, pz, `hint-phone-${scheme}`, true);
      expect([...kinds]).toEqual(expect.arrayContaining(['one', 'two']));
      await expect(page.getByTestId('game-over')).toHaveAttribute('data-result', 'won');
      await page.screenshot({ path: `${SHOTS}/end-phone-${scheme}.png` });
    });
  });

  test.describe(`${scheme}: on a 1280 x 800 laptop`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });

    test('"The star" is played by hints; no hint\'s words cover the cell or a clue they name', async ({ page }) => {
      test.setTimeout(180_000);
      const pz = new PuzzlePage(page);
      await pz.open();
      await pz.show();
      await pz.openLevel(STAR);
      await playByHints(page, pz, `hint-desktop-${scheme}`, false);
      await page.screenshot({ path: `${SHOTS}/end-desktop-${scheme}.png` });
    });
  });
}

test('a wrong mark shakes the cell and is announced; the count goes up', async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const level = await pz.openLevel(FIRST_PUZZLE);
  const [black] = hiddenCells(level, 'black');
  await pz.mark(black, 'left');
  await expect(pz.cell(black.x, black.y)).toHaveAttribute('data-wrong');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/wrong-mark.png` });
  await expect(page.getByTestId('puzzle-wrong')).toHaveText('Wrong: that cell is not blue. Mistake 1.');
  await expect(page.getByTestId('puzzle-wrong')).toHaveAttribute('aria-live', 'assertive');
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
  await expect(pz.cell(black.x, black.y)).toHaveAttribute('data-state', 'hidden');
  // A second wrong mark is a new sentence (a screen reader reads it again).
  await pz.mark(black, 'left');
  await expect(page.getByTestId('puzzle-wrong')).toHaveText('Wrong: that cell is not blue. Mistake 2.');
  // A right mark ends it.
  await pz.mark(black, 'right');
  await expect(pz.cell(black.x, black.y)).not.toHaveAttribute('data-wrong');
});

test('a shown blue cell lights its area when pointed at, and a clue tapped is greyed out as done, kept over a reload', async ({
  page,
}) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const level = await pz.openLevel(FIRST_PUZZLE);
  const flower = level.cells.find((c) => c.shown && c.color === 'blue' && c.clue === 'plain')!;
  await pz.cell(flower.x, flower.y).hover();
  const area = level.cells.filter((c) => {
    const dx = Math.abs(c.x - flower.x);
    const dy = Math.abs(c.y - flower.y);
    return (dx || dy) && dx <= 2 && dx + dy <= 4;
  });
  await expect(pz.svg.locator('polygon[data-lit]')).toHaveCount(area.length);
  for (const c of area) await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-lit');
  const clue = level.cells.find((c) => c.shown && c.color === 'black' && c.clue !== 'none')!;
  await pz.mark(clue);
  await expect(pz.cell(clue.x, clue.y)).toHaveAttribute('data-done');
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '0');
  await page.reload();
  await pz.show();
  await expect(pz.cell(clue.x, clue.y)).toHaveAttribute('data-done');
  await pz.mark(clue);
  await expect(pz.cell(clue.x, clue.y)).not.toHaveAttribute('data-done');
});

/** The board's place on the page and the view it shows. */
const where = async (pz: PuzzlePage) => ({
  box: await pz.svg.boundingBox(),
  view: await pz.svg.getAttribute('viewBox'),
});

for (const phone of [false, true])
  test.describe(phone ? 'on a 390 x 844 touch phone' : 'on a 1280 x 800 laptop', () => {
    test.use(
      phone
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );

    test('the end card leaves the board where it was and gives the time, the mistakes, Share and Next', async ({
      page,
    }) => {
      const pz = new PuzzlePage(page);
      await pz.open();
      await pz.show();
      if (phone) await pz.settings();
      const level = await pz.openLevel(FIRST_PUZZLE);
      if (phone) await pz.settings(false);
      await pz.settled();
      const before = await where(pz);
      for (const c of hiddenCells(level)) {
        if ((await pz.status().getAttribute('data-status')) === 'solved') break;
        await pz.cell(c.x, c.y).click({ button: c.color === 'blue' ? 'left' : 'right' });
        await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
      }
      const card = page.getByTestId('game-over');
      await expect(card).toHaveAttribute('data-result', 'won');
      await expect(card.getByTestId('puzzle-final-time')).toHaveAttribute('data-ms', /^\d+$/);
      await expect(card.getByTestId('puzzle-solved')).toHaveAttribute('data-mistakes', '0');
      await expect.poll(() => where(pz)).toEqual(before);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/end-card-${phone ? 'phone' : 'desktop'}.png` });
      await card.getByRole('button', { name: 'Share' }).click();
      const link = await card.getByRole('textbox', { name: 'Share link' }).inputValue();
      expect(link).toMatch(/^https?:\/\/.*[?&]pz=/);
      // Next: the next built-in puzzle, from its start.
      await card.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('game-over')).toHaveCount(0);
      await expect(pz.status()).toHaveAttribute('data-status', 'playing');
      await expect(pz.svg.locator('polygon[data-state]')).not.toHaveCount(level.cells.length);
      // The link opens the solved puzzle.
      await pz.open(link.split('?')[1]);
      await expect(pz.svg.locator('polygon[data-state]')).toHaveCount(level.cells.length);
    });
  });

test('"Next" after a generated puzzle makes a new one of the same difficulty', async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  await page.getByLabel('Difficulty').selectOption({ label: 'Easy' });
  await page.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', /^Generated easy /);
  const title = await page.getByTestId('puzzle-title').getAttribute('data-title');
  // Solve it as the hints say.
  while ((await pz.status().getAttribute('data-status')) !== 'solved') {
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = pz.svg.locator('polygon[data-hint]');
    await expect(hinted).toHaveCount(1);
    const colour = await hinted.getAttribute('data-hint');
    await hinted.click({ button: colour === 'black' ? 'right' : 'left' });
    await expect(hinted).toHaveCount(0);
  }
  await page.getByTestId('game-over').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('puzzle-title')).not.toHaveAttribute('data-title', title!);
  await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', /^Generated easy /);
});
