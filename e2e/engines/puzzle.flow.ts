import { expect } from 'vitest';
import { attr, boardRect, clickButton, clickTile, mode, open, rightClickTile, SHOTS, tileHas, waitFor } from './app';
import { engineName, flow } from './engine';
import { PHONE, type EnginePage } from './adapter';
import { parseLevel } from '../../src/games/puzzle/level';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A real community level (Cookie's "So tiny!", 19 cells), as published. */
const TEXT = readFileSync(
  resolve(import.meta.dirname, '../../src/games/puzzle/levels/cookie-so_tiny.hexcells'),
  'utf8',
);

/** "So tiny!" pasted into "Puzzle text" (the sheet showing, on a phone) and opened; resolves once its cells are drawn. */
async function openLevel(page: EnginePage, cells: number) {
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
    [cells],
  );
}

flow(
  'a v1 level pasted into Puzzles is played to the end by clicks, a wrong mark counted and announced; the end card has Share and Next',
  async (page) => {
    const read = parseLevel(TEXT);
    if (!read.ok) throw new Error('not a level');
    const { level } = read;
    await open(page);
    await mode(page, 'Puzzles');
    await openLevel(page, level.cells.length);
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
    await waitFor(
      page,
      'the wrong mark announced',
      () =>
        document.querySelector('[data-testid="puzzle-wrong"][aria-live]')?.textContent ===
        'Wrong: that cell is not blue. Mistake 1.',
      [],
    );
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
    // The end card: won, with Share (its link in a "Share link" field) and Next.
    await waitFor(
      page,
      'the end card',
      () => document.querySelector('[data-testid="game-over"]')?.getAttribute('data-result') === 'won',
      [],
    );
    const card = (name: string) =>
      page.evaluate(
        (name: string) =>
          [...document.querySelectorAll('[data-testid="game-over"] button')].some(
            (b) => b.textContent?.trim() === name,
          ),
        name,
      );
    expect(await card('Share')).toBe(true);
    expect(await card('Next')).toBe(true);
    // (The card's own Share: the page's, named the same, is out of reach while the card shows.)
    await page.evaluate(() =>
      ([...document.querySelectorAll('[data-testid="game-over"] button')] as HTMLElement[])
        .find((b) => b.textContent?.trim() === 'Share')!
        .click(),
    );
    await waitFor(
      page,
      'the link in "Share link"',
      () => {
        const label = [...document.querySelectorAll('[data-testid="game-over"] label')].find(
          (l) => l.textContent?.trim() === 'Share link',
        ) as HTMLLabelElement | undefined;
        return /^https?:\/\/.*[?&]pz=/.test((label?.control as HTMLInputElement | null)?.value ?? '');
      },
      [],
    );
    expect(await page.errors()).toEqual([]);
  },
);

for (const phone of [false, true])
  flow(
    `${phone ? 'phone' : 'desktop'}: a hint's words show over the board without moving it, and the hinted cell takes its mark`,
    async (page) => {
      const read = parseLevel(TEXT);
      if (!read.ok) throw new Error('not a level');
      await open(page);
      await mode(page, 'Puzzles');
      if (phone) await clickButton(page, 'Settings');
      await openLevel(page, read.level.cells.length);
      // On a phone the drawer puts itself away once the puzzle opens, giving the board back.
      if (phone)
        await waitFor(
          page,
          'the drawer put away',
          () =>
            document.querySelector('button[aria-controls="settings-sheet"]')?.getAttribute('aria-expanded') === 'false',
          [],
        );
      // The board at rest. With the drawer shut, "Hint" comes back into the bar under the board (where it can make the
      // bar taller), and the board's size follows in a later frame: then the same box at two polls running.
      if (phone) {
        await waitFor(
          page,
          '"Hint" under the board',
          () => (document.querySelector('.pz-hint-at-hand') as HTMLElement | null)?.offsetParent != null,
          [],
        );
        // (Three frames: the resize observer reports in one, and the board's size is set in the next: pinnedSize.ts.)
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))),
            ),
        );
      }
      await waitFor(
        page,
        'the board at rest',
        () => {
          const r = document.querySelector('svg[data-testid="board"]')!.getBoundingClientRect();
          const w = window as { boardWas?: string };
          const now = `${r.left},${r.top},${r.width},${r.height}`;
          const same = w.boardWas === now;
          w.boardWas = now;
          return same;
        },
        [],
      );
      const before = await boardRect(page);
      // (On a phone "Hint" is at hand under the board.)
      await clickButton(page, 'Hint');
      await waitFor(page, "the hint's words", () => !!document.querySelector('[data-testid="hint-text"]'), []);
      // (The sheet, on a phone, has gone once the board is back at its place.)
      await waitFor(
        page,
        'the board where it was',
        (b: { left: number; top: number; width: number; height: number }) => {
          const r = document.querySelector('svg[data-testid="board"]')!.getBoundingClientRect();
          return (
            Math.abs(r.left - b.left) < 0.5 && Math.abs(r.top - b.top) < 0.5 && Math.abs(r.height - b.height) < 0.5
          );
        },
        [before],
      );
      // The words cover neither the hinted cell nor a clue they name (by their boxes).
      const covered = await page.evaluate(() => {
        const words = document.querySelector('[data-testid="hint-text"]')!.getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid="board"] [data-proves], polygon[data-hint]')].filter((e) => {
          const r = e.getBoundingClientRect();
          const w = Math.min(r.right, words.right) - Math.max(r.left, words.left);
          const h = Math.min(r.bottom, words.bottom) - Math.max(r.top, words.top);
          return w > 0.5 && h > 0.5;
        }).length;
      });
      expect(covered).toBe(0);
      expect(
        await page.evaluate(() => document.querySelectorAll('[data-testid="board"] [data-proves]').length),
      ).toBeGreaterThan(0);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot(`${SHOTS}/${engineName()}-puzzle-hint-${phone ? 'phone' : 'desktop'}.png`);
      const [row, col, colour] = await page.evaluate(() => {
        const el = document.querySelector('svg[data-testid="board"] polygon[data-hint]')!;
        return [Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col')), el.getAttribute('data-hint')];
      });
      await (colour === 'black' ? rightClickTile : clickTile)(page, row as number, col as number);
      await tileHas(page, row as number, col as number, 'data-state', colour as string);
      expect(await page.errors()).toEqual([]);
    },
    180_000,
    phone ? PHONE : undefined,
  );

for (const phone of [false, true])
  flow(
    `${phone ? 'phone' : 'desktop'}: the header's "Daily puzzle" opens today's daily puzzle, named by today's UTC date`,
    async (page) => {
      await open(page);
      // (On a phone it is in the header's menu, beside "Daily".)
      await clickButton(page, 'Daily puzzle');
      const today = new Date().toISOString().slice(0, 10);
      await waitFor(
        page,
        "today's daily puzzle",
        (today: string) => document.querySelector('[data-testid="daily-puzzle"]')?.getAttribute('data-date') === today,
        [today],
      );
      expect(await attr(page, '[data-testid="daily-puzzle"]', 'data-grade')).toMatch(/^(medium|hard)$/);
      expect(await page.errors()).toEqual([]);
    },
    180_000,
    phone ? PHONE : undefined,
  );
