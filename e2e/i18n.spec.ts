// Hexlab in Spanish: every screen walked with the language switched, failing on any English text of the catalogue
// (visible text, aria-label, title, placeholder); numbers in the Spanish way; the choice kept over a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';
import { encodeShare } from '../src/share/encode';
import { TUTORIAL_HEXAGON } from '../src/engine';
import enShell from '../src/ui/i18n/en/shell';
import esShell from '../src/ui/i18n/es/shell';
import enMinesweeper from '../src/ui/i18n/en/minesweeper';
import esMinesweeper from '../src/ui/i18n/es/minesweeper';
import enProximity from '../src/ui/i18n/en/proximity';
import esProximity from '../src/ui/i18n/es/proximity';
import enMessages from '../src/ui/i18n/en/messages';
import esMessages from '../src/ui/i18n/es/messages';

/** The string leaves of an English namespace that its Spanish twin words differently ("Hexlab", "3BV/s" are the same). */
function englishOnly(en: unknown, es: unknown, out: Set<string>): Set<string> {
  if (typeof en === 'string') {
    if (en !== es && /\p{L}{3}/u.test(en)) out.add(en);
  } else if (en && typeof en === 'object') {
    for (const [k, v] of Object.entries(en)) englishOnly(v, (es as Record<string, unknown> | undefined)?.[k], out);
  }
  return out;
}
const ENGLISH = [
  ...englishOnly(enShell, esShell, new Set()),
  ...englishOnly(enMinesweeper, esMinesweeper, new Set()),
  ...englishOnly(enProximity, esProximity, new Set()),
  ...englishOnly(enMessages, esMessages, new Set()),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = ENGLISH.map((s) => ({ s, re: new RegExp(`(^|[^\\p{L}])${escape(s)}($|[^\\p{L}])`, 'u') }));

/** Everything the page shows or says: visible text, and the labels, titles and placeholders of its elements. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a)).filter((v): v is string => !!v),
    );
    return [document.body.innerText, ...attrs, document.title].join('\n');
  });

/** Fails on any English catalogue text on screen. */
async function noEnglish(page: Page, where: string) {
  const words = await pageWords(page);
  const found = PATTERNS.filter(({ re }) => re.test(words)).map(({ s }) => s);
  expect(found, `English on the ${where} screen`).toEqual([]);
}

// The tutorial hexagon, 20 mines, seed 42: the test knows where the mines are for a first click at 6-6.
const LINK = encodeShare({
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: TUTORIAL_HEXAGON,
  minesweeper: { mines: 20, seed: 42, noGuess: false },
});

test('Hexlab in Spanish: every mode, the numbers the Spanish way, the choice kept over a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const ms = new MinesPage(page);
  await ms.open(LINK);
  await page.getByTestId('language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('tab', { name: 'Buscaminas' })).toBeVisible();
  await noEnglish(page, 'Minesweeper');

  // Lose the seeded game: the first click opens 6-6, the next one is a known mine.
  const known = MinesPage.known('pointy', 'odd', 20, 42, { row: 6, col: 6 });
  await ms.tile(6, 6).click();
  await expect(ms.status()).toHaveAttribute('data-status', 'playing');
  // Percentages in the Spanish way ("0 %", a space before the sign) in the probability legend.
  await page.getByRole('checkbox', { name: 'Probabilidad de mina' }).check();
  await expect(page.getByTestId('probability-legend')).toContainText(/\d\u00a0%/);
  await noEnglish(page, 'Minesweeper with probabilities');
  const mine = known.board.row.findIndex((_, t) => known.mines[t] === 1);
  await ms.tile(known.board.row[mine], known.board.col[mine]).click();
  const card = page.getByTestId('game-over');
  await expect(card).toHaveAttribute('data-result', 'lost');
  await expect(card).toContainText('Bum: has perdido');
  // A time with the Spanish decimal comma: "2,345 s".
  await expect(card.getByTestId('final-time')).toHaveText(/^\d+,\d{3} s$/);
  await noEnglish(page, 'Minesweeper end card');
  await card.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Pista' }).click();
  await expect(page.getByTestId('hint-text')).toHaveText('La partida ha terminado: empieza otra para tener pistas.');

  await page.getByRole('button', { name: 'Ayuda', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ayuda' })).toBeVisible();
  await noEnglish(page, 'Help');
  await page.getByRole('dialog', { name: 'Ayuda' }).getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Mis tableros', exact: true }).click();
  await expect(page.getByTestId('library')).toBeVisible();
  await noEnglish(page, 'My boards');
  await page.getByTestId('library').getByRole('button', { name: 'Cerrar' }).click();

  const settings = page.getByRole('button', { name: 'Ajustes' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await expect(page.getByTestId('settings')).toBeVisible();
  await noEnglish(page, 'Settings');

  await page.getByRole('tab', { name: 'Proximidad' }).click();
  const px = page.getByRole('tabpanel').getByTestId('board');
  await expect(px).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('game-status')).toContainText('coloca una baldosa');
  await px.locator('polygon[data-kind="floor"]:not([data-owner])').first().click();
  await expect(px.locator('polygon[data-owner]').first()).toBeVisible();
  await noEnglish(page, 'Proximity');

  for (const [tab, name] of [
    ['Lab', 'Lab'],
    ['Editor', 'Editor'],
    ['Héroe', 'Hero'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByTestId('board')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tab', { name: tab }), name).toHaveAttribute('aria-selected', 'true');
  }

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('language')).toHaveValue('es');
  await expect(page.getByRole('tab', { name: 'Buscaminas' })).toBeVisible();

  await page.getByTestId('language').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Minesweeper' })).toBeVisible();
});

// A Spanish reader's first visit: the board the library makes from what is on screen is named in Spanish, whether
// the language comes from the browser or from an earlier choice, and editing it keeps that name.
const firstVisits = [
  { how: 'the browser speaks Spanish', locale: 'es-ES', remembered: null },
  { how: 'Spanish was chosen before', locale: 'en-US', remembered: 'es' },
] as const;
for (const { how, locale, remembered } of firstVisits) {
  test.describe(`a first visit where ${how}`, () => {
    test.use({ locale });
    test('names the first board in Spanish in My boards', async ({ page }) => {
      if (remembered) await page.addInitScript((lang) => localStorage.setItem('hexlab:language', lang), remembered);
      await page.goto('./');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('tab', { name: 'Editor' }).click();
      const board = page.getByRole('tabpanel', { name: 'Editor' }).getByTestId('board');
      await expect(board).toBeVisible({ timeout: 15_000 });
      const floor = board.locator('polygon[data-kind="floor"]').first();
      const tile = board.locator(
        `polygon[data-row="${await floor.getAttribute('data-row')}"][data-col="${await floor.getAttribute('data-col')}"]`,
      );
      await tile.click();
      await expect(tile).toHaveAttribute('data-kind', 'wall');
      await page.getByRole('button', { name: 'Mis tableros', exact: true }).click();
      const item = page.getByTestId('library-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(esMessages.boardNames.firstName);
      await expect(item).not.toContainText(enMessages.boardNames.firstName);
    });
  });
}

test.describe('Spanish chosen in an English browser', () => {
  test.use({ locale: 'en-US', firstVisit: true });
  test('the prerendered English screen is held back until the app runs, then it is in Spanish', async ({ page }) => {
    // The choice as Hexlab writes it today (storedChoice.ts: versioned), read by index.html's inline script.
    await page.addInitScript(() => localStorage.setItem('hexlab:language', '{"version":1,"value":"es"}'));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let asked!: () => void;
    const askedFor = new Promise<void>((r) => (asked = r));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('./', { waitUntil: 'commit' });
    await askedFor;
    await page.locator('#root').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveClass(/\bhx-lang\b/);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).not.toHaveClass(/\bhx-lang\b/);
    await expect(page.getByRole('tab', { name: 'Buscaminas' })).toBeVisible();
  });
});
