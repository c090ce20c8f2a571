// The Puzzles mode (CONTRACT "Hex logic puzzles"): a v1 level pasted, played to the end by clicks and by keys, a
// wrong mark counted, the text exported back, a text that is not a level refused with the board kept, and a phone game.
import { test, expect } from './fixtures';
import { PuzzlePage, hiddenCells, levelOf } from './puzzle.page';
import type { Level } from '../src/games/puzzle/level';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A real community level, as published (src/games/puzzle/levels/README.md says whose). */
const real = (file: string) => readFileSync(resolve(import.meta.dirname, '../src/games/puzzle/levels', file), 'utf8');
/** 128 cells in two grids, by PteranodonC: needs no guess. */
const BUCKLE = real('pteranodonc-1_2_buckle_my_shoe.hexcells');
/** 19 cells, by Cookie. */
const TINY = real('cookie-so_tiny.hexcells');
/** 41 cells, by zelox. */
const NET = real('zelox-net.hexcells');
/** 133 cells, by James Durant, made to train a screen reader: it needs a guess. */
const AMBIGUOUS = real('james-column-non-consecutive.hexcells');
import { FIRST_PUZZLE, SECOND_PUZZLE } from '../src/games/puzzle/builtIn';

/** The keys of the Vertical layout and their steps in v1 slots. */
const STEPS = { w: [0, -2], s: [0, 2], q: [-1, -1], e: [1, -1], a: [-1, 1], d: [1, 1] } as const;

/** The keys that take the cursor from one slot to another over the level's slots (cells and line clues). */
function path(level: Level, from: { x: number; y: number }, to: { x: number; y: number }): string[] {
  const slots = new Set([...level.cells, ...level.lines].map((c) => `${c.x},${c.y}`));
  const came = new Map<string, [string, string] | null>([[`${from.x},${from.y}`, null]]);
  const queue = [[from.x, from.y]];
  while (queue.length) {
    const [x, y] = queue.shift()!;
    for (const [key, [dx, dy]] of Object.entries(STEPS)) {
      const next = `${x + dx},${y + dy}`;
      if (!slots.has(next) || came.has(next)) continue;
      came.set(next, [`${x},${y}`, key]);
      queue.push([x + dx, y + dy]);
    }
  }
  const keys: string[] = [];
  for (let at = `${to.x},${to.y}`, step = came.get(at); step; at = step[0], step = came.get(at)) keys.unshift(step[1]);
  return keys;
}

/** The same text, line for line, without the ends' whitespace. */
const lines = (text: string) =>
  text
    .trim()
    .split(/\r\n|\r|\n/)
    .map((l) => l.trimEnd());

