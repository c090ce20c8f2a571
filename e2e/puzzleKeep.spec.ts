// My boards' Puzzles shelf (docs/puzzles.md, "Kept, shared, counted"): a generated puzzle is named by its difficulty
// and the day it was made, a titled one keeps its title, and each says whether it was solved here, once without a
// mistake, and its best time; that survives a reload.
import { test, expect } from './fixtures';
import { PuzzlePage, levelOf } from './puzzle.page';

test('My boards names a generated puzzle by difficulty and day, and shows it solved without a mistake', async ({
  page,
}) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const sheet = await pz.settings();
  await sheet.getByRole('button', { name: 'Honeycomb' }).click();
  await expect(page.getByTestId('puzzle-title')).toContainText('Honeycomb');
  await sheet.getByLabel('Difficulty').selectOption({ label: 'Easy' });
  await sheet.getByRole('button', { name: 'New puzzle' }).click();
  await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', /Generated easy \d+/, {
    timeout: 60_000,
  });
  // The solution, from the puzzle's own text.
  await sheet.getByRole('button', { name: 'Export puzzle' }).click();
  const level = levelOf(await pz.text().inputValue());
  await pz.solve(level);
  const ms = Number(await page.getByTestId('puzzle-final-time').getAttribute('data-ms'));
  expect(ms).toBeGreaterThan(0);

  const day = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const name = `Easy puzzle, ${day}`;
  const shelf = async () => {
    await (await pz.header('My boards')).click();
    return page.getByTestId('library-puzzle');
  };
  let kept = await shelf();
  const made = kept.first();
  await expect(made).toHaveAttribute('data-name', name);
  await expect(made).toHaveAttribute('data-solved', 'true');
  await expect(made).toHaveAttribute('data-perfect', 'true');
  await expect(made).toHaveAttribute('data-best-ms', String(ms));
  await expect(made).toContainText(name);
  await expect(made).toContainText(/Solved without a mistake · best time \d/);
  // The built-in puzzle opened before keeps its title, and was not solved.
  const first = kept.nth(1);
  await expect(first).toHaveAttribute('data-name', 'Honeycomb');
  await expect(first).toHaveAttribute('data-solved', 'false');
  await expect(first).toContainText('Not solved yet');

  // After a reload the shelf says the same, and opens the puzzle by its name, from its start.
  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  kept = await shelf();
  await expect(kept.first()).toHaveAttribute('data-best-ms', String(ms));
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByTestId('library')).toHaveCount(0);
  await expect(pz.status()).toHaveAttribute('data-status', 'playing');
  await expect(pz.cells()).toHaveCount(level.cells.length);
});
