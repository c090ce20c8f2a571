// Issue 16, items 3 to 6: games end with a moment (the end card), motion that respects reduced motion, readable
// probabilities. The end card's figures are checked against the same game played again by the game's own rules.
import type { Page } from '@playwright/test';
import { filledLevel, makeBoard, tileAtOffset, transpose, type Board, type Orientation } from '../src/engine';
import { click, gameFigures, newGame } from '../src/games/minesweeper/state';
import { seededPlacer } from '../src/games/minesweeper/reveal';
import { drawStrength } from '../src/games/proximity';
import { encodeShare } from '../src/share';
import { test, expect as baseExpect } from './fixtures';
import { MinesPage } from './mines.page';
import { ProximityPage } from './proximity.page';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const MINES = 8;
const SEED = 31;
const FIRST = { row: 3, col: 3 };

/** A 7 x 9 Minesweeper board by share link, in either layout, and where its mines fall for the first click. */
function sharedGame(orientation: Orientation) {
  const level = orientation === 'pointy' ? filledLevel(7, 9) : transpose(filledLevel(7, 9));
  const board = makeBoard(level, { orientation, parity: 'odd' });
  const mines = seededPlacer(SEED)(board, MINES, tileAtOffset(board, FIRST));
  const link = encodeShare({
    mode: 'minesweeper',
    orientation,
    parity: 'odd',
    hexSize: 24,
    level,
    minesweeper: { mines: MINES, seed: SEED, noGuess: false },
  });
  return { board, mines, link };
}

/** The figures the game's own rules give for these clicks, in order. */
function expected(board: Board, tiles: number[]) {
  let game = newGame(board, { mines: MINES, seed: SEED, marks: false });
  for (const t of tiles) game = click(game, board, 'open', t);
  return gameFigures(game, board, 1000)!;
}

/** The card's time, 3BV, 3BV/s, IOE and clicks against the figures computed in Node. */
async function expectFigures(page: Page, f: ReturnType<typeof expected>, left: number) {
  const card = page.getByTestId('game-over');
  await expect(card).toHaveAttribute('data-result', f.result);
  await expect(card.getByTestId('final-3bv')).toHaveAttribute('data-solved', String(f.bv3.solved));
  await expect(card.getByTestId('final-3bv')).toHaveAttribute('data-total', String(f.bv3.total));
  await expect(card.getByTestId('final-3bv')).toHaveText(`${f.bv3.solved} / ${f.bv3.total}`);
  const clicks = card.getByTestId('final-clicks');
  await expect(clicks).toHaveAttribute('data-left', String(left));
  await expect(clicks).toHaveAttribute('data-right', '0');
  await expect(clicks).toHaveAttribute('data-chord', '0');
  const ms = Number(await card.getByTestId('final-time').getAttribute('data-ms'));
  expect(Number.isInteger(ms)).toBe(true);
  await expect(page.getByTestId('timer')).toHaveAttribute('data-ms', String(ms));
  // The time to the millisecond: "12.345 s" style, three decimals.
  await expect(card.getByTestId('final-time')).toHaveText(/\d\.\d{3}/);
  expect(Number(await card.getByTestId('final-3bvs').getAttribute('data-value'))).toBeCloseTo(
    ms > 0 ? f.bv3.solved / (ms / 1000) : 0,
    6,
  );
  expect(Number(await card.getByTestId('final-ioe').getAttribute('data-value'))).toBeCloseTo(f.bv3.solved / left, 6);
}

