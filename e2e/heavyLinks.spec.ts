// Heavy links: a long Proximity game on a big board opens from a link without drawing what can't be read,
// and its move log lists the newest moves first rather than thousands of rows.
import { test, expect } from './fixtures';
import { BoardPage } from './pages';
import { encodeShare } from '../src/share';

const SIZE = 120;
// Every fourth tile, over the whole board.
const MOVES = 3000;

test('a 120 x 120 Proximity game 3,000 moves in: strengths drawn only where they can be read, the log its newest 200', async ({
  page,
}) => {
  const board = new BoardPage(page);
  await board.open(
    encodeShare({
      mode: 'proximity',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: Array.from({ length: SIZE }, () => new Array<number>(SIZE).fill(0)),
      proximity: {
        seed: 7,
        rules: 'classic',
        players: ['human', 'human'],
        moves: Array.from({ length: MOVES }, (_, i) => i * 4),
      },
    }),
  );
  await expect(board.svg.locator('polygon[data-owner]')).toHaveCount(MOVES, { timeout: 60_000 });
  // At fit a tile is a few pixels across: its colour tells its owner, and no number is drawn.
  const strengths = board.svg.locator('.px-strength');
  await expect(strengths).toHaveCount(0);
  for (let i = 0; i < 12 && (await strengths.count()) === 0; i++) {
    const before = await board.svg.getAttribute('viewBox');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(board.svg).not.toHaveAttribute('viewBox', before!);
  }
  // Zoomed in, the owned tiles in view carry their numbers, and not every owned tile of the board does.
  const shown = strengths.filter({ visible: true }).first();
  await expect(shown).toHaveText(/^\d+/);
  expect(await strengths.count()).toBeLessThan(MOVES);

  const log = page.getByTestId('move-log');
  await expect(log.locator('li[data-player]')).toHaveCount(200);
  await expect(log.locator('li[data-player]').last()).toContainText(`${MOVES}.`);
  await log.getByRole('button', { name: 'Show earlier moves (2,800 not shown)' }).click();
  await expect(log.locator('li[data-player]')).toHaveCount(400);
});
