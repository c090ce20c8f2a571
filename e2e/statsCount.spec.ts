// Statistics count each game once: one browser plays games of each kind (Beginner won and lost, with No guessing on and
// off, Intermediate, the daily, a game from a link), reloads between them, and every figure the Statistics dialog
// shows is compared with the games actually played; the statistics kept in storage agree with it after a reload.
// The test knows each board's mines the way a link does: from the seed, the board and the first click.
import type { Page } from '@playwright/test';
import { makeBoard, tileAtOffset, type Board } from '../src/engine';
import { buildShape } from '../src/store/shapes';
import { seededPlacer } from '../src/games/minesweeper/reveal';
import { generateNoGuess } from '../src/games/minesweeper/solver/generate';
import { seededRandom } from '../src/games/random';
import { dailyBoard, dailySpec } from '../src/games/daily/daily';
import { dayOf } from '../src/games/daily/date';
import { DAILY, summarise, type GameEntry } from '../src/games/progress/history';
import { dailyStreak } from '../src/games/progress/streak';
import { formatFor } from '../src/ui/i18n/format';
import { encodeShare } from '../src/share';
import { test, expect as baseExpect } from './fixtures';
import { MinesPage } from './mines.page';

// Whole games on a machine shared by many test runs: generous, event-based waits.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 600_000 });

const f = formatFor('en');
const dash = '—';

/** A preset's own board on the layout a new visitor has (horizontal, odd). */
const presetBoard = (rows: number, cols: number): Board =>
  makeBoard(buildShape('rectangle', rows, cols, 'pointy', 'odd').level, { orientation: 'pointy', parity: 'odd' });

async function pickDifficulty(page: Page, label: string) {
  await page.getByLabel('Difficulty').selectOption({ label });
}

async function setSwitch(ms: MinesPage, name: string, on: boolean) {
  const sheet = await ms.settings();
  const box = sheet.getByLabel(name, { exact: true });
  if ((await box.isChecked()) !== on) await box.click();
  await expect(box).toBeChecked({ checked: on });
}

/** A new game from `seed` at the difficulty on screen (the Seed field keeps the difficulty). */
async function seed(page: Page, value: number) {
  const field = page.getByLabel('Seed', { exact: true });
  await field.fill(String(value));
  await field.press('Tab');
  await expect(field).toHaveValue(String(value));
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'ready');
}

/** The game just ended, as the progress keeps it (its time and 3BV/s read off the end card). */
async function ended(page: Page, category: string, won: boolean, daily?: string): Promise<GameEntry> {
  const card = page.getByTestId('game-over');
  await expect(card).toHaveAttribute('data-result', won ? 'won' : 'lost');
  const ms = Number(await page.getByTestId('final-time').getAttribute('data-ms'));
  const bv3s = Number((await page.getByTestId('final-3bvs').getAttribute('data-value')) ?? 0);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  return { at: Date.now(), category, won, ms: Math.round(ms), bv3s, ...(daily ? { daily } : {}) };
}

/** Lose at once: the first click, then a mine. */
async function lose(ms: MinesPage, board: Board, mines: Uint8Array, first: number) {
  await ms.click(board.row[first], board.col[first]);
  const mine = [...mines.keys()].find((t) => mines[t])!;
  await ms.click(board.row[mine], board.col[mine]);
}

/** Every figure the Statistics dialog shows, as text, by category. */
async function dialogFigures(page: Page) {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  const dialog = page.getByTestId('stats');
  await expect(dialog).toHaveAttribute('data-ready', 'true');
  const streak = await dialog.getByTestId('daily-streak').locator('dd').allInnerTexts();
  const rows: Record<string, string[]> = {};
  for (const row of await dialog.getByTestId('stats-row').all())
    rows[(await row.getAttribute('data-category'))!] = await row.locator('dd').allInnerTexts();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return { streak, rows };
}

/** The same figures, computed from the games played. */
function expected(games: readonly GameEntry[]) {
  const progress = { games, carried: {} };
  const rows: Record<string, string[]> = {};
  for (const c of new Set(games.map((g) => g.category))) {
    const s = summarise(progress, c);
    rows[c] = [
      f.number(s.played),
      f.number(s.won),
      s.winRate === null ? dash : f.percent(s.winRate),
      s.bestMs === null ? dash : f.seconds(s.bestMs),
      s.medianMs === null ? dash : f.seconds(s.medianMs),
      s.bestBv3s === null ? dash : f.number(s.bestBv3s, 2),
    ];
  }
  const streak = dailyStreak(progress, dayOf(Date.now()));
  return { streak: [f.number(streak.current), f.number(streak.longest)], rows };
}

