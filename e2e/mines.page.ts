// Minesweeper page object. The test knows where the mines are the way a share link does: the same seed, board and
// first click always give the same mines, so it computes them with the game's own seeded placement in Node.
import type { Page } from '@playwright/test';
import {
  makeBoard,
  tileAtOffset,
  transpose,
  TUTORIAL_HEXAGON,
  type Board,
  type Orientation,
  type Parity,
} from '../src/engine';
import { directionKeys } from '../src/games/directions/directions';
import { seededPlacer } from '../src/games/minesweeper/reveal';
import { BoardPage } from './pages';

export interface Known {
  board: Board;
  mines: Uint8Array;
  isMine(row: number, col: number): boolean;
}

export class MinesPage extends BoardPage {
  constructor(page: Page) {
    super(page);
  }
  status() {
    return this.page.getByTestId('game-status');
  }
  /** Start a seeded game: set mines then seed (each commits a new game). */
  async seeded(mines: number, seed: number) {
    await this.page.getByLabel('Mines', { exact: true }).fill(String(mines));
    await this.page.getByLabel('Seed', { exact: true }).fill(String(seed));
    await this.page.getByLabel('Seed', { exact: true }).press('Tab');
  }
  /** The mines this seed puts on the tutorial board for a first click at (row, col). */
  static known(o: Orientation, p: Parity, mines: number, seed: number, first: { row: number; col: number }): Known {
    const level = o === 'pointy' ? TUTORIAL_HEXAGON : transpose(TUTORIAL_HEXAGON);
    const board = makeBoard(level, { orientation: o, parity: p });
    const m = seededPlacer(seed)(board, mines, tileAtOffset(board, first));
    return { board, mines: m, isMine: (row, col) => m[tileAtOffset(board, { row, col })] === 1 };
  }
  /** Click hidden safe tiles (reading the board once a click) until the game is won; returns the tiles clicked, in order. */
  async clearSafeReading(board: Board, mines: Uint8Array): Promise<number[]> {
    const clicked: number[] = [];
    for (;;) {
      if ((await this.status().getAttribute('data-status')) === 'won') return clicked;
      const hidden = new Set(
        await this.svg
          .locator('polygon[data-state="hidden"]')
          .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`)),
      );
      const id = [...Array(board.size).keys()].find((t) => !mines[t] && hidden.has(`${board.row[t]},${board.col[t]}`));
      if (id === undefined) throw new Error('no hidden safe tile left, yet the game is not won');
      await this.click(board.row[id], board.col[id]);
      clicked.push(id);
    }
  }
  /** Click every safe tile still hidden, until the game is won (one read of the board a click, as a player looks). */
  async clearSafe(k: Known) {
    await this.clearSafeReading(k.board, k.mines);
  }
}

/** The key presses that move the focus cursor from one tile to another (breadth-first over the six keys). */
export function keyPath(board: Board, orientation: Orientation, from: number, to: number): string[] {
  const keys = directionKeys(orientation);
  const prev = new Map<number, { id: number; key: string }>([[from, { id: -1, key: '' }]]);
  const queue = [from];
  while (queue.length) {
    const cur = queue.shift()!;
    if (cur === to) break;
    for (const k of keys) {
      const n = board.neighbors[cur * 6 + k.direction];
      if (n >= 0 && !prev.has(n)) {
        prev.set(n, { id: cur, key: k.key });
        queue.push(n);
      }
    }
  }
  const out: string[] = [];
  for (let at = to; at !== from; at = prev.get(at)!.id) out.unshift(prev.get(at)!.key);
  return out;
}
