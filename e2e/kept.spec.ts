// Issue 18: your boards are kept (My boards), the app works wherever it is served, and a failing mode is contained.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filledLevel, makeBoard } from '../src/engine';
import { newGame, reveal, REVEALED } from '../src/games/minesweeper';
import { encodeShare } from '../src/share';
import { test, expect } from './fixtures';
import { countKinds, EditorPage } from './editor.page';
// @ts-expect-error plain ESM helper
import { freePort } from './free-port.mjs';

const small = encodeShare({
  mode: 'editor',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: filledLevel(2, 3),
});

/** A real Minesweeper game in progress on a 9 x 9 board, its link, and the same link with another seed. */
function gameLinks() {
  const level = filledLevel(9, 9);
  const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const game = reveal(newGame(board, { mines: 30, seed: 5, marks: false }), board, 40);
  const revealed = [...game.view.keys()].filter((id) => game.view[id] === REVEALED);
  const state = { mode: 'minesweeper', orientation: 'pointy', parity: 'odd', hexSize: 24, level } as const;
  const link = (seed: number) =>
    encodeShare({
      ...state,
      minesweeper: { mines: 30, seed, noGuess: false, progress: { firstClick: 40, revealed, flagged: [] } },
    });
  return { good: link(5), changed: link(6), revealed: revealed.length };
}

test.describe('when you edit a board and then open a link', () => {
  test('the link opens as a shared board, and / still opens your edited board, kept in My boards', async ({
    page,
    context,
  }) => {
    test.slow(); // three pages on a shared, busy machine
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    const mine = await ed.kinds();
    await page.getByRole('button', { name: 'My boards' }).click();
    await expect(page.getByTestId('library-item')).toHaveCount(1);
    await expect(page.getByTestId('library-item')).toContainText('My board');
    await page.keyboard.press('Escape');

    // A link to another board, opened in another tab, played in another mode.
    const other = new EditorPage(await context.newPage());
    await other.open(small); // the link opens the Editor on a board with no void cells
    await expect(other.tiles()).toHaveCount(6);
    await other.mode('Lab');
    await expect(other.page.getByRole('button', { name: 'Save to My boards' })).toBeVisible();

    const again = new EditorPage(await context.newPage());
    await again.open();
    await again.mode('Editor');
    expect(await again.kinds()).toEqual(mine);

    // Saved from the link's tab, the shared board joins the library beside yours.
    await other.page.getByRole('button', { name: 'Save to My boards' }).click();
    await expect(other.page.getByRole('button', { name: 'Save to My boards' })).toHaveCount(0);
    await other.page.getByRole('button', { name: 'My boards' }).click();
    await expect(other.page.getByTestId('library-item')).toHaveCount(2);
    await expect(other.page.getByTestId('library-item').first()).toContainText('Shared board');
  });

  test('a board can be renamed, duplicated and deleted', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.open();
    await page.getByRole('button', { name: 'My boards' }).click();
    const items = page.getByTestId('library-item');
    await expect(items).toHaveCount(1);
    await items.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Name of My board' }).fill('Castle');
    await page.keyboard.press('Enter');
    await expect(items).toContainText('Castle');
    await items.getByRole('button', { name: 'Duplicate' }).click();
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Castle (copy)');
    await items.first().getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(1);
    await page.reload();
    // The header is painted from the HTML before the app runs: a click before then would do nothing.
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'My boards' }).click();
    await expect(page.getByTestId('library-item')).toHaveText(/Castle/);
  });
});

test.describe('when a shared game does not fit its seed', () => {
  test('an alert says so and the game opens fresh, not lost', async ({ page }) => {
    const links = gameLinks();
    const ed = new EditorPage(page);
    await ed.open(links.good);
    await expect(ed.svg.locator('polygon[data-state="revealed"]')).toHaveCount(links.revealed);
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
    await ed.open(links.changed);
    await expect(page.getByRole('alert')).toContainText("The link's game does not fit its board and seed");
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'ready');
  });
});

test.describe('when the app is served from a doubled slash', () => {
  test('edits and imports work, and the link is built from that address', async ({ page, baseURL }) => {
    const ed = new EditorPage(page);
    await page.goto(`${baseURL}//?${small}`);
    await ed.svg.waitFor();
    await expect(ed.tiles()).toHaveCount(6);
    await ed.drag([
      [0, 0],
      [0, 2],
    ]);
    await ed.importText('[[0,0,0,0],[0,1,1,0],[0,0,0,0]]');
    await expect(ed.tiles()).toHaveCount(12);
    expect(countKinds(await ed.kinds()).wall).toBe(2);
    const link = await ed.shareLink();
    expect(new URL(link).pathname).toBe('//');
  });
});

test.describe('when the app is served from a subfolder', () => {
  let server: Server;
  let base = '';
  test.beforeAll(async () => {
    // The build the tests run against, served under /hexlab/ by a plain static server.
    const dist = fileURLToPath(new URL(`../.e2e-dist/${process.env.E2E_PORT}/`, import.meta.url));
    const types: Record<string, string> = {
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.html': 'text/html',
      '.svg': 'image/svg+xml',
      '.json': 'application/json',
      '.webmanifest': 'application/manifest+json',
    };
    server = createServer(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (!path.startsWith('/hexlab/')) return void res.writeHead(404).end();
      const file = path.slice('/hexlab/'.length) || 'index.html';
      try {
        const body = await readFile(dist + file.replace(/\.\.+/g, ''));
        res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    const port = freePort() as number;
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    base = `http://127.0.0.1:${port}/hexlab/`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('the board opens, its link points into the subfolder, and the link opens the same board', async ({ page }) => {
    const ed = new EditorPage(page);
    await page.goto(base);
    await ed.svg.waitFor();
    await ed.mode('Editor');
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    const drawn = await ed.kinds();
    const link = await ed.shareLink();
    expect(link.startsWith(`${base}?v=1&`)).toBe(true);
    await page.goto(link);
    await ed.svg.waitFor();
    expect(await ed.kinds()).toEqual(drawn);
  });
});

test.describe('when a mode fails while drawing', () => {
  test('it says what happened, and Reload draws the mode again with the board kept', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    const drawn = await ed.kinds();
    // The test hook: only a script on the page can set it (see ModeBoundary).
    await page.evaluate(() => sessionStorage.setItem('hexlab:test-fail-mode', 'Lab'));
    // The tab itself, not ed.mode(): that waits for the Lab's board, which this test makes fail.
    await page.getByRole('tab', { name: 'Lab' }).click();
    await expect(page.getByRole('alert')).toContainText('Lab stopped working.');
    await expect(page.getByRole('tab', { name: 'Editor' })).toBeVisible();
    await page.getByRole('button', { name: 'Reload Lab' }).click();
    await ed.svg.waitFor();
    await ed.mode('Editor');
    expect(await ed.kinds()).toEqual(drawn);
  });
});
