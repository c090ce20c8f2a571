import { expect } from 'vitest';
import { attr, clickButton, clickTile, mode, open, rightClickTile, tileHas, waitFor } from './app';
import { flow } from './engine';
import { parseLevel } from '../../src/games/puzzle/level';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A real community level (Cookie's "So tiny!", 19 cells), as published. */
const TEXT = readFileSync(
  resolve(import.meta.dirname, '../../src/games/puzzle/levels/cookie-so_tiny.hexcells'),
  'utf8',
);

flow('a v1 level pasted into Puzzles is played to the end by clicks, a wrong mark counted', async (page) => {
  const read = parseLevel(TEXT);
  if (!read.ok) throw new Error('not a level');
  const { level } = read;
  await open(page);
  await mode(page, 'Puzzles');
  // The text goes into "Puzzle text" as typing it would leave it (React reads the input event).
  await page.evaluate((text: string) => {
    const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Puzzle text')!
      .control as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, TEXT);
  await clickButton(page, 'Open puzzle');
  await waitFor(
    page,
    "the level's cells",
    (n: number) => document.querySelectorAll('svg[data-testid="board"] polygon[data-state]').length === n,
    [level.cells.length],
  );
  /** The cell's levelData place on the board, from its v1 slot. */
  const place = (x: number, y: number) =>
    waitFor(
      page,
      `cell ${x},${y}`,
      (x: number, y: number) => {
        const el = document.querySelector(`svg[data-testid="board"] polygon[data-hx="${x}"][data-hy="${y}"]`);
        return el ? [Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col'))] : null;
      },
      [x, y],
    );
  const hidden = level.cells.filter((c) => !c.shown);
  const black = hidden.find((c) => c.color === 'black')!;
  const [br, bc] = await place(black.x, black.y);
  await clickTile(page, br, bc);
  await waitFor(
    page,
    'one mistake',
    () => document.querySelector('[data-testid="puzzle-mistakes"]')?.getAttribute('data-mistakes') === '1',
    [],
  );
  await tileHas(page, br, bc, 'data-state', 'hidden');
  for (const c of hidden) {
    if ((await attr(page, '[data-testid="puzzle-status"]', 'data-status')) === 'solved') break;
    const [row, col] = await place(c.x, c.y);
    await (c.color === 'blue' ? clickTile : rightClickTile)(page, row, col);
    await tileHas(page, row, col, 'data-state', c.color);
  }
  await waitFor(
    page,
    'the puzzle solved',
    () => document.querySelector('[data-testid="puzzle-status"]')?.getAttribute('data-status') === 'solved',
    [],
  );
  expect(await attr(page, '[data-testid="puzzle-mistakes"]', 'data-mistakes')).toBe('1');
  expect(await page.errors()).toEqual([]);
});
