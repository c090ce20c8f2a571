// The Puzzles mode's Edit tab (docs/puzzles.md, "The Edit tab"): a puzzle built from an empty level by clicks and by
// taps, its clues set, the live check going from needs-guess to no-guess, undo and redo, then played to the end, and
// its exported v1 text opened again.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { PuzzlePage } from './puzzle.page';
import type { Locator, Page } from '@playwright/test';

/**
 * The puzzle built: a hidden blue cell at (16, 16), a hidden black one at (17, 17), and a shown black one at (16, 18)
 * that says 1. The 1 and the count (one blue left) can't tell the two hidden cells apart: a guess. A column clue over
 * (16, 16) and (16, 18), also 1, settles it: no guess.
 */
const BLUE = { x: 16, y: 16 };
const HIDDEN_BLACK = { x: 17, y: 17 };
const SHOWN_BLACK = { x: 16, y: 18 };
const LINE = { x: 16, y: 14 };

class EditPage extends PuzzlePage {
  constructor(
    page: Page,
    private readonly touch: boolean,
  ) {
    super(page);
  }
  verdict = () => this.page.getByTestId('puzzle-edit-check');
  line = (c: { x: number; y: number }) => this.svg.locator(`[data-line][data-hx="${c.x}"][data-hy="${c.y}"]`);
  slot = (c: { x: number; y: number }) => this.svg.locator(`polygon[data-hx="${c.x}"][data-hy="${c.y}"]`);
  /** Press a control: a tap on a phone, a click on a desktop. */
  async press(target: Locator) {
    await (this.touch ? target.tap() : target.click());
  }
  async tool(name: string) {
    const button = this.page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true });
    await this.press(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  /** Click or tap a slot at its centre. */
  async at(c: { x: number; y: number }) {
    const box = await this.slot(c).boundingBox();
    if (!box) throw new Error(`slot ${c.x},${c.y} is not on screen`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await (this.touch ? this.page.touchscreen.tap(x, y) : this.page.mouse.click(x, y));
  }
  /** The Play or Edit tab (in the settings sheet on a phone, closed again after). */
  async tab(name: 'Play' | 'Edit') {
    if (this.touch) await this.settings();
    await this.press(this.page.getByRole('button', { name, exact: true }));
    if (this.touch) await this.settings(false);
  }
  /** Build the puzzle from an empty level up to the guess. */
  async buildToGuess() {
    if (this.touch) await this.settings();
    await this.press(this.page.getByRole('button', { name: 'New empty' }));
    if (this.touch) await this.settings(false);
    await expect(this.svg.locator('polygon[data-empty]')).toHaveCount(37);
    await expect(this.verdict()).not.toHaveAttribute('data-verdict');
    await this.tool('Blue');
    await this.at(BLUE);
    await expect(this.slot(BLUE)).toHaveAttribute('data-color', 'blue');
    // Empty slots grow round the new cell.
    await expect(this.svg.locator('polygon[data-empty]')).toHaveCount(6);
    await this.tool('Black');
    await this.at(HIDDEN_BLACK);
    await this.at(SHOWN_BLACK);
    await this.tool('Shown/Hidden');
    await this.at(SHOWN_BLACK);
    await expect(this.slot(SHOWN_BLACK)).toHaveAttribute('data-state', 'black');
    await expect(this.slot(SHOWN_BLACK)).toHaveAttribute('data-clue', '1');
    await expect(this.slot(HIDDEN_BLACK)).toHaveAttribute('data-state', 'hidden');
    await expect(this.verdict()).toHaveAttribute('data-verdict', 'needs-guess');
    // Where deduction stops: both hidden cells.
    await expect(this.svg.locator('polygon[data-stuck]')).toHaveCount(2);
  }
  async addLine() {
    await this.tool('Line clue');
    await this.at(LINE);
    await expect(this.line(LINE)).toHaveAttribute('data-line', '|');
    await expect(this.line(LINE)).toHaveAttribute('data-clue', '1');
    await expect(this.verdict()).toHaveAttribute('data-verdict', 'no-guess');
    await expect(this.svg.locator('polygon[data-stuck]')).toHaveCount(0);
  }
  /** Play the built puzzle to the end: one blue cell to find, then the last black one shows itself. */
  async playIt() {
    await this.tab('Play');
    await expect(this.remaining()).toHaveAttribute('data-remaining', '1');
    await expect(this.mistakes()).toHaveAttribute('data-mistakes', '0');
    await expect(this.cell(BLUE.x, BLUE.y)).toHaveAttribute('data-state', 'hidden');
    await this.at(BLUE);
    await expect(this.status()).toHaveAttribute('data-status', 'solved');
    await expect(this.cell(HIDDEN_BLACK.x, HIDDEN_BLACK.y)).toHaveAttribute('data-state', 'black');
  }
}

test.describe('The puzzle editor on a desktop', () => {
  test('builds a puzzle from empty by clicks, checks it live, undoes and redoes, flags a false mark, and plays it', async ({
    page,
  }) => {
    const ed = new EditPage(page, false);
    await ed.open();
    await ed.show();
    // Edit edits the puzzle open in Play.
    const cells = await ed.cells().count();
    await ed.tab('Edit');
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(ed.svg.locator('polygon[data-color]')).toHaveCount(cells);
    await ed.buildToGuess();
    await ed.addLine();
    // Undo and Redo, by button and by key.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(ed.line(LINE)).toHaveCount(0);
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'needs-guess');
    await expect(ed.verdict()).not.toHaveAttribute('data-grade');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(ed.line(LINE)).toHaveCount(1);
    await ed.svg.focus();
    await page.keyboard.press('Control+z');
    await expect(ed.line(LINE)).toHaveCount(0);
    await page.keyboard.press('Control+Shift+z');
    await expect(ed.line(LINE)).toHaveCount(1);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await expect(ed.line(LINE)).toHaveCount(1);
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'no-guess');
    // The live check grades a no-guess level by the reasoning it needs, as Check puzzle does; a guess has no grade.
    await expect(ed.verdict()).toHaveAttribute('data-grade', /^(easy|medium|hard)$/);
    const grade = await ed.verdict().getAttribute('data-grade');
    await expect(ed.verdict()).toContainText(`Grade: ${grade}`);
    // From the keys: Enter paints the cursor's slot blue, and the cursor stays on it as the board grows.
    await ed.tool('Blue');
    await ed.svg.focus();
    const said = page.getByTestId('cursor-description');
    await expect(said).toContainText('Row');
    if ((await said.textContent())!.includes('blue')) await page.keyboard.press('s');
    await expect(said).not.toContainText('blue');
    await page.keyboard.press('Enter');
    await expect(said).toContainText('blue, starts hidden');
    await expect(ed.svg.locator('polygon[data-color="blue"]')).toHaveCount(2);
    await page.keyboard.press('Control+z');
    await expect(ed.svg.locator('polygon[data-color="blue"]')).toHaveCount(1);
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'no-guess');
    // The Clue tool steps the shown black cell's clue: {1} holds (one blue neighbour), -1- can't (one run).
    await ed.tool('Clue');
    await ed.at(SHOWN_BLACK);
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-clue-kind', 'together');
    await expect(ed.slot(SHOWN_BLACK)).not.toHaveAttribute('data-flag');
    await ed.at(SHOWN_BLACK);
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-clue-kind', 'apart');
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-flag', 'contradicts');
    await expect(page.getByRole('status').filter({ hasText: 'The -n- at column 16, row 18 is wrong' })).toBeVisible();
    // The panel sets the chosen slot's clue back to a plain number.
    await page
      .getByRole('group', { name: /Clue of the chosen slot/ })
      .getByRole('button', { name: 'Number' })
      .click();
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-clue-kind', 'plain');
    await expect(ed.slot(SHOWN_BLACK)).not.toHaveAttribute('data-flag');
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'no-guess');
    await page.getByRole('textbox', { name: 'Title' }).fill('Coin and column');
    await page.getByRole('textbox', { name: 'Author' }).fill('A tester');
    await ed.playIt();
    await expect(page.getByTestId('puzzle-title')).toContainText('Coin and column');
    // Export writes the v1 text; opened again, it is the same puzzle.
    await page.getByRole('button', { name: 'Export puzzle' }).click();
    const text = await ed.text().inputValue();
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Hexcells level v1', 'Coin and column', 'A tester']);
    expect(lines[5 + 14].slice(32, 34)).toBe('|+');
    expect(lines[5 + 16].slice(32, 34)).toBe('x.');
    expect(lines[5 + 17].slice(34, 36)).toBe('o+');
    expect(lines[5 + 18].slice(32, 34)).toBe('O+');
    await ed.paste(text);
    await expect(ed.cells()).toHaveCount(3);
    await expect(ed.remaining()).toHaveAttribute('data-remaining', '1');
    await expect(page.getByTestId('puzzle-title')).toContainText('Coin and column');
    // Edit again: the level opened is the one edited.
    await ed.tab('Edit');
    await expect(ed.svg.locator('polygon[data-color]')).toHaveCount(3);
    await expect(ed.line(LINE)).toHaveCount(1);
  });
});