/** Games and wins of the statistics kept in storage, by difficulty (the part of each key before its board). */
const storedCounts = (page: Page) =>
  page.evaluate(() => {
    const stats = JSON.parse(localStorage.getItem('hexlab.minesweeper.stats') ?? '{}') as {
      played?: number;
      won?: number;
      perKey?: Record<string, { played: number; won: number }>;
    };
    const by: Record<string, { played: number; won: number }> = {};
    for (const [key, v] of Object.entries(stats.perKey ?? {})) {
      const preset = key.split('|')[0];
      by[preset] = { played: (by[preset]?.played ?? 0) + v.played, won: (by[preset]?.won ?? 0) + v.won };
    }
    return { played: stats.played ?? 0, won: stats.won ?? 0, by };
  });

test('the Statistics dialog counts every game once, whatever its kind, across reloads', async ({ page }) => {
  const ms = new MinesPage(page);
  const played: GameEntry[] = [];
  const check = async () => expect(await dialogFigures(page)).toEqual(expected(played));
  await ms.open();

  // Beginner, No guessing on, won: the board is made for the first click from the seed.
  await pickDifficulty(page, 'Beginner');
  await setSwitch(ms, 'No guessing', true);
  await seed(page, 101);
  const beginner = presetBoard(9, 9);
  const first = tileAtOffset(beginner, { row: 4, col: 4 });
  const made = generateNoGuess(beginner, 10, first, seededRandom(101), { timeLimitMs: Number.POSITIVE_INFINITY });
  expect(made.ok).toBe(true);
  await ms.click(beginner.row[first], beginner.col[first]);
  await ms.clearSafeReading(beginner, made.mines);
  played.push(await ended(page, 'beginner', true));
  await check();

  // Beginner, No guessing off, lost.
  await setSwitch(ms, 'No guessing', false);
  await seed(page, 102);
  await lose(ms, beginner, seededPlacer(102)(beginner, 10, first), first);
  played.push(await ended(page, 'beginner', false));
  await check();

  // A reload: the same figures, and the stored statistics agree with them.
  await ms.open();
  await check();
  expect((await storedCounts(page)).by.beginner).toEqual({ played: 2, won: 1 });

  // Intermediate, lost.
  await pickDifficulty(page, 'Intermediate');
  await seed(page, 103);
  const intermediate = presetBoard(16, 16);
  const mid = tileAtOffset(intermediate, { row: 8, col: 8 });
  await lose(ms, intermediate, seededPlacer(103)(intermediate, 40, mid), mid);
  played.push(await ended(page, 'intermediate', false));
  await check();

  // Today's daily, won, with "Allow ? marks" ticked during it: still the daily's attempt.
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', /^\d{4}-\d\d-\d\d$/, { timeout: 20_000 });
  const date = (await page.getByTestId('daily').getAttribute('data-date'))!;
  const day = dailyBoard(dailySpec(date)!, 'pointy', 'odd');
  await expect(page.getByTestId('daily-start')).toHaveAttribute('data-row', String(day.board.row[day.start]));
  await ms.click(day.board.row[day.start], day.board.col[day.start]);
  await setSwitch(ms, 'Allow ? marks', true);
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date);
  const floorMines = day.mines.map((m, t) => (day.board.kind[t] === 0 ? m : 1));
  await ms.clearSafeReading(day.board, floorMines);
  played.push(await ended(page, DAILY, true, date));
  await setSwitch(ms, 'Allow ? marks', false);
  await check();

  // A game from a link, won, with "Allow ? marks" ticked during it: a link's game never counts.
  const level = buildShape('rectangle', 5, 5, 'pointy', 'odd').level;
  const link = encodeShare({
    mode: 'minesweeper',
    orientation: 'pointy',
    parity: 'odd',
    hexSize: 24,
    level,
    minesweeper: { mines: 2, seed: 7, noGuess: false },
  });
  await ms.open(link);
  const small = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const centre = tileAtOffset(small, { row: 2, col: 2 });
  await ms.click(small.row[centre], small.col[centre]);
  await setSwitch(ms, 'Allow ? marks', true);
  await ms.clearSafeReading(small, seededPlacer(7)(small, 2, centre));
  await ended(page, 'custom', true);
  await setSwitch(ms, 'Allow ? marks', false);
  await check();

  // After a reload the dialog and the stored statistics still agree with the games played.
  await ms.open();
  await check();
  const stored = await storedCounts(page);
  const count = (c: string) => ({
    played: played.filter((g) => g.category === c).length,
    won: played.filter((g) => g.category === c && g.won).length,
  });
  expect(stored.by.beginner).toEqual(count('beginner'));
  expect(stored.by.intermediate).toEqual(count('intermediate'));
  expect({ played: stored.played, won: stored.won }).toEqual({
    played: played.length,
    won: played.filter((g) => g.won).length,
  });
});
