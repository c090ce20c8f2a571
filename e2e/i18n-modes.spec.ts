// The Lab, Hero and the Editor in Spanish: every screen walked is searched for the English texts of their catalogues
// (the string leaves that differ in Spanish), in visible text and in aria-label, title and placeholder attributes;
// figures with decimals use a decimal comma.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import enLab from '../src/ui/i18n/en/lab';
import esLab from '../src/ui/i18n/es/lab';
import enHero from '../src/ui/i18n/en/hero';
import esHero from '../src/ui/i18n/es/hero';
import enEditor from '../src/ui/i18n/en/editor';
import esEditor from '../src/ui/i18n/es/editor';
import { makeBoard, shapePreset } from '../src/engine';
import { labCode, middleTile, type CodeWords } from '../src/games/lab/code';
import type { LabTool } from '../src/games/lab/tools';
import { BoardPage } from './pages';

/** Every string leaf of a catalogue, by its key path. */
function leaves(v: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof v === 'string') out.set(at, v);
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${at}[${i}]`).forEach((s, k) => out.set(k, s)));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) leaves(x, at ? `${at}.${k}` : k).forEach((s, p) => out.set(p, s));
  return out;
}

/** The English strings of a namespace that Spanish writes differently. */
function englishOnly(en: unknown, es: unknown): string[] {
  const spanish = leaves(es);
  return [...leaves(en)].filter(([k, s]) => spanish.get(k) !== s).map(([, s]) => s.trim());
}

// Names Spanish keeps in English: the guide's section titles (its links read so) and the articles' titles.
const SECTIONS = [
  ...enLab.topics.basic({ orientation: 'pointy', parity: 'odd' }),
  ...Object.values(enLab.topics.tools),
  enLab.topics.geometry('pointy'),
  enLab.topics.storage,
].map((t) => t.section);
const PROPER_NAMES = new Set([...SECTIONS, 'Four kinds of hex maps']);

const ENGLISH = [
  ...new Set([...englishOnly(enLab, esLab), ...englishOnly(enHero, esHero), ...englishOnly(enEditor, esEditor)]),
].filter((s) => !PROPER_NAMES.has(s));

/** The page's texts: each text node, each element's whole text, and its aria-label, title and placeholder. */
async function pageTexts(page: Page): Promise<{ nodes: string[]; blocks: string[] }> {
  return page.evaluate(() => {
    const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    const skip = (el: Element | null) => !!el?.closest('script, style, [data-testid="language"]');
    const nodes: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = norm(n.textContent);
      if (t && !skip(n.parentElement)) nodes.push(t);
    }
    const blocks: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = norm(el.getAttribute(a));
        if (v) nodes.push(v);
      }
      if (/^(P|LI|TD|TH|DT|DD|LABEL|BUTTON|SUMMARY|H2|CAPTION|OPTION)$/.test(el.tagName))
        blocks.push(norm(el.textContent));
    }
    return { nodes, blocks };
  });
}

/** Fails on any English catalogue string on screen: a whole text, or a long one within a sentence. */
async function expectNoEnglish(page: Page, where: string) {
  const { nodes, blocks } = await pageTexts(page);
  const exact = new Set([...nodes, ...blocks]);
  const found = ENGLISH.filter((s) => exact.has(s) || (s.length >= 16 && blocks.some((b) => b.includes(s))));
  expect(found, `English texts on the ${where} screen`).toEqual([]);
}

// The code card's comments: the words of every English card (each layout and tool, a worked example, a board too big
// to print) but the identifiers and names that Spanish comments keep as they are.
const CODE_TOOLS: LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];
const commentWords = (words: CodeWords) => {
  const out = new Set<string>();
  for (const orientation of ['pointy', 'flat'] as const) {
    for (const parity of ['odd', 'even'] as const) {
      for (const rows of [13, 25]) {
        const board = makeBoard(
          shapePreset(rows > 20 ? 'rectangle' : 'tutorial', { rows, cols: rows, orientation, parity }),
          { orientation, parity },
        );
        const tile = middleTile(board);
        for (const tool of CODE_TOOLS) {
          const code = labCode({ orientation, parity, size: 24 }, 'javascript', tool, words, {
            board,
            radius: 5,
            steps: 1,
            tile,
            source: 'hover',
            selected: tile - 2,
            point: null,
          });
          for (const [, text] of code.matchAll(/\/\/ (.*)$/gm))
            for (const [w] of text.matchAll(/(?<![#\w-])\p{L}{3,}/gu)) out.add(w.toLowerCase());
        }
      }
    }
  }
  return out;
};
const KEPT = new Set(
  'hexlab red blob games https www redblobgames com grids hexagons odd even leveldata row col drow dcol neighbor fieldofview axial horizontal vertical'.split(
    ' ',
  ),
);
const ENGLISH_CODE_WORDS = [...commentWords(enLab.code.comments)].filter((w) => !KEPT.has(w));

/** Fails on an English word of the code card's comments (the code itself is the same in every language). */
async function expectSpanishCode(page: Page, where: string) {
  const code = (await page.getByTestId('code').textContent()) ?? '';
  const comments = [...code.matchAll(/\/\/ (.*)$/gm)].map((m) => m[1]);
  expect(comments.join('\n'), `the code card on the ${where} screen`).toContain('Vecinos (#neighbors)');
  const words = new Set(
    comments.flatMap((c) => [...c.matchAll(/(?<![#\w-])\p{L}{3,}/gu)].map(([w]) => w.toLowerCase())),
  );
  expect(
    ENGLISH_CODE_WORDS.filter((w) => words.has(w)),
    `English words in the code card's comments on the ${where} screen`,
  ).toEqual([]);
}

