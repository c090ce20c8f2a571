// The Puzzles mode, found by the hooks of CONTRACT.md ("Hex logic puzzles"): cells by their v1 slot, the counters,
// the panel's controls by name. Levels are read in Node with the app's own reader, so a test knows the solution.
import { expect, type Locator, type Page } from '@playwright/test';
import { parseLevel, type Level, type LevelCell } from '../src/games/puzzle/level';
import { BoardPage } from './pages';

/** A level's text read as the app reads it (the solution is in the text). */
export function levelOf(text: string): Level {
  const read = parseLevel(text);
  if (!read.ok) throw new Error(`not a level: ${JSON.stringify(read.problem)}`);
  return read.level;
}

/** The cells a player has to find, in the order the text lists them. */
export const hiddenCells = (level: Level, color?: LevelCell['color']) =>
  level.cells.filter((c) => !c.shown && (!color || c.color === color));

export class PuzzlePage extends BoardPage {
  constructor(page: Page) {
    super(page);
  }
  /** The Puzzles tab, its board drawn. */
  async show() {
    await (await this.modeTab('Puzzles')).click();
    await expect(this.page.getByRole('tabpanel', { name: 'Puzzles' }).getByTestId('board')).toBeVisible();
    await expect(this.status()).toBeVisible();
  }
  cell(x: number, y: number): Locator {
    return this.svg.locator(`polygon[data-hx="${x}"][data-hy="${y}"]`);
  }
  cells(): Locator {
    return this.svg.locator('polygon[data-state]');
  }
  status = () => this.page.getByTestId('puzzle-status');
  remaining = () => this.page.getByTestId('puzzle-remaining');
  mistakes = () => this.page.getByTestId('puzzle-mistakes');
  text = () => this.page.getByRole('textbox', { name: 'Puzzle text' });
  /** Paste a text into "Puzzle text" and press "Open puzzle" (the sheet must be showing: see settings()). */
  async paste(text: string) {
    await this.text().fill(text);
    await this.page.getByRole('button', { name: 'Open puzzle' }).click();
  }
  /** Open a level by pasting it, and wait for its board. */
  async openLevel(text: string) {
    const level = levelOf(text);
    await this.paste(text);
    await expect(this.cells()).toHaveCount(level.cells.length);
    await expect(this.remaining()).toHaveAttribute('data-remaining', String(hiddenCells(level, 'blue').length));
    return level;
  }
  /** Click a cell at its centre (left: blue; right: black). */
  async mark(c: { x: number; y: number }, button: 'left' | 'right' = 'left') {
    const cell = this.cell(c.x, c.y);
    const box = await cell.boundingBox();
    if (!box) throw new Error(`cell ${c.x},${c.y} is not on screen`);
    await cell.click({ position: { x: box.width / 2, y: box.height / 2 }, button });
  }
  /** Mark every hidden cell as the solution says, blue by a click and black by a right click, to the end. */
  async solve(level: Level) {
    for (const c of hiddenCells(level)) {
      if ((await this.status().getAttribute('data-status')) === 'solved') break;
      await this.mark(c, c.color === 'blue' ? 'left' : 'right');
      await expect(this.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
    }
    await expect(this.status()).toHaveAttribute('data-status', 'solved');
  }
}