test.describe("The puzzle editor's draft", () => {
  test('survives a reload before Play, in the Edit tab with its undo history, and then plays', async ({ page }) => {
    const ed = new EditPage(page, false);
    await ed.open();
    await ed.show();
    await ed.tab('Edit');
    await ed.buildToGuess();
    await page.getByRole('textbox', { name: 'Title' }).fill('Kept draft');

    await page.reload();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    // The Edit tab again, with the draft as it was left: its cells, its live check, its title.
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(ed.slot(BLUE)).toHaveAttribute('data-color', 'blue');
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-state', 'black');
    await expect(ed.slot(HIDDEN_BLACK)).toHaveAttribute('data-state', 'hidden');
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'needs-guess');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept draft');
    // Its history came too: Undo takes the title back, then the shown black cell's showing.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-state', 'hidden');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(ed.slot(SHOWN_BLACK)).toHaveAttribute('data-state', 'black');
    await ed.addLine();
    await ed.playIt();
  });
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds no violations in the Edit tab (${scheme}), a slot chosen`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const ed = new EditPage(page, false);
    await ed.open();
    await ed.show();
    await ed.tab('Edit');
    await ed.tool('Clue');
    const shown = ed.svg.locator('polygon[data-state="black"][data-clue-kind="plain"]').first();
    const [x, y] = await Promise.all([shown.getAttribute('data-hx'), shown.getAttribute('data-hy')]);
    await ed.at({ x: Number(x), y: Number(y) });
    await expect(page.getByRole('group', { name: /Clue of the chosen slot/ })).toBeVisible();
    await expect(ed.verdict()).toHaveAttribute('data-verdict', /./);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });

test.describe('The puzzle editor on a 390 x 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('builds the puzzle by taps, checks it live, undoes and redoes, and plays it to the end', async ({ page }) => {
    const ed = new EditPage(page, true);
    await ed.open();
    await ed.show();
    await ed.tab('Edit');
    await ed.buildToGuess();
    await ed.addLine();
    // The tools and Undo/Redo are over the board, big enough to tap.
    for (const name of ['Blue', 'Black', 'Erase', 'Line clue', 'Shown/Hidden', 'Clue', 'Undo', 'Redo']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }
    await ed.press(page.getByRole('button', { name: 'Undo' }));
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'needs-guess');
    await ed.press(page.getByRole('button', { name: 'Redo' }));
    await expect(ed.verdict()).toHaveAttribute('data-verdict', 'no-guess');
    await ed.playIt();
  });
});