async function inSpanish(page: Page) {
  const board = new BoardPage(page);
  await board.open();
  // (On a phone the select is in the header's menu, which the page object opens.)
  await (await board.language()).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

async function openMode(page: Page, mode: 'lab' | 'hero' | 'editor') {
  await page.locator(`[role="tab"][data-mode="${mode}"]`).click();
  await expect(page.locator('[role="tabpanel"] [data-testid="board"]')).toBeVisible({ timeout: 15_000 });
  const settings = page.locator('button[aria-controls="settings-sheet"]');
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await expect(page.getByTestId('settings')).toBeVisible();
}

const tile = (page: Page, row: number, col: number) =>
  page.locator(`[data-testid="board"] polygon[data-row="${row}"][data-col="${col}"]`);
const centreOf = async (page: Page, row: number, col: number) => {
  const box = (await tile(page, row, col).boundingBox())!;
  return { x: box.width / 2, y: box.height / 2 };
};
const hover = async (page: Page, row: number, col: number) =>
  tile(page, row, col).hover({ position: await centreOf(page, row, col) });
const click = async (page: Page, row: number, col: number) =>
  tile(page, row, col).click({ position: await centreOf(page, row, col) });

test('the Lab in Spanish: tools, cards and figures, no English', async ({ page }) => {
  test.setTimeout(90_000);
  await inSpanish(page);
  await openMode(page, 'lab');
  // The code and the explanations have a pane of their own, folded at first: unfold it (it takes the settings' place),
  // then bring the settings back as a drawer over it.
  const pane = page.getByRole('button', { name: 'Código y cómo funciona' });
  if ((await pane.getAttribute('aria-expanded')) === 'false') await pane.click();
  await expect(pane).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Ajustes', exact: true }).click();
  await expect(page.getByTestId('settings')).toBeVisible();
  await hover(page, 4, 4);
  await expect(page.getByTestId('hover-state')).toHaveText('Una baldosa de suelo');
  // The pointer's pixel position and its fractional coordinates, written with decimal commas.
  await expect(page.getByTestId('coords-card').locator('tr').nth(1).locator('td')).toHaveText(
    /^-?\d+,\d{2}; -?\d+,\d{2}$/,
  );
  await expectNoEnglish(page, 'Lab');
  await expect(page.getByTestId('code')).toContainText(
    '// Ejemplo práctico: la baldosa bajo el puntero, fila 4, columna 4.',
  );
  await expectSpanishCode(page, 'Lab');

  const tools = page.locator('select:has(option[value="fov"])');
  await click(page, 4, 4);
  for (const tool of ['line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'intersect', 'fov']) {
    await tools.selectOption(tool);
    await hover(page, 5, 6);
    await expect(page.getByTestId('tool-help')).toHaveText(esLab.tools.help[tool as keyof typeof esLab.tools.help]);
    await expectNoEnglish(page, `Lab's ${tool} tool`);
    await expectSpanishCode(page, `Lab's ${tool} tool`);
  }
  await expect(page.getByTestId('tool-summary')).toContainText('a la vista');

  // Every card opened, cube labels on, coordinates measured from the origin.
  await page.locator('select:has(option[value="cube"])').selectOption('cube');
  await page.getByTestId('origin-card').locator('input[type="checkbox"]').check();
  const closed = (where: string) =>
    page.getByTestId(where).locator('details:not([open]) > summary').filter({ visible: true });
  while ((await closed('settings').count()) > 0) await closed('settings').first().click();
  await expect(page.getByTestId('geometry-card').locator('td[data-value]').first()).toHaveText(/^\d+,\d{2}$/);
  await expect(page.getByTestId('geometry-card')).toContainText('La deducción del tutorial axial');
  // The guide's section keeps its own title in the link.
  await expect(page.getByTestId('geometry-card').getByRole('link', { name: 'Size and spacing' })).toBeVisible();
  await expectNoEnglish(page, 'Lab with every settings card open');
  // The settings drawer lies over the pane: put it away to open the pane's cards.
  const settings = page.getByRole('button', { name: 'Ajustes', exact: true });
  await settings.click();
  await expect(page.getByTestId('settings')).toBeHidden();
  while ((await closed('lab-reading').count()) > 0) await closed('lab-reading').first().click();
  await expectNoEnglish(page, 'Lab with every card of the code pane open');
  // The code card in TypeScript, and in the vertical layout, whose comments name columns.
  await page.getByLabel('Lenguaje del código').selectOption('typescript');
  await expect(page.getByTestId('code')).toContainText(
    'type Offset = [row: number, col: number]; // un índice de levelData',
  );
  await settings.click();
  await page.getByRole('combobox', { name: 'Orientación', exact: true }).selectOption({ label: 'Vertical' });
  await expect(page.getByTestId('code')).toContainText('// Diseño vertical de Hexlab');
  await expectSpanishCode(page, 'Lab in TypeScript, vertical');
});

test('Hero in Spanish: walking, the inspector and the comparison, no English', async ({ page }) => {
  await inSpanish(page);
  await openMode(page, 'hero');
  await expectNoEnglish(page, 'Hero');
  await page.locator('section[aria-labelledby="inspector-heading"] input[type="checkbox"]').check();
  await click(page, 2, 6);
  await expect(page.locator('[role="status"].hero-status-text')).toContainText(
    /Caminando a la fila 2, columna 6|Haz clic/,
  );
  await expect(page.getByTestId('compare-table')).toBeVisible();
  // Times with decimals, e.g. "0,12 ms".
  await expect(page.getByTestId('compare-table').locator('tbody tr').first().locator('td').last()).toHaveText(
    /^<? ?\d+(,\d+)? ms$/,
  );
  await expect(page.getByTestId('inspector-figures')).toContainText(/pasos?/);
  await page.keyboard.down('a');
  await expect
    .poll(() => page.getByTestId('hero').getAttribute('aria-label'))
    .toMatch(/^Héroe en la fila \d+, columna \d+$/);
  await page.keyboard.up('a');
  await expectNoEnglish(page, 'Hero with the inspector and the comparison');
});

test('the Editor in Spanish: painting, an import error with line and column, export, no English', async ({ page }) => {
  await inSpanish(page);
  await openMode(page, 'editor');
  await click(page, 3, 3);
  await expect(tile(page, 3, 3)).toHaveAttribute('data-kind', 'wall');
  await expectNoEnglish(page, 'Editor');
  await page.locator('textarea.editor-code').first().fill('[[0,0],\n [0,x]]');
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Línea 2, columna 5: se esperaba un número o ']' pero hay 'x'. No se ha cambiado nada.",
  );
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Formato de exportación' })).toBeVisible();
  await expectNoEnglish(page, 'Editor with an import error and the export');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the hero pad names its buttons in Spanish', async ({ page }) => {
    await inSpanish(page);
    // (A phone's modes are in the list its mode button opens.)
    await (await new BoardPage(page).modeTab('Héroe')).click();
    await expect(page.getByRole('group', { name: 'Mover al héroe' })).toBeVisible({ timeout: 15_000 });
    for (const d of ['oeste', 'noroeste', 'noreste', 'este', 'sureste', 'suroeste'])
      await expect(page.getByRole('button', { name: `Mover al ${d}` })).toBeVisible();
    await expectNoEnglish(page, 'Hero on a phone');
  });
});
