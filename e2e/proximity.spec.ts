import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ProximityPage } from './proximity.page';
import { drawStrength } from '../src/games/proximity';

/** A seed whose second player's first tile beats the first player's, so placing next to it captures. */
function captureSeed(): number {
  for (let seed = 1; ; seed++) if (drawStrength(seed, 2, 0) > drawStrength(seed, 1, 0)) return seed;
}

type Watched = Window & { sawThinking?: boolean };

/** Notes, in the page, the moment the computer's "Computer is thinking…" line is shown. */
const watchForThinking = (page: Page) =>
  page.evaluate(() => {
    const w = window as Watched;
    w.sawThinking = false;
    const shown = () => {
      const line = document.querySelector('[data-testid="computer-thinking"]');
      return !!line && line.textContent!.includes('Computer is thinking…') && line.checkVisibility();
    };
    new MutationObserver((_, observer) => {
      if (!shown()) return;
      w.sawThinking = true;
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

test.describe('when a person plays the easy computer on a 4 x 4 board', () => {
  test('the game runs to the end, and the score adds up the strengths on the board', async ({ page }) => {
    const px = new ProximityPage(page);
    await px.start({ rows: 4, cols: 4 });
    await px.seat(1, 'Human');
    await px.seat(2, 'Computer (easy)');
    await px.newGame();
    await expect(px.status).toHaveAttribute('data-status', 'ready');
    let first = true;
    while (await px.waitForTurn(1)) {
      const tile = px.emptyTiles().first();
      const [row, col] = await Promise.all([tile.getAttribute('data-row'), tile.getAttribute('data-col')]);
      // The computer's turn is brief: watch for its "thinking" line in the page from before the click that hands it
      // over (a locator's wait, started beside the click, may begin after the line has gone on a busy machine).
      if (first) await watchForThinking(page);
      await px.click(Number(row), Number(col));
      await expect(px.tileAt(Number(row), Number(col))).toHaveAttribute('data-owner', /\d/);
      if (first) await expect.poll(() => page.evaluate(() => (window as Watched).sawThinking)).toBe(true);
      first = false;
    }
    await expect(px.status).toHaveAttribute('data-status', /^(won|lost)$/);
    await expect(px.status).toContainText(/You won|wins/);
    const owned = await px.owned();
    expect(owned).toHaveLength(16);
    const totals = await px.totals();
    expect([...totals.keys()]).toEqual([1, 2]);
    for (const player of [1, 2]) {
      const sum = owned.filter((t) => t.owner === player).reduce((s, t) => s + t.strength, 0);
      expect(totals.get(player)).toBe(sum);
    }
    const [me, cpu] = [totals.get(1)!, totals.get(2)!];
    if (me !== cpu) expect(await px.status.getAttribute('data-status')).toBe(me > cpu ? 'won' : 'lost');
  });
});

test.describe('when only computers play', () => {
  test('the easy and the hard computer play a 3 x 3 board to the end, and the status says over', async ({ page }) => {
    const px = new ProximityPage(page);
    await px.start({ rows: 3, cols: 3 });
    await px.seat(2, 'Computer (hard)');
    await px.seat(1, 'Computer (easy)');
    await expect(px.status).toHaveAttribute('data-status', 'over', { timeout: 20_000 });
    await expect(px.status).toContainText(/wins|Tie/);
    expect(await px.owned()).toHaveLength(9);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });
});

test.describe('when two people share one device', () => {
  test('a stronger tile placed next to a weaker enemy captures it, and Undo takes it back', async ({ page }) => {
    const seed = captureSeed();
    const [weak, strong] = [drawStrength(seed, 1, 0), drawStrength(seed, 2, 0)];
    const px = new ProximityPage(page);
    await px.start({ rows: 5, cols: 5 });
    await px.seat(2, 'Human');
    await px.seed(seed);
    await expect(px.nextTile).toHaveAttribute('data-player', '1');
    await expect(px.nextTile).toHaveAttribute('data-strength', String(weak));

    await px.click(2, 2);
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-owner', '1');
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-strength', String(weak));
    await expect(px.status).toHaveAttribute('data-status', 'playing');
    await expect(px.nextTile).toHaveAttribute('data-player', '2');
    await expect(px.nextTile).toHaveAttribute('data-strength', String(strong));

    // Hovering shows what the move would do before it is made, without touching the tiles.
    const target = await px.screenCentre(2, 3);
    await page.mouse.move(target.x, target.y);
    await expect(page.getByTestId('move-preview')).toHaveAttribute('data-captured', '1');
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-owner', '1');

    await px.click(2, 3);
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-owner', '2');
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-strength', String(weak));
    await expect(px.score.locator('[data-player="2"]')).toHaveAttribute('data-total', String(weak + strong));
    await expect(px.score.locator('[data-player="1"]')).toHaveAttribute('data-total', '0');
    await expect(page.getByTestId('move-log').locator('li')).toHaveCount(2);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(px.tileAt(2, 3)).not.toHaveAttribute('data-owner', /./);
    await expect(px.tileAt(2, 2)).toHaveAttribute('data-owner', '1');
  });

  test('Proximity 2 deals a hand of five to choose from, by click or by keyboard', async ({ page }) => {
    const px = new ProximityPage(page);
    await px.start({ rows: 4, cols: 4 });
    await px.seat(2, 'Human');
    await page.getByLabel('Rules').selectOption({ label: 'Proximity 2' });
    const hand = px.nextTile.getByRole('button', { name: /^Tile \d+$/ });
    await expect(hand).toHaveCount(5);
    await expect(hand.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await hand.nth(3).click();
    await expect(hand.nth(3)).toHaveAttribute('aria-pressed', 'true');
    const chosen = await px.nextTile.getAttribute('data-strength');
    expect(await hand.nth(3).getAttribute('aria-label')).toBe(`Tile ${chosen}`);
    // Enter on the keyboard cursor places the chosen tile there.
    await px.svg.focus();
    await page.keyboard.press('Enter');
    await expect(px.svg.locator(`polygon[data-owner="1"]`)).toHaveAttribute('data-strength', chosen!);
    await expect(px.nextTile).toHaveAttribute('data-player', '2');
  });
});

test.describe('when a game is shared', () => {
  test('the link reopened in a fresh page shows the same players, owners and strengths', async ({ page, browser }) => {
    const seed = captureSeed();
    const px = new ProximityPage(page);
    await px.start({ rows: 5, cols: 5 });
    await px.seat(2, 'Human');
    await px.seed(seed);
    for (const [row, col] of [
      [2, 2],
      [2, 3],
      [0, 0],
      [3, 3],
      [4, 0],
    ]) {
      await px.click(row, col);
      await expect(px.tileAt(row, col)).toHaveAttribute('data-owner', /\d/);
    }
    const before = await px.owned();
    expect(before).toContainEqual({ row: 2, col: 2, owner: 2, strength: drawStrength(seed, 1, 0) });
    const link = await px.shareLink();

    const context = await browser.newContext();
    const other = new ProximityPage(await context.newPage());
    await other.page.goto(link);
    await expect(other.page.getByRole('tab', { name: 'Proximity' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.tiles()).toHaveCount(25);
    expect(await other.owned()).toEqual(before);
    await expect(other.page.getByLabel('Player 2')).toHaveValue('human');
    await expect(other.page.getByLabel('Seed')).toHaveValue(String(seed));
    await expect(other.nextTile).toHaveAttribute('data-player', '2');
    await expect(other.page.getByTestId('move-log').locator('li')).toHaveCount(5);
    await context.close();
  });
});
