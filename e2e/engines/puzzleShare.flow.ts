// A puzzle shared and kept, in every engine: "Share" in Puzzles gives a link that opens the same puzzle in
// a fresh session, and the marks and mistakes made on it survive a reload.
import { expect } from 'vitest';
import { attr, clickButton, clickTile, mode, open, rightClickTile, tileHas, waitFor } from './app';
import type { EnginePage } from './adapter';
import { engine, flow } from './engine';
import { parseLevel } from '../../src/games/puzzle/level';
import { SECOND_PUZZLE } from '../../src/games/puzzle/builtIn';

/** Every cell's and line clue's hooks, in a stable order: what makes two boards the same puzzle. */
const snapshot = (page: EnginePage) =>
  page.evaluate(() => {
    const board = document.querySelector('svg[data-testid="board"]')!;
    return [...board.querySelectorAll('polygon[data-state]'), ...board.querySelectorAll('[data-line]')]
      .map((el) =>
        ['data-hx', 'data-hy', 'data-state', 'data-clue', 'data-clue-kind', 'data-line']
          .map((a) => el.getAttribute(a))
          .join(' '),
      )
      .sort();
  });

const title = (page: EnginePage) =>
  page.evaluate(() => document.querySelector('[data-testid="puzzle-title"] strong')?.textContent ?? '');

/** The cell's levelData place on the board, from its v1 slot. */
const place = (page: EnginePage, c: { x: number; y: number }) =>
  waitFor(
    page,
    `cell ${c.x},${c.y}`,
    (x: number, y: number) => {
      const el = document.querySelector(`svg[data-testid="board"] polygon[data-hx="${x}"][data-hy="${y}"]`);
      return el ? [Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col'))] : null;
    },
    [c.x, c.y],
  );

const mistakes = (page: EnginePage, n: number) =>
  waitFor(
    page,
    `${n} mistakes`,
    (n: string) => document.querySelector('[data-testid="puzzle-mistakes"]')?.getAttribute('data-mistakes') === n,
    [String(n)],
  );

flow('a shared puzzle opens the same in a fresh session, and its marks survive a reload', async (page) => {
  const read = parseLevel(SECOND_PUZZLE);
  if (!read.ok) throw new Error('not a level');
  const { level } = read;
  await open(page);
  await mode(page, 'Puzzles');
  await clickButton(page, 'Honeycomb');
  await waitFor(
    page,
    'Honeycomb on the board',
    () => document.querySelector('[data-testid="puzzle-title"]')?.textContent?.includes('Honeycomb') ?? false,
    [],
  );
  const before = await snapshot(page);
  await clickButton(page, 'Share');
  const link = await waitFor(
    page,
    'the share link',
    () =>
      (
        [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Share link')?.control as
          HTMLInputElement | undefined
      )?.value || null,
    [],
  );
  expect(link).toMatch(/[?&]m=puzzle&.*[?&]pz=/);
  // WebKitWebDriver drives one session at a time: this one ends (its errors are still checked) before the next.
  await page.close();

  const fresh = await (await engine()).newPage();
  try {
    await open(fresh, new URL(link).search);
    await waitFor(
      fresh,
      "the link's puzzle",
      (n: number) => document.querySelectorAll('svg[data-testid="board"] polygon[data-state]').length === n,
      [level.cells.length],
    );
    expect(await title(fresh)).toBe('Honeycomb');
    expect(await snapshot(fresh)).toEqual(before);

    // A wrong mark, then right ones, then a reload of the same address.
    const black = level.cells.find((c) => !c.shown && c.color === 'black')!;
    const blue = level.cells.find((c) => !c.shown && c.color === 'blue')!;
    const [br, bc] = await place(fresh, black);
    await clickTile(fresh, br, bc);
    await mistakes(fresh, 1);
    await rightClickTile(fresh, br, bc);
    await tileHas(fresh, br, bc, 'data-state', 'black');
    const [ur, uc] = await place(fresh, blue);
    await clickTile(fresh, ur, uc);
    await tileHas(fresh, ur, uc, 'data-state', 'blue');
    const marked = await snapshot(fresh);

    await fresh.goto(link);
    await waitFor(
      fresh,
      'the puzzle after the reload',
      (x: number, y: number) =>
        document
          .querySelector(`svg[data-testid="board"] polygon[data-hx="${x}"][data-hy="${y}"]`)
          ?.getAttribute('data-state') === 'blue',
      [blue.x, blue.y],
    );
    await mistakes(fresh, 1);
    expect(await attr(fresh, '[data-testid="puzzle-status"]', 'data-status')).toBe('playing');
    expect(await snapshot(fresh)).toEqual(marked);
    expect(await fresh.errors()).toEqual([]);
  } finally {
    await fresh.close();
  }
});