test.describe('Puzzles on a desktop', () => {
  test('a pasted level is played to the end by clicks; a wrong mark shows nothing and counts', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const level = await pz.openLevel(BUCKLE);
    await expect(pz.status()).toHaveAttribute('data-status', 'playing');
    await expect(page.getByTestId('puzzle-title')).toContainText(level.title);
    // A shown black cell carries its clue as Hexcells writes it.
    const shown = level.cells.find((c) => c.shown && c.color === 'black' && c.clue === 'apart')!;
    await expect(pz.cell(shown.x, shown.y)).toHaveAttribute('data-clue-kind', 'apart');
    await expect(page.locator('[data-line]')).toHaveCount(level.lines.length);
    // A black cell marked blue stays hidden and counts one mistake.
    const [black] = hiddenCells(level, 'black');
    await pz.mark(black, 'left');
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
    await expect(pz.cell(black.x, black.y)).toHaveAttribute('data-state', 'hidden');
    const [blue] = hiddenCells(level, 'blue');
    const before = Number(await pz.remaining().getAttribute('data-remaining'));
    await pz.mark(blue);
    await expect(pz.remaining()).toHaveAttribute('data-remaining', String(before - 1));
    await pz.solve(level);
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
    await expect(pz.remaining()).toHaveAttribute('data-remaining', '0');
    await expect(page.getByTestId('puzzle-solved')).toBeVisible();
    await expect(pz.svg.locator('polygon[data-state="hidden"]')).toHaveCount(0);
  });

  test('Export puzzle gives the same text back, and a text that is not a level is refused with the board kept', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const level = await pz.openLevel(BUCKLE);
    await pz.text().fill('');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export puzzle' }).click();
    expect((await download).suggestedFilename()).toBe('1-2-buckle-my-shoe.hexcells');
    expect(lines(await pz.text().inputValue())).toEqual(lines(BUCKLE));

    const broken = BUCKLE.replace('..On..', '..Oq..');
    await pz.paste(broken);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/line \d+, slot \d+/);
    await expect(alert).toContainText('“q”');
    await expect(pz.cells()).toHaveCount(level.cells.length);
    await expect(page.getByTestId('puzzle-title')).toContainText(level.title);
    await pz.paste('not a puzzle at all');
    await expect(alert).toContainText('line 1 should say “Hexcells level v1”');
    await pz.paste('');
    await expect(alert).toContainText('The puzzle text is empty');
    // A level opened takes the alert away.
    await pz.paste(FIRST_PUZZLE);
    await expect(alert).toHaveCount(0);
    await expect(pz.cells()).toHaveCount(levelOf(FIRST_PUZZLE).cells.length);
  });

  test('is played by keys: the direction keys move the cursor, Enter marks blue and B black', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const level = await pz.openLevel(TINY);
    await pz.svg.focus();
    const where = page.getByTestId('cursor-description');
    await expect(where).toBeAttached();
    // Vertical layout (flat tops, as v1): W and S go up and down a column, Q E A D to the four diagonals.
    const at = async () => {
      const m = /Row (\d+), column (\d+)/.exec((await where.textContent()) ?? '');
      return { x: Number(m![2]), y: Number(m![1]) };
    };
    for (const target of hiddenCells(level)) {
      if ((await pz.status().getAttribute('data-status')) === 'solved') break;
      for (const key of path(level, await at(), target)) {
        const from = await at();
        await page.keyboard.press(key);
        await expect.poll(at).not.toEqual(from);
      }
      expect(await at()).toEqual({ x: target.x, y: target.y });
      await page.keyboard.press(target.color === 'blue' ? 'Enter' : 'b');
      await expect(pz.cell(target.x, target.y)).toHaveAttribute('data-state', target.color);
      await expect(where).toContainText(target.color);
    }
    await expect(pz.status()).toHaveAttribute('data-status', 'solved');
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '0');
  });

  test('Orientation shows the same puzzle in the Horizontal layout, the cells keeping their v1 slots', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const level = await pz.openLevel(FIRST_PUZZLE);
    await expect(page.getByLabel('Orientation')).toHaveValue('flat');
    const [blue] = hiddenCells(level, 'blue');
    await pz.mark(blue);
    await pz.orientation('Horizontal');
    await expect(pz.cell(blue.x, blue.y)).toHaveAttribute('data-state', 'blue');
    await expect(pz.cells()).toHaveCount(level.cells.length);
    const [next] = hiddenCells(level, 'blue').slice(1);
    await pz.mark(next);
    await expect(pz.cell(next.x, next.y)).toHaveAttribute('data-state', 'blue');
  });
});

test.describe('Puzzles on a 390 x 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap marks blue, "Mark black" then a tap marks black, and the cells are big enough to tap', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await pz.settings();
    const level = await pz.openLevel(NET);
    await pz.settings(false);
    // A level wider than tall shows bigger turned on an upright phone: it opens turned, nothing left to turn.
    await expect(page.getByLabel('Orientation')).toHaveValue('pointy');
    await expect(page.getByRole('button', { name: 'Turn to fit' })).toHaveCount(0);
    const shortest = () =>
      pz
        .cells()
        .evaluateAll((els) =>
          Math.min(...els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height))),
        );
    await expect.poll(shortest, 'the cells at fit').toBeGreaterThanOrEqual(40);
    const tap = async (c: { x: number; y: number }) => {
      const box = (await pz.cell(c.x, c.y).boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const markBlack = page.getByRole('button', { name: 'Mark black' });
    for (const c of hiddenCells(level)) {
      if ((await pz.status().getAttribute('data-status')) === 'solved') break;
      const black = c.color === 'black';
      if ((await markBlack.getAttribute('aria-pressed')) !== String(black)) await markBlack.tap();
      await expect(markBlack).toHaveAttribute('aria-pressed', String(black));
      await tap(c);
      await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
    }
    await expect(pz.status()).toHaveAttribute('data-status', 'solved');
    await expect(page.getByTestId('puzzle-solved')).toBeVisible();
  });
});

