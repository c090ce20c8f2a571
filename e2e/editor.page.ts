// Page object for the editor and the Share popover: found by role and label, and the board's DOM hooks.
import type { Page } from '@playwright/test';
import { BoardPage } from './pages';

export type Kinds = Record<string, string>;

export class EditorPage extends BoardPage {
  constructor(page: Page) {
    super(page);
  }
  async openEditor(query = '') {
    await this.open(query);
    await this.mode('Editor');
    await this.page.locator('polygon[data-kind="void"]').first().waitFor();
  }
  async tool(name: 'Brush' | 'Fill' | 'Line' | 'Ring' | 'Rectangle') {
    await this.page.getByRole('group', { name: 'Tool' }).getByRole('button', { name, exact: true }).click();
  }
  async paintWith(label: 'Wall' | 'Floor' | 'Void (no tile)' | `Floor, cost ${number}`) {
    await this.page.getByLabel('Paint with', { exact: true }).selectOption({ label });
  }
  /** Press on the first cell, move through the others in single jumps (a fast pointer), release on the last. */
  async drag(cells: [number, number][]) {
    const m = this.page.mouse;
    const first = await this.screenCentre(...cells[0]);
    await m.move(first.x, first.y);
    await m.down();
    for (const c of cells.slice(1)) {
      const p = await this.screenCentre(...c);
      await m.move(p.x, p.y, { steps: 1 });
    }
    await m.up();
  }
  /** Every drawn cell's kind, keyed "row,col". */
  async kinds(): Promise<Kinds> {
    return this.svg.locator('polygon[data-row]').evaluateAll((els) => {
      const out: Record<string, string> = {};
      for (const e of els)
        out[`${e.getAttribute('data-row')},${e.getAttribute('data-col')}`] = e.getAttribute('data-kind') ?? '';
      return out;
    });
  }
  kind(row: number, col: number) {
    return this.tile(row, col);
  }
  async importText(text: string) {
    await this.page.getByLabel('levelData to import').fill(text);
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
  }
}

/** Count kinds in a snapshot. */
export const countKinds = (k: Kinds) => {
  const n: Record<string, number> = {};
  for (const v of Object.values(k)) n[v] = (n[v] ?? 0) + 1;
  return n;
};