for (const orientation of ['pointy', 'flat'] as const) {
  const layout = orientation === 'pointy' ? 'horizontal' : 'vertical';
  test.describe(`when a shared Minesweeper board ends, in the ${layout} layout`, () => {
    test('a win shows a card over the board with the figures of the game played; Close shows the board', async ({
      page,
    }) => {
      const { board, mines, link } = sharedGame(orientation);
      const ms = new MinesPage(page);
      await ms.open(link);
      await ms.click(FIRST.row, FIRST.col);
      const clicked = [tileAtOffset(board, FIRST), ...(await ms.clearSafeReading(board, mines))];
      const card = page.getByTestId('game-over');
      await expect(card).toBeInViewport();
      await expect(ms.svg).toBeInViewport();
      await expectFigures(page, expected(board, clicked), clicked.length);
      await expect(card.getByRole('heading')).toHaveText('You won');
      for (const name of ['New game', 'Restart', 'Share', 'Replay'])
        await expect(card.getByRole('button', { name, exact: true })).toBeVisible();
      // One Share while the card is open: the page's own steps aside.
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(1);
      await card.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(card.getByRole('textbox', { name: 'Share link' })).toHaveValue(/\?/);
      await card.getByRole('button', { name: 'Close' }).click();
      await expect(card).toHaveCount(0);
      await expect(ms.status()).toHaveAttribute('data-status', 'won');
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    });

    test('a loss shows 3BV solved of total and the figures from the solved 3BV; New game starts afresh', async ({
      page,
    }) => {
      const { board, mines, link } = sharedGame(orientation);
      const ms = new MinesPage(page);
      await ms.open(link);
      await ms.click(FIRST.row, FIRST.col);
      const mine = [...mines.keys()].find((t) => mines[t])!;
      await ms.click(board.row[mine], board.col[mine]);
      const f = expected(board, [tileAtOffset(board, FIRST), mine]);
      expect(f.result).toBe('lost');
      await expectFigures(page, f, 2);
      const card = page.getByTestId('game-over');
      await expect(card.getByRole('heading')).toContainText('lost');
      await card.getByRole('button', { name: 'New game' }).click();
      await expect(card).toHaveCount(0);
      await expect(ms.status()).toHaveAttribute('data-status', 'ready');
    });
  });
}

test.describe('when a Proximity game between two people ends', () => {
  test('a card shows the final scores, the winner, and offers New game and Rematch', async ({ page }) => {
    const px = new ProximityPage(page);
    await px.start({ rows: 3, cols: 3 });
    await px.seat(2, 'Human');
    await px.seed(7);
    const firstTile = drawStrength(7, 1, 0);
    await expect(px.nextTile).toHaveAttribute('data-strength', String(firstTile));
    for (let n = 0; n < 9; n++) {
      const tile = px.emptyTiles().first();
      const [row, col] = await Promise.all([tile.getAttribute('data-row'), tile.getAttribute('data-col')]);
      await px.click(Number(row), Number(col));
      await expect(px.tileAt(Number(row), Number(col))).toHaveAttribute('data-owner', /\d/);
    }
    await expect(px.status).toHaveAttribute('data-status', 'over');
    const card = page.getByTestId('game-over');
    await expect(card).toHaveAttribute('data-result', 'over');
    await expect(card).toBeInViewport();

    // The card's scores are the board's: every player's strengths summed, and the winner the highest.
    const owned = await px.owned();
    const totals = [1, 2].map((p) => owned.filter((t) => t.owner === p).reduce((s, t) => s + t.strength, 0));
    const rows = card.getByTestId('final-scores').locator('li');
    await expect(rows).toHaveCount(2);
    for (const p of [1, 2])
      await expect(card.locator(`[data-testid="final-scores"] li[data-player="${p}"]`)).toHaveAttribute(
        'data-total',
        String(totals[p - 1]),
      );
    const tiles = [1, 2].map((p) => owned.filter((t) => t.owner === p).length);
    // Highest total, then most tiles (two players: compare them).
    const order = totals[0] - totals[1] || tiles[0] - tiles[1];
    const best = order > 0 ? [1] : order < 0 ? [2] : [1, 2];
    await expect(card.getByTestId('winner')).toHaveAttribute('data-players', best.join(' '));
    await expect(card.getByTestId('winner')).toContainText(best.length > 1 ? 'Shared' : ['Blue', 'Red'][best[0] - 1]);
    // Best first.
    await expect(rows.first()).toHaveAttribute('data-player', String(best[0]));

    // Close shows the board; the game stays over.
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    await expect(px.status).toHaveAttribute('data-status', 'over');
  });

  test('Rematch deals the same tiles again from an empty board', async ({ page }) => {
    const px = new ProximityPage(page);
    await px.start({ rows: 3, cols: 3 });
    await px.seat(2, 'Human');
    await px.seed(9);
    await expect(px.nextTile).toHaveAttribute('data-strength', String(drawStrength(9, 1, 0)));
    for (let n = 0; n < 9; n++) {
      const tile = px.emptyTiles().first();
      const [row, col] = await Promise.all([tile.getAttribute('data-row'), tile.getAttribute('data-col')]);
      await px.click(Number(row), Number(col));
      await expect(px.tileAt(Number(row), Number(col))).toHaveAttribute('data-owner', /\d/);
    }
    const card = page.getByTestId('game-over');
    await card.getByRole('button', { name: 'Rematch' }).click();
    await expect(card).toHaveCount(0);
    await expect(px.status).toHaveAttribute('data-status', 'ready');
    await expect(px.svg.locator('polygon[data-owner]')).toHaveCount(0);
    await expect(px.nextTile).toHaveAttribute('data-strength', String(drawStrength(9, 1, 0)));
    await px.click(1, 1);
    await expect(px.nextTile).toHaveAttribute('data-strength', String(drawStrength(9, 2, 0)));
  });
});

