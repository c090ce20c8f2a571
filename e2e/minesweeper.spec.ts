import { tileAtOffset, type Orientation, type Parity } from '../src/engine';
import { test, expect } from './fixtures';
import { keyPath, MinesPage } from './mines.page';

const LAYOUTS: {
  label: string;
  orientation: 'Horizontal' | 'Vertical';
  offset: 'Odd' | 'Even';
  o: Orientation;
  p: Parity;
}[] = [
  { label: 'horizontal odd', orientation: 'Horizontal', offset: 'Odd', o: 'pointy', p: 'odd' },
  { label: 'horizontal even', orientation: 'Horizontal', offset: 'Even', o: 'pointy', p: 'even' },
  { label: 'vertical odd', orientation: 'Vertical', offset: 'Odd', o: 'flat', p: 'odd' },
  { label: 'vertical even', orientation: 'Vertical', offset: 'Even', o: 'flat', p: 'even' },
];
const FIRST = { row: 6, col: 6 };

for (const L of LAYOUTS) {
  test.describe(`a seeded game in the ${L.label} layout`, () => {
    test.beforeEach(async ({ page }) => {
      // The page's clock runs as usual, and a test can move it on to see that a stopped timer stays stopped.
      await page.clock.install();
      const ms = new MinesPage(page);
      await ms.open();
      await ms.orientation(L.orientation);
      await ms.offset(L.offset);
      await ms.seeded(20, 4242);
      await expect(ms.status()).toHaveAttribute('data-status', 'ready');
    });

    test('is won by revealing every safe tile, and the mines are then flagged', async ({ page }) => {
      const ms = new MinesPage(page);
      const known = MinesPage.known(L.o, L.p, 20, 4242, FIRST);
      await ms.click(FIRST.row, FIRST.col);
      await expect(ms.status()).toHaveAttribute('data-status', 'playing');
      // The first click is safe and opens a zero.
      await expect(ms.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-value', '0');
      await ms.clearSafe(known);
      await expect(ms.status()).toHaveAttribute('data-status', 'won');
      await expect(ms.svg.locator('polygon[data-state="flagged"]')).toHaveCount(20);
      await expect(page.getByTestId('mines-left')).toHaveText('0');
      // The timer stopped (page time moved on two seconds and it still shows the same), and the win is in the
      // statistics with its 3BV.
      const time = await page.getByTestId('timer').getAttribute('data-ms');
      await page.clock.fastForward(2000);
      await expect(page.getByTestId('timer')).toHaveAttribute('data-ms', time!);
      await expect(page.getByTestId('best-time')).toHaveText(/^\d+\.\d{3} s$/);
      await expect(page.getByTestId('last-3bv')).toHaveText(/^[1-9]\d*$/);
    });

    test('is lost on a mine: the hit mine explodes and the others are shown', async ({ page }) => {
      const ms = new MinesPage(page);
      const known = MinesPage.known(L.o, L.p, 20, 4242, FIRST);
      await ms.click(FIRST.row, FIRST.col);
      const mine = [...known.mines.keys()].find((id) => known.mines[id] && page)!;
      const pos = { row: known.board.row[mine], col: known.board.col[mine] };
      await ms.click(pos.row, pos.col);
      await expect(ms.status()).toHaveAttribute('data-status', 'lost');
      await expect(ms.tile(pos.row, pos.col)).toHaveAttribute('data-state', 'exploded');
      await expect(ms.svg.locator('polygon[data-state="mine"]')).toHaveCount(19);
    });
  });
}

test('a revealed number chords when its flags match, and restart replays the same board', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(20, 99);
  const known = MinesPage.known('pointy', 'odd', 20, 99, FIRST);
  await ms.click(FIRST.row, FIRST.col);
  // Find a revealed number with hidden neighbours, flag its mines with right clicks, then click it.
  const numbers = await ms.svg
    .locator('polygon[data-state="revealed"]:not([data-value="0"])')
    .evaluateAll((els) =>
      els.map((e) => ({ row: Number((e as SVGElement).dataset.row), col: Number((e as SVGElement).dataset.col) })),
    );
  const b = known.board;
  let chorded = false;
  for (const n of numbers) {
    const id = tileAtOffset(b, n);
    const around = [...Array(6).keys()].map((d) => b.neighbors[id * 6 + d]).filter((x) => x >= 0);
    const hiddenSafe = [];
    for (const x of around)
      if (!known.mines[x] && (await ms.tile(b.row[x], b.col[x]).getAttribute('data-state')) === 'hidden')
        hiddenSafe.push(x);
    if (!hiddenSafe.length) continue;
    for (const x of around) if (known.mines[x]) await ms.click(b.row[x], b.col[x], { button: 'right' });
    await ms.click(n.row, n.col);
    for (const x of hiddenSafe) await expect(ms.tile(b.row[x], b.col[x])).toHaveAttribute('data-state', 'revealed');
    chorded = true;
    break;
  }
  expect(chorded).toBe(true);
  const before = await ms.svg.locator('polygon[data-state="flagged"]').count();
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(ms.status()).toHaveAttribute('data-status', 'ready');
  await expect(ms.svg.locator('polygon[data-state="revealed"]')).toHaveCount(0);
  // The same mines: the game can be won with the same knowledge.
  await ms.click(FIRST.row, FIRST.col);
  await ms.clearSafe(known);
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
});

