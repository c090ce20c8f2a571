// The Lab's page object: tile labels, tool marks and the coordinates card, found by the DOM hooks the Lab draws.
import { expect, type Locator, type Page } from '@playwright/test';
import { BoardPage } from './pages';

export class LabPage extends BoardPage {
  constructor(page: Page) {
    super(page);
  }
  async openLab(query = '') {
    await this.open(query);
    await this.mode('Lab');
  }
  /**
   * Unfold the pane that holds the code on a wide screen (it starts folded; unfolded it takes the settings column's
   * place), then, unless told not to, bring the settings back as a drawer over it, for the tools and the layout.
   */
  async codePane({ settings = true } = {}) {
    const toggle = this.page.getByRole('button', { name: 'Code and how it works' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    if (settings) await this.settings();
  }
  async id(row: number, col: number): Promise<number> {
    return Number(await this.tile(row, col).getAttribute('data-id'));
  }
  /** The text drawn on a tile (stacked lines read as one). */
  async label(row: number, col: number): Promise<string> {
    return (await this.svg.locator(`text[data-label-for="${await this.id(row, col)}"]`).textContent()) ?? '';
  }
  async labels(system: 'none' | 'offset' | 'axial' | 'cube' | 'doubled' | 'interlaced') {
    await this.page.getByLabel('Tile labels').selectOption(system);
  }
  async tool(tool: 'none' | 'line' | 'range' | 'ring' | 'spiral' | 'rotate' | 'reflect' | 'fov') {
    await this.page.getByLabel('Tool', { exact: true }).selectOption(tool);
  }
  async radius(n: number) {
    await this.page.getByLabel('N (radius)').fill(String(n));
  }
  async hover(row: number, col: number) {
    await this.tile(row, col).hover({ position: await this.centre(row, col) });
  }
  /** The tool's marks of one kind (result, source, hidden, blocker, off, pivot). */
  marks(kind: string): Locator {
    return this.page.getByTestId('tool-overlay').locator(`[data-mark="${kind}"]`);
  }
  async markedTiles(kind: string): Promise<number[]> {
    return this.marks(kind).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-mark-tile'))));
  }
  /** Every tile's id, offset and axial coordinates, by id. */
  async tileTable() {
    const rows = await this.tiles().evaluateAll((els) =>
      els.map((e) => {
        const d = (e as SVGElement).dataset;
        return { id: Number(d.id), row: Number(d.row), col: Number(d.col), q: Number(d.q), r: Number(d.r) };
      }),
    );
    return new Map(rows.map((t) => [t.id, t]));
  }
  coordinate(system: string): Locator {
    return this.page.getByTestId('coords-card').locator(`tr[data-system="${system}"] td`);
  }
}
