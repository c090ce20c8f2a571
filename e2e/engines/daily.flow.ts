// The daily hex in every engine: a past daily opened from its link is the board its date gives (the start ring where
// Node's generator puts it), won by clicking its safe tiles; its result is shared, and Statistics counts it.
import { expect } from 'vitest';
import { dailyBoard, dailySpec } from '../../src/games/daily/daily';
import { attr, clickButton, clickTile, open, tileHas, waitFor } from './app';
import { flow } from './engine';
import { clearSafe } from './mines';

const DATE = '2026-11-25';

flow('a daily opens from its link, plays to a win, shares its result and enters the statistics', async (page) => {
  await open(page, `daily=${DATE}`);
  await waitFor(
    page,
    'the daily',
    (d: string) => document.querySelector('[data-testid="daily"]')?.getAttribute('data-date') === d,
    [DATE],
  );
  const { board, mines, start } = dailyBoard(dailySpec(DATE)!, 'pointy', 'odd');
  // The start ring is drawn by its own chunk, a moment after the board.
  await waitFor(page, 'the start ring', () => document.querySelector('[data-testid="daily-start"]') !== null, []);
  expect(await attr(page, '[data-testid="daily-start"]', 'data-row')).toBe(String(board.row[start]));
  expect(await attr(page, '[data-testid="daily-start"]', 'data-col')).toBe(String(board.col[start]));
  // The difficulty menu says it is the daily.
  expect(await attr(page, 'select.ms-difficulty option:checked', 'value')).toBe('daily');
  await clickTile(page, board.row[start], board.col[start]);
  await tileHas(page, board.row[start], board.col[start], 'data-value', '0');
  await clearSafe(page, { board, mines });

  await clickButton(page, 'Share result');
  const text = await waitFor(
    page,
    'the shared result',
    () => document.querySelector('[data-testid="daily-share"]')?.textContent,
    [],
  );
  expect(text).toContain(DATE);
  expect(text).toContain('Won');
  expect(text).toContain(`?daily=${DATE}`);
  // Four short lines, whole in a chat's preview: the third is the pace (five squares), the clicks and no help.
  const lines = text!.split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[2]).toMatch(/^(🟩|🟨|🟥){5} \d+ clicks, no help$/u);

  await clickButton(page, 'Statistics');
  await waitFor(
    page,
    'the daily counted as won',
    () => document.querySelector('[data-testid="stats-row"][data-category="daily"]')?.getAttribute('data-won') === '1',
    [],
  );
  // Played after its day: counted as played and won, never for the streak.
  expect(await attr(page, '[data-testid="stats"]', 'data-streak')).toBe('0');
  expect(await page.errors()).toEqual([]);
});
