// Maps for other tools in the Editor: Tiled's own example opens as its board; each export format goes out as a file
// and comes back as the same board; a file Hexlab can't take says why and leaves the board as it was.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { countKinds, EditorPage } from './editor.page';

const EXAMPLE = resolve(import.meta.dirname, 'files/hexagonal-mini.tmx');

const openFile = (page: Page, files: string | { name: string; mimeType: string; buffer: Buffer }) =>
  page.getByLabel('Open a file').setInputFiles(files);

/** Export the board in a format and return the downloaded file. */
async function download(page: Page, format: string): Promise<{ name: string; buffer: Buffer }> {
  const toggle = page.getByRole('button', { name: 'Export', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Export format').selectOption({ label: format });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), buffer: readFileSync(await file.path()) };
}

const LAYOUTS = [
  { orientation: 'horizontal', offset: 'odd', label: ['Horizontal', 'Odd'] },
  { orientation: 'horizontal', offset: 'even', label: ['Horizontal', 'Even'] },
  { orientation: 'vertical', offset: 'odd', label: ['Vertical', 'Odd'] },
  { orientation: 'vertical', offset: 'even', label: ['Vertical', 'Even'] },
] as const;
const LEVEL = [
  [-1, 0, 0, 1, 2, -1, 0],
  [0, 3, 4, 5, 1, 0, 0],
  [6, 7, 8, 9, 0, 0, -1],
  [-1, 1, 0, 0, 0, -1, -1],
  [0, 0, 1, 1, 0, 0, 0],
];

test.describe("when Tiled's own hexagonal example is opened", () => {
  test('shows its 20 x 20 board, horizontal and odd, and says what opened', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await openFile(page, EXAMPLE);
    await expect(
      page.getByRole('status').filter({ hasText: 'Opened hexagonal-mini.tmx: 20 x 20 cells (400 tiles).' }),
    ).toBeVisible();
    await expect(ed.tiles()).toHaveCount(400);
    expect(countKinds(await ed.kinds())).toEqual({ floor: 400 });
    await expect(page.getByLabel('Orientation')).toHaveValue('pointy');
    await expect(page.getByLabel('Offset', { exact: true })).toHaveValue('odd');
  });
});

for (const format of ['Tiled (.tmx)', 'Tiled (.tmj)', 'Godot 4 (.tscn)'])
  test.describe(`when the board goes out as ${format} and is opened again`, () => {
    test('comes back the same in every layout', async ({ page }) => {
      // Four boards, each out and in again: more than one test's worth of time on a busy machine.
      test.setTimeout(180_000);
      const ed = new EditorPage(page);
      await ed.openEditor();
      for (const layout of LAYOUTS) {
        await ed.importText(
          JSON.stringify({ orientation: layout.orientation, offset: layout.offset, levelData: LEVEL }),
        );
        await expect(ed.tiles()).toHaveCount(35);
        const before = await ed.kinds();
        const file = await download(page, format);
        expect(file.name).toMatch(/\.zip$/);
        await ed.importText('[[0,0],[0,0]]');
        await expect(ed.tiles()).toHaveCount(4);
        await openFile(page, { name: file.name, mimeType: 'application/zip', buffer: file.buffer });
        await expect(ed.tiles()).toHaveCount(35);
        expect(await ed.kinds()).toEqual(before);
        await expect(page.getByLabel('Orientation')).toHaveValue(
          layout.orientation === 'horizontal' ? 'pointy' : 'flat',
        );
        await expect(page.getByLabel('Offset', { exact: true })).toHaveValue(layout.offset);
      }
    });
  });

test.describe('when a file Hexlab cannot take is opened or dropped', () => {
  test('says exactly why, and the board stays as it was', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const before = await ed.kinds();
    const zstd = readFileSync(EXAMPLE, 'utf8').replace('compression="zlib"', 'compression="zstd"');
    await openFile(page, { name: 'zstd.tmx', mimeType: 'application/xml', buffer: Buffer.from(zstd) });
    await expect(page.getByRole('alert')).toHaveText(
      /Couldn't open zstd\.tmx: layer 'Ground' is compressed with zstd, which Hexlab can't read/,
    );
    const square = readFileSync(EXAMPLE, 'utf8').replace('orientation="hexagonal"', 'orientation="orthogonal"');
    await openFile(page, { name: 'square.tmx', mimeType: 'application/xml', buffer: Buffer.from(square) });
    await expect(page.getByRole('alert')).toHaveText(/it is an orthogonal map, not a hexagonal one/);
    const cut = readFileSync(EXAMPLE, 'utf8').slice(0, 700);
    await openFile(page, { name: 'cut.tmx', mimeType: 'application/xml', buffer: Buffer.from(cut) });
    await expect(page.getByRole('alert')).toHaveText(/its XML is broken or cut short at line \d+/);
    expect(await ed.kinds()).toEqual(before);

    // Dropped on the board: the same reader, the same message.
    const data = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'square.tmx', { type: 'application/xml' }));
      return dt;
    }, square);
    await page.locator('.board-area').dispatchEvent('drop', { dataTransfer: data });
    await expect(page.getByRole('alert')).toHaveText(/Couldn't open square\.tmx: it is an orthogonal map/);
    expect(await ed.kinds()).toEqual(before);
  });

  test('a map dropped on the board opens as the board', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const data = await page.evaluateHandle(
      (text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'hexagonal-mini.tmx', { type: 'application/xml' }));
        return dt;
      },
      readFileSync(EXAMPLE, 'utf8'),
    );
    await page.locator('.board-area').dispatchEvent('drop', { dataTransfer: data });
    await expect(ed.tiles()).toHaveCount(400);
  });
});
