// Page objects: the board and the panels, found by role, label and the DOM hooks of CONTRACT.md.
import { expect, type Locator, type Page } from '@playwright/test';

export class BoardPage {
  readonly svg: Locator;
  constructor(readonly page: Page) {
    this.svg = page.getByTestId('board');
  }
  tiles(): Locator {
    return this.svg.locator('polygon[data-row]');
  }
  tile(row: number, col: number): Locator {
    return this.svg.locator(`polygon[data-row="${row}"][data-col="${col}"]`);
  }
  /**
   * Wait until a pan or zoom gesture has settled: during one the board moves by a CSS transform, and the browser may
   * hit-test a pixel away from where its composited layer is painted (src/ui/board/camera.ts).
   */
  async settled() {
    await expect.poll(() => this.svg.evaluate((el) => (el as SVGSVGElement).style.transform)).toBe('');
  }
  /**
   * Share what is on screen and return the link. The popover opens at once and its field fills when the link codec
   * is in (it is fetched the first time a link is made), so this waits for the link, not for the field.
   */
  async shareLink(): Promise<string> {
    // A game's end card has its own Share (the header's is then out of reach); else the header's, in its menu on a phone.
    const share = this.page.getByRole('button', { name: 'Share', exact: true });
    if (!(await share.count())) await this.inMenu(share, 'header-menu');
    await share.click();
    const field = this.page.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/^https?:\/\//);
    return field.inputValue();
  }
  async open(query = '') {
    await this.page.goto(`/${query ? `?${query}` : ''}`);
    await this.svg.waitFor();
    // The prerendered first screen shows before the app runs: wait for the app itself (docs/first-screen.md, "The first paint").
    await this.page.locator('html[data-started]').waitFor({ state: 'attached' });
  }
  /**
   * A header button by its name (Daily, Statistics, My boards, Share, Help, Settings), in view: on a phone the header's
   * buttons are in its menu, which this opens first (README, "Playing on a phone").
   */
  async header(name: string): Promise<Locator> {
    const button = this.page.getByRole('banner').getByRole('button', { name, exact: true });
    await this.inMenu(button, 'header-menu');
    return button;
  }
  /** The header's Language select, in view (on a phone, in the header's menu). */
  async language(): Promise<Locator> {
    const select = this.page.getByTestId('language');
    await this.inMenu(select, 'header-menu');
    return select;
  }
  /** A mode's tab, in view: on a phone the mode in use is a button that opens the six (README). */
  async modeTab(name: string | RegExp): Promise<Locator> {
    const tab = this.page.getByRole('tab', { name });
    await this.inMenu(tab, 'mode-tabs');
    return tab;
  }
  /** Open the header menu that `control` is in when it is shut (a phone's header), so that the control shows. */
  private async inMenu(control: Locator, menu: 'header-menu' | 'mode-tabs') {
    const opener = this.page.locator(`header button[aria-controls="${menu}"]`);
    if (!(await opener.isVisible()) || (await control.isVisible())) return;
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(control).toBeVisible();
  }
  /** Switch mode and wait for its board: modes other than Minesweeper load their code the first time they are shown. */
  async mode(name: 'Minesweeper' | 'Lab' | 'Editor' | 'Hero' | 'Proximity' | 'Puzzles') {
    await (await this.modeTab(name)).click();
    await expect(this.page.getByRole('tabpanel', { name }).getByTestId('board')).toBeVisible({ timeout: 15_000 });
  }
  /**
   * Show the mode's settings sheet (open beside the board on a wide screen, a closed drawer on a phone) and return
   * it; `false` hides it again.
   */
  async settings(open = true): Promise<Locator> {
    // (On a phone the button is in the header's menu, hidden while it is shut: its state is read all the same.)
    const button = this.page.getByRole('button', { name: 'Settings', exact: true, includeHidden: true });
    if ((await button.getAttribute('aria-expanded')) !== String(open)) await (await this.header('Settings')).click();
    await expect(button).toHaveAttribute('aria-expanded', String(open));
    const sheet = this.page.getByTestId('settings');
    await (open ? expect(sheet).toBeVisible() : expect(sheet).toBeHidden());
    return sheet;
  }
  async orientation(label: 'Horizontal' | 'Vertical') {
    await this.page.getByLabel('Orientation').selectOption({ label });
  }
  async offset(label: 'Odd' | 'Even') {
    await this.page.getByLabel('Offset', { exact: true }).selectOption({ label });
  }
  /** Make the board a rows x cols rectangle through the board panel, and wait until every tile is drawn. */
  async rectangle(rows: number, cols: number) {
    await this.page.getByLabel('Shape').selectOption({ label: 'Rectangle' });
    await this.page.getByLabel('Rows', { exact: true }).fill(String(rows));
    await this.page.getByLabel('Columns', { exact: true }).fill(String(cols));
    await expect(this.tiles()).toHaveCount(rows * cols, { timeout: 30_000 });
  }
  /** Click a tile at its centre (its bounding box centre is the hex centre). */
  async click(row: number, col: number, options: { button?: 'left' | 'right' } = {}) {
    await this.tile(row, col).click({ position: await this.centre(row, col), ...options });
  }
  async centre(row: number, col: number) {
    const box = await this.tile(row, col).boundingBox();
    if (!box) throw new Error(`tile ${row},${col} is not on screen`);
    return { x: box.width / 2, y: box.height / 2 };
  }
  async screenCentre(row: number, col: number) {
    const box = await this.tile(row, col).boundingBox();
    if (!box) throw new Error(`tile ${row},${col} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
}
