// Minesweeper for serious players: the end card's figures against the game played, records, replays by link.
import type { Page } from '@playwright/test';
import { makeBoard, shapePreset, tileAtOffset, type Board } from '../src/engine';
import { click, gameFigures, newGame, seededPlacer, type MinesweeperState } from '../src/games/minesweeper/state';
import { encodeShare } from '../src/share';
import { test, expect as baseExpect } from './fixtures';
import { MinesPage } from './mines.page';

// Whole games on a machine shared by many test runs: generous, event-based waits.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const FIRST = { row: 6, col: 6 };

/** Every tile's look, for comparing two boards. */
const boardLook = (page: Page) =>
  page
    .getByTestId('board')
    .locator('polygon[data-row]')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.getAttribute('data-row')},${e.getAttribute('data-col')}:${e.getAttribute('data-state')}:${e.getAttribute('data-value') ?? ''}`,
      ),
    );

/** Click hidden safe tiles until the game is won; returns the left clicks made. */
const clearSafe = async (ms: MinesPage, board: Board, mines: Uint8Array): Promise<number> =>
  (await ms.clearSafeReading(board, mines)).length;

/** Open the app, start a 20-mine game from `seed` on the tutorial board and make the first click; returns the mines
 * and the first of them. */
async function startSeeded(ms: MinesPage, seed: number) {
  await ms.open();
  await ms.seeded(20, seed);
  const known = MinesPage.known('pointy', 'odd', 20, seed, FIRST);
  await ms.click(FIRST.row, FIRST.col);
  const mine = [...known.mines.keys()].find((t) => known.mines[t])!;
  return { known, mine };
}

/** Fail the test on a page error or console error in a page of another browser context. */
function watchErrors(page: Page, problems: string[]) {
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
}

test.describe('the end of a game', () => {
  test('a win shows a card whose figures are the game played, and it enters the records', async ({ page }) => {
    const ms = new MinesPage(page);
    const { known, mine } = await startSeeded(ms, 4242);
    // One flag on a mine (a right click) and one click on that flag (a wasted left click).
    await ms.click(known.board.row[mine], known.board.col[mine], { button: 'right' });
    await expect(ms.tile(known.board.row[mine], known.board.col[mine])).toHaveAttribute('data-state', 'flagged');
    await ms.click(known.board.row[mine], known.board.col[mine]);
    const left = 2 + (await clearSafe(ms, known.board, known.mines));

    const card = page.getByTestId('game-over');
    await expect(card).toHaveAttribute('data-result', 'won');
    await expect(card).toBeInViewport();
    await expect(ms.svg).toBeInViewport();
    // The figures, recomputed here by the game's own rules from the same clicks' outcome.
    let game: MinesweeperState = click(
      newGame(known.board, { mines: 20, seed: 4242, marks: false }),
      known.board,
      'open',
      tileAtOffset(known.board, FIRST),
    );
    for (let t = 0; t < known.board.size; t++) if (!known.mines[t]) game = click(game, known.board, 'open', t);
    const total = gameFigures(game, known.board, 1000)!.bv3.total;
    await expect(page.getByTestId('final-3bv')).toHaveAttribute('data-solved', String(total));
    await expect(page.getByTestId('final-3bv')).toHaveAttribute('data-total', String(total));
    const clicks = page.getByTestId('final-clicks');
    await expect(clicks).toHaveAttribute('data-left', String(left));
    await expect(clicks).toHaveAttribute('data-right', '1');
    await expect(clicks).toHaveAttribute('data-chord', '0');
    await expect(clicks).toHaveAttribute('data-wasted', '1');
    const ms_ = Number(await page.getByTestId('final-time').getAttribute('data-ms'));
    expect(Number.isInteger(ms_)).toBe(true);
    await expect(page.getByTestId('timer')).toHaveAttribute('data-ms', String(ms_));
    expect(Number(await page.getByTestId('final-3bvs').getAttribute('data-value'))).toBeCloseTo(
      total / (ms_ / 1000),
      6,
    );
    expect(Number(await page.getByTestId('final-ioe').getAttribute('data-value'))).toBeCloseTo(total / (left + 1), 6);
    await expect(page.getByTestId('new-record')).toBeVisible();
    // The record row is this game; Close shows the board.
    await expect(page.getByTestId('records').getByTestId('record-row')).toHaveCount(1);
    await expect(page.getByTestId('record-row')).toHaveAttribute('data-ms', String(ms_));
    await expect(page.getByTestId('record-row')).not.toHaveAttribute('data-assisted');
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);

    // Restart plays the same mines again: it never enters the records, and sets no record.
    await page.getByRole('button', { name: 'Restart' }).click();
    await ms.click(FIRST.row, FIRST.col);
    await clearSafe(ms, known.board, known.mines);
    await expect(page.getByTestId('game-over')).toHaveAttribute('data-result', 'won');
    await expect(page.getByTestId('new-record')).toHaveCount(0);
    await expect(page.getByTestId('record-row')).toHaveCount(1);
  });

  test('a loss shows 3BV as solved of total, and the figures from the solved 3BV', async ({ page }) => {
    const ms = new MinesPage(page);
    const { known, mine } = await startSeeded(ms, 4242);
    await ms.click(known.board.row[mine], known.board.col[mine]);
    await expect(page.getByTestId('game-over')).toHaveAttribute('data-result', 'lost');
    let game = click(
      newGame(known.board, { mines: 20, seed: 4242, marks: false }),
      known.board,
      'open',
      tileAtOffset(known.board, FIRST),
    );
    game = click(game, known.board, 'open', mine);
    const f = gameFigures(game, known.board, 1000)!;
    expect(f.bv3.solved).toBeLessThan(f.bv3.total);
    await expect(page.getByTestId('final-3bv')).toHaveAttribute('data-solved', String(f.bv3.solved));
    await expect(page.getByTestId('final-3bv')).toHaveAttribute('data-total', String(f.bv3.total));
    await expect(page.getByTestId('final-clicks')).toHaveAttribute('data-left', '2');
    expect(Number(await page.getByTestId('final-ioe').getAttribute('data-value'))).toBeCloseTo(f.bv3.solved / 2, 6);
    const ms_ = Number(await page.getByTestId('final-time').getAttribute('data-ms'));
    expect(Number(await page.getByTestId('final-3bvs').getAttribute('data-value'))).toBeCloseTo(
      ms_ > 0 ? f.bv3.solved / (ms_ / 1000) : 0,
      6,
    );
    await expect(page.getByTestId('new-record')).toHaveCount(0);
    await expect(page.getByTestId('record-row')).toHaveCount(0);
  });
});

test('a game replays from its link in a fresh browser and ends exactly as it did', async ({
  page,
  browser,
  baseURL,
}) => {
  const ms = new MinesPage(page);
  const { known, mine } = await startSeeded(ms, 77);
  await ms.click(known.board.row[mine], known.board.col[mine], { button: 'right' });
  await clearSafe(ms, known.board, known.mines);
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
  const ended = await boardLook(page);

  await page.getByTestId('game-over').getByRole('button', { name: 'Replay' }).click();
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-step', '0');
  const steps = await replay.getAttribute('data-steps');
  await replay.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(replay).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('replay-click')).toHaveAttribute('data-kind', 'open');
  await replay.getByRole('button', { name: 'Share replay' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link.startsWith(`${baseURL}/?`)).toBe(true);
  expect(link).toContain('rp=');

  const context = await browser.newContext();
  const problems: string[] = [];
  try {
    const fresh = await context.newPage();
    watchErrors(fresh, problems);
    await fresh.goto(link);
    const watched = fresh.getByTestId('replay');
    await expect(watched).toHaveAttribute('data-step', '0');
    await expect(watched).toHaveAttribute('data-steps', steps!);
    await expect(fresh.getByTestId('board').locator('polygon[data-state="hidden"]')).toHaveCount(known.board.size);
    await fresh.getByLabel('Speed').selectOption({ label: '8x' });
    await watched.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(watched).toHaveAttribute('data-step', steps!, { timeout: 60_000 });
    expect(await boardLook(fresh)).toEqual(ended);
    await expect(fresh.getByTestId('game-status')).toHaveAttribute('data-status', 'won');
    // Watching is not playing: nothing entered the fresh browser's records.
    await expect(fresh.getByTestId('record-row')).toHaveCount(0);
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
});

test('a damaged replay link says what is wrong and leaves a working board', async ({ page }) => {
  const ms = new MinesPage(page);
  const board = encodeShare({
    mode: 'minesweeper',
    orientation: 'pointy',
    parity: 'odd',
    hexSize: 24,
    level: [
      [0, 0, 0],
      [0, 0, 0],
    ],
    minesweeper: { mines: 1, seed: 1, noGuess: false },
  });
  await ms.open(`${board}&rp=garbage`);
  await expect(page.getByRole('alert').filter({ hasText: "The link's replay" })).toBeVisible();
  await expect(ms.tiles().first()).toBeVisible();
  await expect(page.getByTestId('replay')).toHaveCount(0);
});

test.describe('records', () => {
  test('a game with a hint is kept apart as assisted', async ({ page }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await ms.seeded(20, 5150);
    const known = MinesPage.known('pointy', 'odd', 20, 5150, FIRST);
    await ms.click(FIRST.row, FIRST.col);
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.getByTestId('hint-text')).not.toBeEmpty();
    await clearSafe(ms, known.board, known.mines);
    await expect(page.getByTestId('game-over')).toHaveAttribute('data-result', 'won');
    await expect(page.getByTestId('new-record')).toHaveCount(0);
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(page.getByTestId('record-row')).toHaveAttribute('data-assisted', '');
  });

  test('damaged stored records are reported, and a bad import file loses nothing', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded'))
        localStorage.setItem(
          'hexlab.minesweeper.records',
          '{"format":"hexlab-minesweeper-records","version":1,"boards":7}',
        );
      sessionStorage.setItem('seeded', '1');
    });
    const ms = new MinesPage(page);
    await ms.open();
    await expect(page.getByTestId('records').getByRole('alert')).toContainText('damaged and were left as they are');
    await page
      .locator('[data-testid="records"] input[type="file"]')
      .setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await expect(page.getByTestId('records').getByRole('alert').filter({ hasText: 'not JSON' })).toContainText(
      'Your records are unchanged.',
    );
    expect(await page.evaluate(() => localStorage.getItem('hexlab.minesweeper.records'))).toContain('"boards":7');
  });
});

test.describe('presets and the first click', () => {
  test('Expert sets a 16 x 30 rectangle with 99 mines, and a won Expert game gives a replay link', async ({ page }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await page.getByLabel('Difficulty').selectOption({ label: 'Expert' });
    await expect(ms.tiles()).toHaveCount(480);
    await expect(page.getByLabel('Mines', { exact: true })).toHaveValue('99');
    await expect(page.getByLabel('Rows', { exact: true })).toHaveValue('16');
    await expect(page.getByLabel('Columns', { exact: true })).toHaveValue('30');
    await page.getByLabel('Seed', { exact: true }).fill('2026');
    await page.getByLabel('Seed', { exact: true }).press('Tab');
    await expect(page.getByLabel('Difficulty')).toHaveValue('expert');
    const level = shapePreset('rectangle', { rows: 16, cols: 30, orientation: 'pointy', parity: 'odd' });
    const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    const first = { row: 8, col: 15 };
    const mines = seededPlacer(2026)(board, 99, tileAtOffset(board, first));
    await ms.click(first.row, first.col);
    await clearSafe(ms, board, mines);
    await page.getByTestId('game-over').getByRole('button', { name: 'Replay' }).click();
    await page.getByTestId('replay').getByRole('button', { name: 'Share replay' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    test.info().annotations.push({
      type: 'expert replay link',
      description: `${link.length} characters, ${await page.getByTestId('replay').getAttribute('data-steps')} moves`,
    });
    console.log(
      `expert replay link: ${link.length} characters, ${await page.getByTestId('replay').getAttribute('data-steps')} moves`,
    );
    expect(link.length).toBeLessThan(3000);
  });

  test('the difficulty is remembered: a reload and the next visit show it, with its board and mines', async ({
    page,
  }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await page.getByLabel('Difficulty').selectOption({ label: 'Expert' });
    await expect(ms.tiles()).toHaveCount(480);
    await ms.click(8, 15);
    await expect(page.getByTestId('game-status')).not.toHaveAttribute('data-status', 'ready');
    for (const visit of [() => page.reload(), () => page.goto('./')]) {
      await visit();
      await expect(page.locator('html[data-started]')).toBeAttached();
      await expect(ms.tiles()).toHaveCount(480);
      await expect(page.getByLabel('Difficulty')).toHaveValue('expert');
      await expect(page.getByLabel('Mines', { exact: true })).toHaveValue('99');
    }
  });

  test('"First click: Safe" is remembered and carried in the share link', async ({ page }) => {
    const ms = new MinesPage(page);
    await ms.open();
    await page.getByLabel('First click').selectOption({ label: 'Safe' });
    await page.reload();
    await expect(page.getByLabel('First click')).toHaveValue('safe');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(/first=safe/);
  });
});