test.describe('when the mine probabilities are on', () => {
  test('tiles show their percentage, a legend explains the colours, and the safest hidden tile is ringed', async ({
    page,
  }) => {
    const { link } = sharedGame('pointy');
    const ms = new MinesPage(page);
    await ms.open(link);
    await ms.click(FIRST.row, FIRST.col);
    await page.getByLabel('Mine probabilities').check();
    const legend = page.getByTestId('probability-legend');
    await expect(legend).toBeVisible();
    await expect(legend).toContainText('Chance of a mine');
    await expect(legend.locator('li[data-band]')).toHaveCount(8);

    // The ringed tile is the lowest chance among the hidden tiles.
    const chances = await ms.svg.locator('polygon[data-probability]').evaluateAll((els) =>
      els.map((e) => ({
        row: e.getAttribute('data-row'),
        col: e.getAttribute('data-col'),
        p: Number(e.getAttribute('data-probability')),
      })),
    );
    const lowest = Math.min(...chances.map((c) => c.p));
    const safest = page.getByTestId('safest-tile');
    await expect(safest.first()).toBeAttached();
    const marked = await safest.evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked) expect(chances.find((c) => `${c.row},${c.col}` === m)?.p).toBeCloseTo(lowest, 3);

    // Big tiles carry their percentage, written as the hovered figure rounds it.
    const label = ms.svg.locator('text.ms-prob').first();
    await expect(label).toBeVisible();
    await expect(label).toHaveText(/^(<1|>99|\d{1,3})%$/);

    // Turned off, the legend and the marks go.
    await page.getByLabel('Mine probabilities').uncheck();
    await expect(legend).toHaveCount(0);
    await expect(safest).toHaveCount(0);
  });
});

/** Record every CSS animation that starts from now on: its name and its length (delay plus duration) in ms. */
const recordAnimations = (page: Page) =>
  page.evaluate(() => {
    const seen: { name: string; total: number; q: number; r: number; tag: string }[] = [];
    (window as unknown as { __anims: typeof seen }).__anims = seen;
    const ms = (v: string) =>
      Math.max(...v.split(',').map((x) => (x.trim().endsWith('ms') ? parseFloat(x) : parseFloat(x) * 1000)));
    document.addEventListener(
      'animationstart',
      (e) => {
        const el = e.target as Element;
        const cs = getComputedStyle(el);
        const at = (a: string) => Number(el.getAttribute(a));
        seen.push({
          name: e.animationName,
          total: ms(cs.animationDelay) + ms(cs.animationDuration),
          q: at('data-q'),
          r: at('data-r'),
          tag: el.tagName,
        });
      },
      true,
    );
  });
const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __anims: { name: string; total: number; q: number; r: number; tag: string }[] }).__anims,
  );

