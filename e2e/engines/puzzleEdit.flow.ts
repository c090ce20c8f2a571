import { expect } from 'vitest';
import { attr, clickButton, clickTile, mode, open, tileHas, waitFor } from './app';
import { flow } from './engine';
import type { EnginePage } from './adapter';

/** The built puzzle (as e2e/puzzleEdit.spec.ts builds it): a hidden blue cell, a hidden black one, a shown black 1,
 *  and a column clue that tells the two hidden cells apart. */
const BLUE = [16, 16] as const;
const HIDDEN_BLACK = [17, 17] as const;
const SHOWN_BLACK = [16, 18] as const;
const LINE = [16, 14] as const;

/** The levelData place of the tile at v1 slot (x, y) on the board now (the editor's board grows as cells come). */
const place = (page: EnginePage, [x, y]: readonly [number, number]) =>
  waitFor(
    page,
    `slot ${x},${y}`,
    (x: number, y: number) => {
      const el = document.querySelector(`svg[data-testid="board"] polygon[data-hx="${x}"][data-hy="${y}"]`);
      return el ? [Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col'))] : null;
    },
    [x, y],
  );

const at = async (page: EnginePage, slot: readonly [number, number]) => {
  const [row, col] = await place(page, slot);
  await clickTile(page, row, col);
};

const count = (page: EnginePage, selector: string, n: number) =>
  waitFor(page, `${n} of ${selector}`, (s: string, n: number) => document.querySelectorAll(s).length === n, [
    selector,
    n,
  ]);

const verdict = (page: EnginePage, v: string) =>
  waitFor(
    page,
    `the live check to say ${v}`,
    (v: string) => document.querySelector('[data-testid="puzzle-edit-check"]')?.getAttribute('data-verdict') === v,
    [v],
  );

flow(
  'a puzzle built in the Edit tab by clicks is checked live, undone and redone, and played to the end',
  async (page) => {
    await open(page);
    await mode(page, 'Puzzles');
    await clickButton(page, 'Edit');
    await clickButton(page, 'New empty');
    await count(page, 'svg[data-testid="board"] polygon[data-empty]', 37);
    await clickButton(page, 'Blue');
    await at(page, BLUE);
    await count(page, 'svg[data-testid="board"] polygon[data-empty]', 6);
    await clickButton(page, 'Black');
    await at(page, HIDDEN_BLACK);
    await at(page, SHOWN_BLACK);
    await clickButton(page, 'Shown/Hidden');
    await at(page, SHOWN_BLACK);
    const [r, c] = await place(page, SHOWN_BLACK);
    await tileHas(page, r, c, 'data-clue', '1');
    await verdict(page, 'needs-guess');
    await count(page, 'svg[data-testid="board"] polygon[data-stuck]', 2);
    await clickButton(page, 'Line clue');
    await at(page, LINE);
    await verdict(page, 'no-guess');
    // A no-guess level is graded as it is checked (the reasoning its solve needs).
    expect(await attr(page, '[data-testid="puzzle-edit-check"]', 'data-grade')).toMatch(/^(easy|medium|hard)$/);
    expect(await attr(page, `[data-line][data-hx="${LINE[0]}"][data-hy="${LINE[1]}"]`, 'data-clue')).toBe('1');
    await clickButton(page, 'Undo');
    await verdict(page, 'needs-guess');
    await clickButton(page, 'Redo');
    await verdict(page, 'no-guess');
    await clickButton(page, 'Play');
    await waitFor(
      page,
      'the built puzzle in Play',
      () => document.querySelector('[data-testid="puzzle-remaining"]')?.getAttribute('data-remaining') === '1',
      [],
    );
    await at(page, BLUE);
    await waitFor(
      page,
      'the puzzle solved',
      () => document.querySelector('[data-testid="puzzle-status"]')?.getAttribute('data-status') === 'solved',
      [],
    );
    const [br, bc] = await place(page, HIDDEN_BLACK);
    await tileHas(page, br, bc, 'data-state', 'black');
    expect(await attr(page, '[data-testid="puzzle-mistakes"]', 'data-mistakes')).toBe('0');
    expect(await page.errors()).toEqual([]);
  },
);
