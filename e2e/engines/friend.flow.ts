// A game by links in every engine: two players, each with their own browser storage, play a whole
// Proximity game on a 2 x 3 board by passing the link each move gives. WebKitWebDriver drives one session at a time,
// so each turn is a fresh session given that player's storage back (what their own browser would still hold).
import { expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import { clickButton, clickTile, domTiles, open, SHOTS, waitFor } from './app';
import type { EnginePage } from './adapter';
import { engine, engineName, flow } from './engine';
import { filledLevel } from '../../src/engine';
import { encodeShare } from '../../src/share';

const KEY = 'hexlab.proximity.friends';
const BOARD = encodeShare({
  mode: 'proximity',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 30,
  level: filledLevel(2, 3),
});

/** The game's facts on the page once `ready` holds of them (data-you, data-turn, data-moves, data-seating). */
const gameWhen = (page: EnginePage, what: string, want: Record<string, string | null>) =>
  waitFor(
    page,
    what,
    (want: Record<string, string | null>) => {
      const el = document.querySelector('[data-testid="friend-game"]');
      if (!el || Object.entries(want).some(([k, v]) => el.getAttribute(k) !== v)) return null;
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Link to send')
        ?.control as HTMLInputElement | undefined;
      return input?.value ? { link: input.value, kept: localStorage.getItem('hexlab.proximity.friends') ?? '' } : null;
    },
    [want],
  );

/** A fresh session holding what this player's browser kept, showing the link it was sent. */
async function asPlayer(kept: string, link: string): Promise<EnginePage> {
  const page = await (await engine()).newPage();
  await open(page);
  await page.evaluate((key: string, kept: string) => localStorage.setItem(key, kept), KEY, kept);
  await page.goto(link);
  return page;
}

flow(
  'two players play a whole Proximity game by sending each other links',
  async (first) => {
    await open(first, BOARD);
    await clickButton(first, 'Play a friend');
    let { link, kept } = await gameWhen(first, 'the new game', { 'data-you': '1', 'data-moves': '0' });
    const keptBy: string[] = [kept, ''];
    expect(link).toContain('fg=');
    expect(await first.errors()).toEqual([]);
    await first.close();

    // The friend opens it and takes seat 2.
    const second = await (await engine()).newPage();
    await open(second, new URL(link).search);
    ({ link, kept } = await gameWhen(second, 'the seat taken', { 'data-you': '2', 'data-turn': '1' }));
    keptBy[1] = kept;
    expect(await second.errors()).toEqual([]);
    await second.close();

    for (let moves = 0; moves < 6; moves++) {
      const player = (moves % 2) + 1;
      const page = await asPlayer(keptBy[player - 1], link);
      try {
        await gameWhen(page, `player ${player}'s turn`, {
          'data-you': String(player),
          'data-turn': String(player),
          'data-moves': String(moves),
          'data-seating': null,
        });
        const empty = (await domTiles(page)).find((t) => t.kind === 'floor' && !t.owner)!;
        await clickTile(page, empty.row, empty.col);
        ({ link, kept } = await gameWhen(page, `move ${moves + 1} made`, { 'data-moves': String(moves + 1) }));
        keptBy[player - 1] = kept;
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    }
    // The last link shows the finished game to the player who did not make the last move.
    const last = await asPlayer(keptBy[0], link);
    try {
      await gameWhen(last, 'the game over', { 'data-turn': '0', 'data-moves': '6', 'data-you': '1' });
      expect(await last.errors()).toEqual([]);
      // For the eye: the finished game as this engine draws it.
      mkdirSync(SHOTS, { recursive: true });
      await last.screenshot(`${SHOTS}/${engineName()}-friend-end.png`);
    } finally {
      await last.close();
    }
  },
  400_000,
);

flow(
  'a player resigns from their own browser; the other opens the resign link and sees the result',
  async (first) => {
    await open(first, BOARD);
    await clickButton(first, 'Play a friend');
    let { link, kept } = await gameWhen(first, 'the new game', { 'data-you': '1', 'data-moves': '0' });
    const keptBy: string[] = [kept, ''];
    await first.close();

    const second = await (await engine()).newPage();
    await open(second, new URL(link).search);
    ({ link, kept } = await gameWhen(second, 'the seat taken', { 'data-you': '2', 'data-turn': '1' }));
    keptBy[1] = kept;
    await second.close();

    // Player 1 moves; player 2 resigns on their turn, after saying yes to the question.
    const one = await asPlayer(keptBy[0], link);
    try {
      await gameWhen(one, "player 1's turn", { 'data-turn': '1', 'data-seating': null, 'data-moves': '0' });
      const empty = (await domTiles(one)).find((t) => t.kind === 'floor' && !t.owner)!;
      await clickTile(one, empty.row, empty.col);
      ({ link, kept } = await gameWhen(one, 'move 1 made', { 'data-moves': '1' }));
      keptBy[0] = kept;
      expect(await one.errors()).toEqual([]);
    } finally {
      await one.close();
    }
    const two = await asPlayer(keptBy[1], link);
    try {
      await gameWhen(two, "player 2's turn", { 'data-turn': '2', 'data-moves': '1' });
      await clickButton(two, 'Resign');
      await clickButton(two, 'Yes, resign');
      ({ link } = await gameWhen(two, 'the resign', { 'data-result': 'won-1', 'data-resigned': '2' }));
      expect(await two.errors()).toEqual([]);
    } finally {
      await two.close();
    }
    const seen = await asPlayer(keptBy[0], link);
    try {
      await gameWhen(seen, 'the result', { 'data-result': 'won-1', 'data-resigned': '2', 'data-turn': '0' });
      expect(await seen.errors()).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await seen.screenshot(`${SHOTS}/${engineName()}-friend-resigned.png`);
    } finally {
      await seen.close();
    }
  },
  400_000,
);