test.describe('motion', () => {
  test('a reveal cascades outward, each animation ending within 600 ms', async ({ page }) => {
    const { link } = sharedGame('pointy');
    const ms = new MinesPage(page);
    await ms.open(link);
    await recordAnimations(page);
    await ms.click(FIRST.row, FIRST.col);
    await expect
      .poll(async () => (await recorded(page)).filter((a) => a.name === 'fx-reveal').length)
      .toBeGreaterThan(1);
    const anims = await recorded(page);
    // Later tiles wait longer: more than one delay, so the opening spreads out from the click.
    expect(new Set(anims.map((a) => a.total)).size).toBeGreaterThan(1);
    for (const a of anims) expect(a.total).toBeLessThan(600);
    // Only the clicked tile and the ring round it move; the rest of the opening shows at once, so the next click's
    // frame never waits for a whole opening to be painted again and again.
    const reveals = anims.filter((a) => a.name === 'fx-reveal' && a.tag === 'polygon');
    expect(reveals.length).toBeLessThanOrEqual(7);
    expect(await ms.svg.locator('polygon[data-state="revealed"]').count()).toBeGreaterThan(7);
    const clicked = ms.tile(FIRST.row, FIRST.col);
    const q0 = Number(await clicked.getAttribute('data-q'));
    const r0 = Number(await clicked.getAttribute('data-r'));
    for (const a of reveals) {
      const dq = a.q - q0;
      const dr = a.r - r0;
      expect((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2).toBeLessThanOrEqual(1);
    }
    // The marks go once the motion has run.
    await expect(ms.svg.locator('[data-fx]')).toHaveCount(0);
  });

  test('a reveal still cascades when the page is busy for longer than the motion right after the click', async ({
    page,
  }) => {
    const { link } = sharedGame('pointy');
    const ms = new MinesPage(page);
    await ms.open(link);
    await recordAnimations(page);
    // The click's task runs on for 900 ms (as a chunk evaluated in idle time does on a loaded phone): the first frame
    // that draws the marks comes after the motion's whole length.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        () => {
          const end = performance.now() + 900;
          while (performance.now() < end);
        },
        { once: true },
      ),
    );
    await ms.click(FIRST.row, FIRST.col);
    await expect
      .poll(async () => (await recorded(page)).filter((a) => a.name === 'fx-reveal').length)
      .toBeGreaterThan(1);
    await expect(ms.svg.locator('[data-fx]')).toHaveCount(0);
  });

  test('under prefers-reduced-motion nothing moves: no animation after a reveal or a loss', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { board, mines, link } = sharedGame('pointy');
    const ms = new MinesPage(page);
    await ms.open(link);
    // Sounds are a choice, off until ticked.
    await expect(page.getByRole('checkbox', { name: 'Sounds' })).not.toBeChecked();
    await ms.click(FIRST.row, FIRST.col);
    await expect(ms.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'revealed');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await ms.svg.locator('[data-fx]').count()).toBe(0);
    const mine = [...mines.keys()].find((t) => mines[t])!;
    await ms.click(board.row[mine], board.col[mine]);
    await expect(page.getByTestId('game-over')).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('a captured Proximity tile flips to its new colour', async ({ page }) => {
    // A seed whose second tile beats the first, so placing beside it captures.
    let seed = 1;
    while (drawStrength(seed, 2, 0) <= drawStrength(seed, 1, 0)) seed++;
    const px = new ProximityPage(page);
    await px.start({ rows: 3, cols: 3 });
    await px.seat(2, 'Human');
    await px.seed(seed);
    await px.click(1, 1);
    await expect(px.tileAt(1, 1)).toHaveAttribute('data-owner', '1');
    await recordAnimations(page);
    // Halfway through the flip (every flip held at its middle for a moment), the tile's number is no wider than its
    // narrowed hex: the number turns with the tile rather than standing outside it.
    await page.evaluate(() => {
      const w = window as unknown as { __halfway: { tile: number; label: number }[] };
      w.__halfway = [];
      document.addEventListener('animationstart', (e) => {
        const tile = e.target as Element;
        if (e.animationName !== 'fx-flip' || tile.tagName !== 'polygon') return;
        const flips = document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'fx-flip');
        for (const a of flips) {
          const { delay = 0, duration = 0 } = a.effect!.getTiming();
          a.pause();
          a.currentTime = Number(delay) + Number(duration) / 2;
        }
        const label = tile.nextElementSibling;
        w.__halfway.push({
          tile: tile.getBoundingClientRect().width,
          label: label?.tagName === 'text' ? label.getBoundingClientRect().width : 0,
        });
        for (const a of flips) a.play();
      });
    });
    await px.click(1, 2);
    await expect(px.tileAt(1, 1)).toHaveAttribute('data-owner', '2');
    await expect.poll(async () => (await recorded(page)).map((a) => a.name)).toContain('fx-flip');
    for (const a of await recorded(page)) expect(a.total).toBeLessThan(600);
    const halfway = await page.evaluate(
      () => (window as unknown as { __halfway: { tile: number; label: number }[] }).__halfway,
    );
    expect(halfway.length).toBeGreaterThan(0);
    for (const h of halfway) {
      expect(h.label, 'the flipped tile shows its number').toBeGreaterThan(0);
      expect(h.label, 'its number within the narrowed hex').toBeLessThanOrEqual(h.tile);
    }
  });
});
