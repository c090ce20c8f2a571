import { boardDistance, filledLevel, makeBoard, tileAtOffset, tileAxial, type Board } from '../src/engine';
import { mineCounts } from '../src/games/minesweeper/placement';
import { seededPlacer } from '../src/games/minesweeper/reveal';
import { encodeShare } from '../src/share';
import { test, expect } from './fixtures';
import { LabPage } from './lab.page';
import { MinesPage } from './mines.page';

const LAYOUTS = [
  { label: 'Horizontal', orientation: 'pointy' },
  { label: 'Vertical', orientation: 'flat' },
] as const;

/** The offsets ("row,col") of the board's neighbours of a tile, from the engine's wrapped neighbour table. */
const neighboursOf = (board: Board, row: number, col: number) => {
  const id = tileAtOffset(board, { row, col });
  return [...board.neighbors.subarray(id * 6, id * 6 + 6)].map((n) => `${board.row[n]},${board.col[n]}`).sort();
};
const offsets = (board: Board, ids: number[]) => ids.map((n) => `${board.row[n]},${board.col[n]}`);

for (const { label, orientation } of LAYOUTS) {
  test(`the Lab on a board wrapped both ways (${label.toLowerCase()}) marks neighbours and draws lines across the seams`, async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.orientation(label);
    await lab.rectangle(6, 8);
    await page.getByLabel('Wraparound').selectOption({ label: 'Both ways' });
    const board = makeBoard(filledLevel(6, 8), { orientation, parity: 'odd', wrap: 'xy' });

    // A corner tile's six neighbours include tiles on the opposite edges.
    await lab.hover(0, 0);
    const marked = lab.svg.locator('polygon[data-neighbor]');
    await expect(marked).toHaveCount(6);
    const shown = await marked.evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`).sort(),
    );
    expect(shown).toEqual(neighboursOf(board, 0, 0));
    expect(shown.some((rc) => rc.endsWith(',7'))).toBe(true);
    expect(shown.some((rc) => rc.startsWith('5,'))).toBe(true);

    // The line from column 1 to column 6 goes the short way, through the left-right seam.
    await lab.tool('line');
    await lab.click(2, 1);
    await lab.hover(2, 6);
    const a = tileAxial(board, tileAtOffset(board, { row: 2, col: 1 }));
    const b = tileAxial(board, tileAtOffset(board, { row: 2, col: 6 }));
    await expect(lab.marks('result')).toHaveCount(boardDistance(board, a, b) + 1);
    const line = offsets(board, await lab.markedTiles('result'));
    expect(line).toContain('2,0');
    expect(line).toContain('2,7');
  });
}

test('a size that cannot wrap both ways is refused with a sentence, and the board stays', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.rectangle(5, 8);
  await page.getByLabel('Wraparound').selectOption({ label: 'Both ways' });
  await expect(page.getByRole('alert')).toContainText(
    'A board that wraps top to bottom needs an even number of rows in this layout (4 or more).',
  );
  await expect(page.getByLabel('Wraparound')).toHaveValue('none');
  await expect(lab.tiles()).toHaveCount(40);
});

for (const { label, orientation } of LAYOUTS) {
  test(`Minesweeper on a torus from a link (${label.toLowerCase()}) counts a mine across the seam`, async ({
    page,
  }) => {
    const level = filledLevel(6, 8);
    const board = makeBoard(level, { orientation, parity: 'odd', wrap: 'xy' });
    const plain = makeBoard(level, { orientation, parity: 'odd' });
    const first = { row: 3, col: 3 };
    // Find a seed whose mines put one just across a seam from a safe edge tile: its number then counts it.
    let found: { seed: number; tile: number } | null = null;
    for (let seed = 1; !found; seed++) {
      const mines = seededPlacer(seed)(board, 8, tileAtOffset(board, first));
      const wrapped = mineCounts(board, mines);
      const flat = mineCounts(plain, mines);
      const tile = [...Array(board.size).keys()].find((t) => !mines[t] && wrapped[t] > flat[t]);
      if (tile !== undefined) found = { seed, tile };
    }
    const ms = new MinesPage(page);
    await ms.open(
      encodeShare({
        mode: 'minesweeper',
        orientation,
        parity: 'odd',
        hexSize: 24,
        level,
        wrap: 'xy',
        minesweeper: { mines: 8, seed: found.seed, noGuess: false },
      }),
    );
    await expect(page.getByLabel('Wraparound')).toHaveValue('xy');
    await ms.click(first.row, first.col);
    const [row, col] = [board.row[found.tile], board.col[found.tile]];
    if ((await ms.tile(row, col).getAttribute('data-state')) === 'hidden') await ms.click(row, col);
    const mines = seededPlacer(found.seed)(board, 8, tileAtOffset(board, first));
    await expect(ms.tile(row, col)).toHaveAttribute('data-value', String(mineCounts(board, mines)[found.tile]));
  });
}
