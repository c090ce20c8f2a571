import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';

test.describe('with "No guessing" on', () => {
  test('the board after the first click is solved to a win by following hints alone, none of them a guess', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const ms = new MinesPage(page);
    await ms.open();
    await page.getByRole('switch', { name: 'No guessing' }).check();
    await ms.seeded(26, 31337);
    await ms.click(6, 6);
    await expect(ms.status()).toHaveAttribute('data-status', 'playing');
    // The worker built the board: no fallback message.
    await expect(page.getByText('No guess-free board could be made')).toHaveCount(0);
    const hintText = page.getByTestId('hint-text');
    for (let step = 0; step < 200; step++) {
      if ((await ms.status().getAttribute('data-status')) === 'won') break;
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Hint' }).click();
      if (Date.now() - t0 > 1000) console.log(`slow hint at step ${step}: ${Date.now() - t0} ms`);
      const hinted = ms.svg.locator('polygon[data-hint]');
      await expect(hinted).toHaveCount(1);
      const kind = await hinted.getAttribute('data-hint');
      expect(kind, (await hintText.textContent()) ?? '').not.toBe('guess');
      await expect(hintText).not.toBeEmpty();
      const row = Number(await hinted.getAttribute('data-row'));
      const col = Number(await hinted.getAttribute('data-col'));
      await ms.click(row, col, kind === 'mine' ? { button: 'right' } : {});
    }
    await expect(ms.status()).toHaveAttribute('data-status', 'won');
  });
});

test('a hint explains itself in words that point at tiles marked on the board, never at coordinates', async ({
  page,
}) => {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(20, 5);
  await ms.click(6, 6);
  const text = page.getByTestId('hint-text');
  // Hints until one reasons from numbers: its sentence names them by the letters drawn on them.
  for (let i = 0; i < 10 && !/marked A/.test((await text.textContent()) ?? ''); i++) {
    const hinted = ms.svg.locator('polygon[data-hint]');
    if (i > 0) {
      await ms.click(
        Number(await hinted.getAttribute('data-row')),
        Number(await hinted.getAttribute('data-col')),
        (await hinted.getAttribute('data-hint')) === 'mine' ? { button: 'right' } : {},
      );
    }
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(text).not.toBeEmpty();
  }
  await expect(text).toContainText('the highlighted tile');
  await expect(text).not.toContainText(/row|column|\d+\s*,\s*\d+/i);
  await expect(ms.svg.locator('polygon[data-hint]')).toHaveCount(1);
  await expect(page.getByTestId('hint-tile')).toHaveAttribute(
    'data-tile',
    (await ms.svg.locator('polygon[data-hint]').getAttribute('data-id'))!,
  );
  await expect(page.getByTestId('hint-uses').locator('polygon')).not.toHaveCount(0);
  // "The 2 marked A": the letter A is drawn on a revealed tile showing that number.
  const [, value, letter] = /The (\d) marked ([AB])/.exec((await text.textContent())!)!;
  const marked = page.locator(`[data-testid="hint-number"][data-letter="${letter}"]`);
  await expect(marked).toHaveCount(1);
  const tile = ms.svg.locator(`polygon[data-id="${await marked.getAttribute('data-tile')}"]`);
  await expect(tile).toHaveAttribute('data-state', 'revealed');
  await expect(tile).toHaveAttribute('data-value', value);
});

test('the probability overlay gives every hidden tile its chance of a mine, adding up to the mines on the board', async ({
  page,
}) => {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(20, 8);
  await ms.click(6, 6);
  await page.getByLabel('Mine probabilities').check();
  const values = await ms.svg
    .locator('polygon[data-probability]')
    .evaluateAll((els) => els.map((e) => Number((e as SVGElement).dataset.probability)));
  const hidden = await ms.svg.locator('polygon[data-state="hidden"]').count();
  expect(values.length).toBe(hidden);
  for (const v of values) {
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(1);
  }
  const sum = values.reduce((a, b) => a + b, 0);
  expect(Math.abs(sum - 20)).toBeLessThan(0.1);
});

test('after a loss the game says whether the fatal click was a forced guess', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(20, 4242);
  const known = MinesPage.known('pointy', 'odd', 20, 4242, { row: 6, col: 6 });
  await ms.click(6, 6);
  const mine = [...known.mines.keys()].find((id) => known.mines[id])!;
  await ms.click(known.board.row[mine], known.board.col[mine]);
  await expect(ms.status()).toHaveAttribute('data-status', 'lost');
  const analysis = page.getByTestId('loss-analysis');
  await expect(analysis).toContainText(/forced guess|avoidable/);
  // it speaks of the tiles ringed on the board, never of coordinates
  await expect(analysis).not.toContainText(/row|column|\d+\s*,\s*\d+/i);
});
