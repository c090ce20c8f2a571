// "Check puzzle" on the largest real levels (CONTRACT "Hex logic puzzles"): a verdict in seconds, with the worker's
// progress shown, and a Cancel that ends the check; a generated puzzle's grade is the Difficulty it was asked at. The
// bound here is loose (the suite must pass on a busy machine); `npm run bench -- puzzle` is the measure (under 5 s for
// every level it reads, quiet).
import { test, expect } from './fixtures';
import { PuzzlePage } from './puzzle.page';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A real level, as published (src/games/puzzle/levels/README.md says whose). */
const real = (file: string) => readFileSync(resolve(import.meta.dirname, '../src/games/puzzle/levels', file), 'utf8');
/** 476 cells by James Durant: needs no guess. */
const COUNTER = real('james-counter.hexcells');
/** 429 cells by James Durant, 23 line clues: needs a guess. */
const DIAGONAL = real('james-diagonal-non-consecutive-2.hexcells');

test("a 476-cell level gets its verdict in seconds, the worker's progress showing meanwhile", async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  await pz.openLevel(COUNTER);
  const check = page.getByTestId('puzzle-check');
  const progress = page.getByRole('progressbar', { name: 'Checking the puzzle' });
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Check puzzle' }).click();
  await expect(check).toHaveAttribute('data-verdict', 'no-guess', { timeout: 20_000 });
  test.info().annotations.push({ type: 'verdict after', description: `${Date.now() - t0} ms` });
  await expect(progress).toHaveCount(0);
});

test('Cancel ends a check under way: no verdict comes, and the check can be asked again', async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  await pz.openLevel(DIAGONAL);
  // The check's worker script is held until Cancel has been pressed, so the check is surely under way then, however
  // fast or busy the machine (a check can end in well under a second).
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route(/puzzleCheck\.worker/, async (route) => {
    asked++;
    await held;
    await route.continue().catch(() => {});
  });
  const check = page.getByTestId('puzzle-check');
  await page.getByRole('button', { name: 'Check puzzle' }).click();
  await expect(page.getByRole('progressbar', { name: 'Checking the puzzle' })).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('progressbar', { name: 'Checking the puzzle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check puzzle' })).toBeEnabled();
  release();
  await page.unroute(/puzzleCheck\.worker/);
  await expect(check).not.toHaveAttribute('data-verdict');
  await page.getByRole('button', { name: 'Check puzzle' }).click();
  await expect(check).toHaveAttribute('data-verdict', 'needs-guess', { timeout: 20_000 });
});

test('"Check puzzle" grades a generated puzzle as the Difficulty it was asked at: Easy, then Hard', async ({
  page,
}) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const check = page.getByTestId('puzzle-check');
  for (const [label, grade] of [
    ['Easy', 'easy'],
    ['Hard', 'hard'],
  ]) {
    await page.getByLabel('Difficulty').selectOption({ label });
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', new RegExp(`^Generated ${grade} `));
    await expect(check).not.toHaveAttribute('data-verdict');
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check, label).toHaveAttribute('data-verdict', 'no-guess');
    await expect(check, label).toHaveAttribute('data-grade', grade);
    await expect(check).toContainText(`Grade: ${grade}`);
  }
});
