// Playing on a phone and a desktop in every engine: a first visit (a named difficulty, the guide over the board,
// the board's share of the window), a game with a hint (its reason in view beside the tile), a loss (the card never
// over the exploded mine) and a win, each saved as a screenshot in test-results/engines.
import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import { makeBoard, tileAtOffset, TUTORIAL_HEXAGON, type Board } from '../../src/engine';
import { PHONE, VIEWPORT, type EnginePage, type Viewport } from './adapter';
import { clickButton, clickTile, fill, open, SHOTS, tileHas, waitFor } from './app';
import { engineName, flow } from './engine';
import { FIRST, type Seeded } from './mines';
import { seededPlacer } from '../../src/games/minesweeper/reveal';

const status = () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status');

/** The boxes of two elements overlap (neither, if either is missing). */
const overlapping = (a: string, b: string) => {
  const [x, y] = [
    document.querySelector(a)?.getBoundingClientRect(),
    document.querySelector(b)?.getBoundingClientRect(),
  ];
  if (!x || !y) return null;
  return x.left < y.right - 0.5 && y.left < x.right - 0.5 && x.top < y.bottom - 0.5 && y.top < x.bottom - 0.5;
};

/** A seeded game on the tutorial board, set from the settings sheet (a closed drawer on a phone). */
async function seeded(page: EnginePage, mines: number, seed: number, phone: boolean): Promise<Seeded> {
  await open(page);
  if (phone) await clickButton(page, 'Settings');
  await fill(page, 'Mines', String(mines));
  await fill(page, 'Seed', String(seed));
  if (phone) await clickButton(page, 'Done');
  await waitFor(
    page,
    'a ready game',
    () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') === 'ready',
    [],
  );
  const board: Board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const placed = seededPlacer(seed)(board, mines, tileAtOffset(board, FIRST));
  await clickTile(page, FIRST.row, FIRST.col);
  await tileHas(page, FIRST.row, FIRST.col, 'data-value', '0');
  return { board, mines: placed };
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', VIEWPORT],
] as [string, Viewport][]) {
  const phone = name === 'phone';
  flow(
    `${name}: a first visit starts on a named difficulty, the guide off the board, the board a good share of the window`,
    async (page) => {
      mkdirSync(SHOTS, { recursive: true });
      await open(page, '', { firstVisit: true });
      await waitFor(page, 'the guide', () => !!document.querySelector('[data-testid="first-visit"]'), []);
      const seen = await page.evaluate(() => {
        const f = document.querySelector('[data-testid="board-frame"]')!.getBoundingClientRect();
        const g = document.querySelector('[data-testid="first-visit"]')!.getBoundingClientRect();
        return {
          share: (f.width * f.height) / (innerWidth * innerHeight),
          apart: g.bottom <= f.top + 0.5 || g.right <= f.left + 0.5,
          preset: (document.querySelector('select.ms-difficulty') as HTMLSelectElement).value,
        };
      });
      expect(seen.preset).not.toBe('custom');
      // The guide is a strip above the mode on a phone, a column left of the board on a desktop: the board fits the
      // rest (e2e/guideCards.spec.ts measures it against every tile and control).
      expect(seen.apart).toBe(true);
      expect(seen.share).toBeGreaterThanOrEqual(phone ? 0.45 : 0.38);
      await page.screenshot(`${SHOTS}/${engineName()}-${name}-1-first-visit.png`);
    },
    180_000,
    viewport,
  );

  flow(
    `${name}: a hint's reason shows beside its tile; a loss's card leaves the exploded mine in view; a win`,
    async (page) => {
      mkdirSync(SHOTS, { recursive: true });
      const game = await seeded(page, 20, 5, phone);
      await clickButton(page, 'Hint');
      await waitFor(
        page,
        'a hint',
        () =>
          !!document.querySelector('[data-testid="board"] polygon[data-hint]') &&
          !!document.querySelector('[data-testid="hint-text"]')?.textContent,
        [],
      );
      expect(
        await page.evaluate(overlapping, '[data-testid="hint-text"]', '[data-testid="board"] polygon[data-hint]'),
      ).toBe(false);
      await page.screenshot(`${SHOTS}/${engineName()}-${name}-2-hint.png`);
      const mine = [...Array(game.board.size).keys()].find((t) => game.mines[t])!;
      await clickTile(page, game.board.row[mine], game.board.col[mine]);
      await waitFor(
        page,
        'the loss card',
        () => document.querySelector('[data-testid="game-over"]')?.getAttribute('data-result') === 'lost',
        [],
      );
      // The board re-fits beside (or above) the card: wait for the board's <svg> to be inside its frame again (its
      // size follows the frame's a frame or more later: in WebKitGTK here, up to about 600 ms) and the exploded tile
      // inside the frame.
      await waitFor(
        page,
        'the board to fit beside the card',
        () => {
          const t = document
            .querySelector('[data-testid="board"] polygon[data-state="exploded"]')
            ?.getBoundingClientRect();
          const s = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
          const f = document.querySelector('[data-testid="board-frame"]')?.getBoundingClientRect();
          return (
            !!t &&
            !!s &&
            !!f &&
            s.right <= f.right + 0.5 &&
            s.bottom <= f.bottom + 0.5 &&
            t.bottom <= f.bottom + 0.5 &&
            t.right <= f.right + 0.5
          );
        },
        [],
      );
      expect(
        await page.evaluate(
          overlapping,
          '[data-testid="game-over"]',
          '[data-testid="board"] polygon[data-state="exploded"]',
        ),
      ).toBe(false);
      await page.screenshot(`${SHOTS}/${engineName()}-${name}-3-loss.png`);
      const won = await seeded(page, 6, 11, phone);
      for (let id = 0; id < won.board.size; id++) {
        if (won.mines[id] || (await page.evaluate(status)) === 'won') continue;
        const row = won.board.row[id];
        const col = won.board.col[id];
        const state = await page.evaluate(
          (r: number, c: number) =>
            document
              .querySelector(`[data-testid="board"] polygon[data-row="${r}"][data-col="${c}"]`)
              ?.getAttribute('data-state'),
          row,
          col,
        );
        if (state === 'hidden') await clickTile(page, row, col);
      }
      await waitFor(
        page,
        'the win card',
        () => document.querySelector('[data-testid="game-over"]')?.getAttribute('data-result') === 'won',
        [],
      );
      await page.screenshot(`${SHOTS}/${engineName()}-${name}-4-win.png`);
    },
    240_000,
    viewport,
  );
}
