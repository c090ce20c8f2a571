// Page object for the Hero mode: the hero token, the route and the panels, through the hooks of CONTRACT.md.
import { expect, type Locator, type Page } from '@playwright/test';
import { BoardPage } from './pages';

export interface DomTile {
  row: number;
  col: number;
  q: number;
  r: number;
  wall: boolean;
}

const AXIAL = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export class HeroPage extends BoardPage {
  readonly hero: Locator;
  readonly pathLength: Locator;
  constructor(page: Page) {
    super(page);
    this.hero = page.getByTestId('hero');
    this.pathLength = page.getByTestId('path-length');
  }

  async where() {
    const [x, y, row, col] = await Promise.all(
      ['data-x', 'data-y', 'data-row', 'data-col'].map((a) => this.hero.getAttribute(a)),
    );
    return { x: Number(x), y: Number(y), row: Number(row), col: Number(col) };
  }

  /**
   * Hold movement keys together (the board has focus) for at least `ms`, and on until `enough` says the hero got
   * where it should (a busy machine draws fewer frames, so the hero may need longer); samples its tile every frame.
   */
  async hold(
    keys: string[],
    ms: number,
    enough: (w: Awaited<ReturnType<HeroPage['where']>>) => boolean = () => true,
  ): Promise<{ row: number; col: number }[]> {
    await this.svg.focus();
    for (const k of keys) await this.page.keyboard.down(k);
    const seen: { row: number; col: number }[] = [];
    const until = Date.now() + ms;
    const deadline = until + 15_000;
    for (;;) {
      const w = await this.where();
      seen.push({ row: w.row, col: w.col });
      if ((Date.now() >= until && enough(w)) || Date.now() > deadline) break;
      await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
    for (const k of keys) await this.page.keyboard.up(k);
    return seen;
  }

  async waitArrival(row: number, col: number) {
    await expect(this.hero).toHaveAttribute('data-row', String(row), { timeout: 15_000 });
    await expect(this.hero).toHaveAttribute('data-col', String(col));
  }

  /** The route as drawn: tiles with data-path, ordered by step. */
  async route(): Promise<DomTile[]> {
    const marked = await this.svg.locator('polygon[data-path]').evaluateAll((els) =>
      els.map((el) => ({
        step: Number(el.getAttribute('data-path')),
        row: Number(el.getAttribute('data-row')),
        col: Number(el.getAttribute('data-col')),
        q: Number(el.getAttribute('data-q')),
        r: Number(el.getAttribute('data-r')),
        wall: el.getAttribute('data-kind') === 'wall',
      })),
    );
    return marked.sort((a, b) => a.step - b.step);
  }

  /** Every tile as the DOM shows it. */
  async domTiles(): Promise<DomTile[]> {
    return this.tiles().evaluateAll((els) =>
      els.map((el) => ({
        row: Number(el.getAttribute('data-row')),
        col: Number(el.getAttribute('data-col')),
        q: Number(el.getAttribute('data-q')),
        r: Number(el.getAttribute('data-r')),
        wall: el.getAttribute('data-kind') === 'wall',
      })),
    );
  }
}

/** Fewest steps between two tiles over floor, by breadth-first search on the DOM's axial coordinates; -1 when cut off. */
export function bfsSteps(
  tiles: DomTile[],
  from: { row: number; col: number },
  to: { row: number; col: number },
): number {
  const byAxial = new Map(tiles.map((t) => [`${t.q},${t.r}`, t]));
  const key = (t: DomTile) => `${t.q},${t.r}`;
  const start = tiles.find((t) => t.row === from.row && t.col === from.col);
  const goal = tiles.find((t) => t.row === to.row && t.col === to.col);
  if (!start || !goal || goal.wall) return -1;
  const dist = new Map([[key(start), 0]]);
  const queue = [start];
  while (queue.length) {
    const t = queue.shift()!;
    if (t === goal) return dist.get(key(t))!;
    for (const [dq, dr] of AXIAL) {
      const n = byAxial.get(`${t.q + dq},${t.r + dr}`);
      if (!n || n.wall || dist.has(key(n))) continue;
      dist.set(key(n), dist.get(key(t))! + 1);
      queue.push(n);
    }
  }
  return -1;
}

/** Whether two DOM tiles are hex neighbours. */
export const adjacent = (a: DomTile, b: DomTile) => AXIAL.some(([dq, dr]) => a.q + dq === b.q && a.r + dr === b.r);
