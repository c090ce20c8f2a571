// Minesweeper for serious players in every engine: the end card's figures, the record kept across a reload, and a
// replay link that plays the same game to the same end in a fresh session.
import { expect } from 'vitest';
import { tileAtOffset } from '../../src/engine';
import { click, gameFigures, newGame } from '../../src/games/minesweeper/state';
import { attr, choose, clickButton, fill, rightClickTile, tileHas, waitFor, boardReady } from './app';
import { engine, flow } from './engine';
import { FIRST, boardLook, clearSafe, startSeeded } from './mines';

const MINES = 20;
const SEED = 77;

const count = (page: Parameters<typeof attr>[0], selector: string) =>
  page.evaluate((s: string) => document.querySelectorAll(s).length, selector);

flow(
  'a won game shows its figures, is kept as a record across a reload, and replays from its link',
  async (page) => {
    const game = await startSeeded(page, MINES, SEED);
    const { board, mines } = game;
    const mine = [...mines.keys()].find((t) => mines[t])!;
    await rightClickTile(page, board.row[mine], board.col[mine]);
    await tileHas(page, board.row[mine], board.col[mine], 'data-state', 'flagged');
    const left = 1 + (await clearSafe(page, game));

    // The end card, its figures recomputed here by the game's own rules.
    await waitFor(
      page,
      'the end card',
      () => document.querySelector('[data-testid="game-over"]')?.getAttribute('data-result') === 'won',
      [],
    );
    let played = click(
      newGame(board, { mines: MINES, seed: SEED, marks: false }),
      board,
      'open',
      tileAtOffset(board, FIRST),
    );
    for (let t = 0; t < board.size; t++) if (!mines[t]) played = click(played, board, 'open', t);
    const total = gameFigures(played, board, 1000)!.bv3.total;
    expect(await attr(page, '[data-testid="final-3bv"]', 'data-solved')).toBe(String(total));
    expect(await attr(page, '[data-testid="final-3bv"]', 'data-total')).toBe(String(total));
    expect(await attr(page, '[data-testid="final-clicks"]', 'data-left')).toBe(String(left));
    expect(await attr(page, '[data-testid="final-clicks"]', 'data-right')).toBe('1');
    const ms = await attr(page, '[data-testid="final-time"]', 'data-ms');
    expect(Number.isInteger(Number(ms))).toBe(true);
    expect(await count(page, '[data-testid="new-record"]')).toBe(1);
    expect(await attr(page, '[data-testid="record-row"]', 'data-ms')).toBe(ms);
    const ended = await boardLook(page);

    // The replay: one step by hand, then its link.
    await clickButton(page, 'Replay');
    await waitFor(
      page,
      'the replay at its start',
      () => document.querySelector('[data-testid="replay"]')?.getAttribute('data-step') === '0',
      [],
    );
    const steps = (await attr(page, '[data-testid="replay"]', 'data-steps'))!;
    expect(Number(steps)).toBeGreaterThan(1);
    await clickButton(page, 'Step');
    await waitFor(
      page,
      'one step replayed',
      () => document.querySelector('[data-testid="replay"]')?.getAttribute('data-step') === '1',
      [],
    );
    await clickButton(page, 'Share replay');
    const link = await waitFor(
      page,
      'the replay link',
      () => {
        const field =
          [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Share link')?.control ??
          document.querySelector('[aria-label="Share link"]');
        return (field as HTMLInputElement | undefined)?.value;
      },
      [],
    );
    expect(link).toContain('rp=');

    // The record survives a reload in the same session: the records of this board with 20 mines.
    await page.goto('/');
    await boardReady(page);
    await fill(page, 'Mines', String(MINES));
    await waitFor(
      page,
      'the kept record',
      (ms: string) => document.querySelector('[data-testid="record-row"]')?.getAttribute('data-ms') === ms,
      [ms!],
    );
    expect(await count(page, '[data-testid="record-row"]')).toBe(1);
    // WebKitWebDriver drives one session at a time: this one ends (its errors are still checked) before the next.
    await page.close();

    const fresh = await (await engine()).newPage();
    try {
      await fresh.goto(link);
      await waitFor(
        fresh,
        'the replay from the link',
        (steps: string) => document.querySelector('[data-testid="replay"]')?.getAttribute('data-steps') === steps,
        [steps],
      );
      expect(await count(fresh, 'svg[data-testid="board"] polygon[data-state="hidden"]')).toBe(board.size);
      await choose(fresh, 'Speed', '8x');
      await clickButton(fresh, 'Play');
      await waitFor(
        fresh,
        'the replay to end',
        (steps: string) => document.querySelector('[data-testid="replay"]')?.getAttribute('data-step') === steps,
        [steps],
        90_000,
      );
      expect(await boardLook(fresh)).toEqual(ended);
      // A replayed game is shown, never counted.
      expect(await count(fresh, '[data-testid="record-row"]')).toBe(0);
      expect(await fresh.errors(), 'the fresh page logged errors').toEqual([]);
    } finally {
      await fresh.close();
    }
  },
  300_000,
);
