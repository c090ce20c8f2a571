// Closing a long replay on a big board: the board ends exactly as the replay's last action left
// it, every tile, and takes a press at once. The drawing of a change of thousands of tiles goes a few blocks at a time
// (src/ui/board/tileSignal.ts); how long a frame waits is measured in e2e/replay.benchspec.ts, not here.
import { test, expect } from './fixtures';
import { BoardPage } from './pages';
import { filledLevel } from '../src/engine';
import { encodeShare } from '../src/share';

const SIDE = 160;
// Every other tile flagged, then the first 2,000 of them unflagged again: 25 blocks of tiles change, in two steps.
const FLAGGED = (SIDE * SIDE) / 2;
const UNFLAGGED = 2_000;
const actions = [
  ...Array.from({ length: FLAGGED }, (_, i) => ({ kind: 'flag' as const, cell: 2 * i, t: i * 10 })),
  ...Array.from({ length: UNFLAGGED }, (_, i) => ({ kind: 'flag' as const, cell: 2 * i, t: (FLAGGED + i) * 10 })),
];
const flaggedAtEnd = (id: number) => id % 2 === 0 && id >= 2 * UNFLAGGED;

test(`closing a replay of ${actions.length.toLocaleString('en')} flags on a ${SIDE} x ${SIDE} board leaves every tile as the last action left it, and the board plays on`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const board = new BoardPage(page);
  await board.open(
    encodeShare({
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(SIDE, SIDE),
      minesweeper: { mines: 4_000, seed: 5, noGuess: false, replay: { marks: false, mines: null, actions } },
    }).replace(/^.*\?/, ''),
  );
  const replay = page.getByTestId('replay');
  await expect(replay).toHaveAttribute('data-step', '0', { timeout: 60_000 });
  await expect(board.tiles()).toHaveCount(SIDE * SIDE, { timeout: 60_000 });
  await expect(board.svg.locator('polygon[data-state="flagged"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Close replay' }).click();
  await expect(replay).toHaveCount(0);
  await expect(board.svg.locator('polygon[data-state="flagged"]')).toHaveCount(FLAGGED - UNFLAGGED, {
    timeout: 60_000,
  });
  // Every tile, by its id: flagged where the replay left a flag, hidden everywhere else.
  const wrong = await board.svg.evaluate((svg, unflagged) => {
    const off: string[] = [];
    for (const p of svg.querySelectorAll<SVGPolygonElement>('polygon[data-id]')) {
      const id = Number(p.dataset.id);
      const expected = id % 2 === 0 && id >= 2 * unflagged ? 'flagged' : 'hidden';
      if (p.dataset.state !== expected) off.push(`${id}: ${p.dataset.state}`);
    }
    return off;
  }, UNFLAGGED);
  expect(wrong).toEqual([]);
  await expect(page.getByText('Mines left').locator('..')).toContainText(String(4_000 - (FLAGGED - UNFLAGGED)));

  // The board takes a press at once: zoomed in, a right click flags a hidden tile and unflags a flagged one.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await board.settled();
  const [row, col] = [SIDE / 2, SIDE / 2];
  expect(flaggedAtEnd(Number(await board.tile(row, col).getAttribute('data-id')))).toBe(true);
  expect(flaggedAtEnd(Number(await board.tile(row, col + 1).getAttribute('data-id')))).toBe(false);
  await board.click(row, col, { button: 'right' });
  await expect(board.tile(row, col)).toHaveAttribute('data-state', 'hidden');
  await board.click(row, col + 1, { button: 'right' });
  await expect(board.tile(row, col + 1)).toHaveAttribute('data-state', 'flagged');
});