/** A v1 text from its first rows (the rest of the 33 x 33 grid empty). */
const v1 = (title: string, rows: string[]) =>
  [
    'Hexcells level v1',
    title,
    'Hexlab tests',
    '',
    '',
    ...Array.from({ length: 33 }, (_, y) => (rows[y] ?? '').padEnd(66, '.')),
  ].join('\n');

test.describe('Checking and hints', () => {
  test('"Check puzzle" says no-guess for a puzzle that needs none, needs-guess for an ambiguous one, and forgets on a new puzzle', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await pz.openLevel(BUCKLE);
    const check = page.getByTestId('puzzle-check');
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check).toHaveAttribute('data-verdict', 'no-guess');
    await pz.openLevel(AMBIGUOUS);
    await expect(check).not.toHaveAttribute('data-verdict');
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check).toHaveAttribute('data-verdict', 'needs-guess');
    // Two hidden cells, one blue and one black, and nothing to tell them apart: a guess.
    const ambiguous = v1('Coin toss', ['x.', '..o.']);
    await pz.openLevel(ambiguous);
    await expect(check).not.toHaveAttribute('data-verdict');
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check).toHaveAttribute('data-verdict', 'needs-guess');
    await expect(pz.svg.locator('polygon[data-stuck]')).toHaveCount(2);
    await pz.openLevel(SECOND_PUZZLE);
    await expect(check).not.toHaveAttribute('data-verdict');
    await expect(pz.svg.locator('polygon[data-stuck]')).toHaveCount(0);
  });

  test('"Hint" outlines a hidden cell with its true colour and says which clues prove it', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const level = await pz.openLevel(FIRST_PUZZLE);
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = pz.svg.locator('polygon[data-hint]');
    await expect(hinted).toHaveCount(1);
    const x = Number(await hinted.getAttribute('data-hx'));
    const y = Number(await hinted.getAttribute('data-hy'));
    const cell = level.cells.find((c) => c.x === x && c.y === y)!;
    expect(cell.shown).toBe(false);
    await expect(hinted).toHaveAttribute('data-hint', cell.color);
    // In a player's words, naming no grid place; the clues it names are outlined too.
    await expect(page.getByTestId('hint-text')).not.toHaveText('');
    await expect(page.getByTestId('hint-text')).not.toContainText(/column|row/);
    await expect(page.locator('[data-testid="board"] [data-proves]').first()).toBeAttached();
    await pz.mark(cell, cell.color === 'blue' ? 'left' : 'right');
    await expect(hinted).toHaveCount(0);
    await expect(page.getByTestId('hint-text')).toHaveCount(0);
  });
});

test('"New puzzle" at each difficulty makes a puzzle that "Check puzzle" finds no-guess', async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const check = page.getByTestId('puzzle-check');
  for (const difficulty of ['Easy', 'Medium', 'Hard']) {
    const before = await pz.cells().evaluateAll((els) => els.map((e) => e.getAttribute('data-state')).join());
    await page.getByLabel('Difficulty').selectOption({ label: difficulty });
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await expect
      .poll(() => pz.cells().evaluateAll((els) => els.map((e) => e.getAttribute('data-state')).join()))
      .not.toBe(before);
    await expect(check).not.toHaveAttribute('data-verdict');
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check, difficulty).toHaveAttribute('data-verdict', 'no-guess');
  }
});
