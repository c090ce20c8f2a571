// A reveal on a 60 x 60 board (3,600 tiles, drawn in blocks: src/ui/board/chunks.ts) is painted: pixels sampled from
// a screenshot over every flooded tile show the revealed colour, not the hidden one left on screen.
import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import { makeBoard, tileAtOffset } from '../../src/engine';
import { newGame, REVEALED } from '../../src/games/minesweeper/model';
import { reveal } from '../../src/games/minesweeper/reveal';
import { encodeShare } from '../../src/share';
import { boardReady, clickTile, open, SHOTS, waitFor } from './app';
import { engineName, flow } from './engine';
import { checkPaint, motionDone } from './paint';

const SIDE = 60;
const MINES = 900;
/** With this seed the first click at the middle floods 30 tiles (computed below with the game's own rules). */
const SEED = 34;
const FIRST = { row: 30, col: 30 };

flow('on a 60 x 60 board, the tiles a click floods are painted revealed', async (page) => {
  const level = Array.from({ length: SIDE }, () => new Array<number>(SIDE).fill(0));
  const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const after = reveal(newGame(board, { mines: MINES, seed: SEED, marks: false }), board, tileAtOffset(board, FIRST));
  const flooded = after.view.filter((v) => v === REVEALED).length;
  const zeros = after.view.filter((v, id) => v === REVEALED && after.counts[id] === 0).length;
  expect(flooded, 'tiles the click floods').toBeGreaterThanOrEqual(25);
  expect(zeros, 'zeros among them').toBeGreaterThanOrEqual(8);

  await open(
    page,
    encodeShare({
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level,
      minesweeper: { mines: MINES, seed: SEED, noGuess: false },
    }),
  );
  await boardReady(page, SIDE * SIDE);
  await clickTile(page, FIRST.row, FIRST.col);
  await waitFor(
    page,
    `${flooded} revealed tiles`,
    (n: number) => document.querySelectorAll('svg[data-testid="board"] polygon[data-state="revealed"]').length === n,
    [flooded],
  );
  await motionDone(page);

  mkdirSync(SHOTS, { recursive: true });
  // The zeros: at this size a number's digit fills most of its tile.
  const { sampled, wrong } = await checkPaint(
    page,
    'svg[data-testid="board"] polygon[data-state="revealed"][data-value="0"]',
    `${SHOTS}/${engineName()}-60x60-revealed.png`,
  );
  expect(sampled, 'pixels sampled').toBe(zeros * 6);
  expect(
    wrong.slice(0, 12),
    `${wrong.length} of ${sampled} pixels over the revealed zeros are not the revealed colour`,
  ).toEqual([]);
});