test('a long press on touch flags a tile, with a progress ring and no context menu', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  // A returning visitor, as the fixture's pages are: a new one's how-to card lies over the board's lower rows.
  await page.addInitScript(() =>
    localStorage.setItem(
      'hexlab:guides-seen',
      JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
    ),
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const ms = new MinesPage(page);
  await ms.open();
  const { x, y } = await ms.screenCentre(3, 5);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await expect(page.getByTestId('press-ring')).toHaveAttribute('visibility', 'visible');
  // Held long enough, the press flags the tile while the finger is still down, and the ring goes.
  await expect(ms.tile(3, 5)).toHaveAttribute('data-state', 'flagged');
  await expect(page.getByTestId('press-ring')).toHaveAttribute('visibility', 'hidden');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(ms.tile(3, 5)).toHaveAttribute('data-state', 'flagged');
  await expect(page.getByTestId('mines-left')).toHaveText(
    String(Number(await page.getByLabel('Mines', { exact: true }).inputValue()) - 1),
  );
  // A quick tap still reveals.
  await page.touchscreen.tap(...(Object.values(await ms.screenCentre(6, 6)) as [number, number]));
  await expect(ms.tile(6, 6)).toHaveAttribute('data-state', 'revealed');
  expect(errors).toEqual([]);
  await context.close();
});

test('a mouse button held past the long press still reveals: only touch and pen flag by holding', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  const hold = Number(await page.getByLabel('Long press (ms)').inputValue());
  const { x, y } = await ms.screenCentre(6, 6);
  await page.mouse.move(x, y);
  await page.mouse.down();
  const pressed = await page.evaluate(() => performance.now());
  // Held twice as long as a long press (the page's own clock says when), with no progress ring.
  await page.waitForFunction(([t, ms]) => performance.now() > t + 2 * ms, [pressed, hold]);
  await expect(page.getByTestId('press-ring')).not.toHaveAttribute('visibility', 'visible');
  await expect(ms.tile(6, 6)).toHaveAttribute('data-state', 'hidden');
  await page.mouse.up();
  await expect(ms.tile(6, 6)).toHaveAttribute('data-state', 'revealed');
});

test('a whole game can be played from the keyboard alone', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(12, 7);
  const known = MinesPage.known('pointy', 'odd', 12, 7, FIRST);
  const b = known.board;
  await ms.svg.focus();
  let at = 0; // the cursor starts on the first floor tile
  const go = async (to: number) => {
    for (const key of keyPath(b, 'pointy', at, to)) await page.keyboard.press(key);
    at = to;
  };
  await go(tileAtOffset(b, FIRST));
  await page.keyboard.press('Enter');
  await expect(ms.status()).toHaveAttribute('data-status', 'playing');
  // Flag one mine with F, then reveal every safe tile with Enter.
  const mine = [...known.mines.keys()].find((id) => known.mines[id])!;
  await go(mine);
  await page.keyboard.press('f');
  await expect(ms.tile(b.row[mine], b.col[mine])).toHaveAttribute('data-state', 'flagged');
  for (let id = 0; id < b.size; id++) {
    if (known.mines[id]) continue;
    if ((await ms.tile(b.row[id], b.col[id]).getAttribute('data-state')) !== 'hidden') continue;
    await go(id);
    await page.keyboard.press('Enter');
  }
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
});

test('more mines than the board can hold are refused with a message, and the game stays', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  await page.getByLabel('Mines', { exact: true }).fill('500');
  await expect(page.getByRole('alert').first()).toContainText('from 1 to 127');
  await ms.click(6, 6);
  await expect(ms.status()).toHaveAttribute('data-status', 'playing');
});

test('the mine count a player chose is the count after a reload', async ({ page }) => {
  const ms = new MinesPage(page);
  await ms.open();
  await page.getByLabel('Mines', { exact: true }).fill('23');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('mines-left')).toHaveText('23');
  await page.reload();
  await expect(page.getByTestId('mines-left')).toHaveText('23');
  await expect(page.getByLabel('Mines', { exact: true })).toHaveValue('23');
  await expect(page.getByLabel('Difficulty')).toHaveValue('custom');
});
