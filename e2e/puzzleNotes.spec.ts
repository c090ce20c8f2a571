// A level's title and notes over the board (the line `[data-testid="puzzle-title"]`, a tap shows the notes whole), a
// level whose words speak of directions left unturned on a phone, and how big cells and clues are on a phone: at fit,
// and after one "Zoom in" on a large level (docs/puzzles.md, "Play").
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from './fixtures';
import { PuzzlePage } from './puzzle.page';

const level = (name: string) =>
  readFileSync(resolve(import.meta.dirname, `../src/games/puzzle/levels/${name}.hexcells`), 'utf8');
/** 128 cells by PteranodonC, wider than tall as drawn: a phone turns it. Its notes: "1 2 Buckle my Shoe". */
const BUCKLE = level('pteranodonc-1_2_buckle_my_shoe');
/** The same level, its notes speaking of a place on the board. */
const BUCKLE_TOLD = BUCKLE.replace('\n\n1 2 Buckle my Shoe\n', '\nStart at the top of the middle column.\n\n');
/** 61 cells by Cookie. */
const STAR = level('cookie-the_star');
/** 476 cells by James: 33 slots across, the largest level in the repo. */
const COUNTER = level('james-counter');
/** A level with a long note, as a player might write one. */
const NOTED = BUCKLE.replace(
  '\n\n1 2 Buckle my Shoe\n',
  '\nA long note for the curious: every number counts the blue cells around it, and the lines count theirs.\nHave fun!\n',
).replace('1 2 Buckle my Shoe\nPterandonC', 'Long notes\nTester');

/** Each cell's box on screen, the smallest side of the smallest, and the smallest clue's size in screen pixels. */
const sizes = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]')!;
    const cells = [...board.querySelectorAll('polygon[data-hx]')].map((e) => e.getBoundingClientRect());
    const clues = [...board.querySelectorAll('text')].map(
      (t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGTextElement).getScreenCTM()!.a,
    );
    return {
      cell: Math.min(...cells.map((r) => Math.min(r.width, r.height))),
      clue: clues.length ? Math.min(...clues) : Infinity,
    };
  });

async function openLevel(pz: PuzzlePage, text: string) {
  await pz.settings();
  await pz.openLevel(text);
  // (A phone's sheet puts itself away once a puzzle opens.)
  await pz.settings(false);
  await pz.settled();
}

for (const [device, use] of [
  ['a 390 x 844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['a 1280 x 800 desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(use);

    test('the line over the board shows the title; a press shows the notes, Escape puts them away', async ({
      page,
    }) => {
      const pz = new PuzzlePage(page);
      await pz.open();
      await pz.show();
      const line = page.getByTestId('puzzle-title');
      await expect(line.locator('strong')).toHaveText('First light');
      await openLevel(pz, NOTED);
      await expect(line.locator('strong')).toHaveText('Long notes');
      await expect(line).toHaveAttribute('data-title', 'Long notes');
      // One line, above the board and clear of it.
      // The notes are a button named by them (not by the title, which the built-in list's buttons carry).
      const button = line.getByRole('button', { name: /^A long note for the curious/ });
      const box = (await button.boundingBox())!;
      const board = (await page.getByTestId('board').boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(32);
      expect(box.y + box.height).toBeLessThanOrEqual(board.y);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const notes = page.getByTestId('puzzle-notes');
      await expect(notes).toBeHidden();
      await (use.hasTouch ? button.tap() : button.click());
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(notes).toBeVisible();
      await expect(notes).toContainText('every number counts the blue cells around it');
      await expect(notes).toContainText('Have fun!');
      await page.keyboard.press('Escape');
      await expect(notes).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });

    test('a generated puzzle is named by its difficulty and day, with no notes', async ({ page }) => {
      const pz = new PuzzlePage(page);
      await pz.open();
      await pz.show();
      const sheet = await pz.settings();
      await sheet.getByLabel('Difficulty').selectOption({ label: 'Medium' });
      await sheet.getByRole('button', { name: 'New puzzle' }).click();
      const line = page.getByTestId('puzzle-title');
      await expect(line).toHaveAttribute('data-title', /^Generated medium \d+$/, { timeout: 60_000 });
      await expect(line.locator('strong')).toHaveText(/^Medium puzzle, \d{1,2} \w{3,4} \d{4}$/);
      await expect(line.getByRole('button')).toHaveCount(0);
      if (!use.hasTouch) return;
      // A phone: its cells 44 px at fit at least.
      await pz.settings(false);
      await pz.settled();
      expect((await sizes(page)).cell).toBeGreaterThanOrEqual(44);
    });
  });
}

test.describe('on a 390 x 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a level whose notes speak of directions is shown as drawn; the same level without is turned', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const orientation = page.getByLabel('Orientation');
    await openLevel(pz, BUCKLE_TOLD);
    await expect(orientation).toHaveValue('flat');
    await openLevel(pz, BUCKLE);
    await expect(orientation).toHaveValue('pointy');
    // Turned by the phone, not by the player: the next level that speaks of directions is shown as drawn again.
    await openLevel(pz, BUCKLE_TOLD);
    await expect(orientation).toHaveValue('flat');
    await expect(page.getByTestId('puzzle-title')).toContainText('Start at the top of the middle column.');
  });

  test('cells and clues are readable at fit, and one "Zoom in" brings a large level to 40 px where it was pressed', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await openLevel(pz, STAR);
    const star = await sizes(page);
    expect(star.cell).toBeGreaterThanOrEqual(24);
    expect(star.clue).toBeGreaterThanOrEqual(11);
    // 128 cells in a 33-row grid: its cells are under 24 px at fit on this screen (22.6), its clues 11 px still.
    await openLevel(pz, BUCKLE);
    expect((await sizes(page)).clue).toBeGreaterThanOrEqual(10.95);
    await openLevel(pz, COUNTER);
    // A press on a cell at the board's edge (a blue cell: every Counter cell is blue), then "Zoom in": the pressed
    // cell stays in view, 40 px across and more.
    const cell = pz.cell(9, 32);
    const box = (await cell.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(cell).toHaveAttribute('data-state', 'blue');
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    await pz.settled();
    await expect.poll(async () => (await sizes(page)).cell).toBeGreaterThanOrEqual(40);
    const frame = (await page.getByTestId('board').boundingBox())!;
    const after = (await cell.boundingBox())!;
    // Whole on screen, where it was pressed (this level is turned: the cell is at the board's left edge, and the view
    // pans a little right to show it whole).
    expect(after.x).toBeGreaterThanOrEqual(frame.x);
    expect(after.x + after.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(after.y).toBeGreaterThanOrEqual(frame.y);
    expect(after.y + after.height).toBeLessThanOrEqual(frame.y + frame.height);
    expect(Math.abs(after.y + after.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
    expect(Math.abs(after.x + after.width / 2 - (box.x + box.width / 2))).toBeLessThan(after.width);
  });
});
