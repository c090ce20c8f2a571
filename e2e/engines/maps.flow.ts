import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { EnginePage } from './adapter';
import { boardReady, choose, clickButton, domTiles, mode, open, tileCentre, waitFor } from './app';
import { flow } from './engine';

// Maps leave Hexlab and come back in every engine: Tiled's own example opens as its board, and the Editor's
// .tmx, .tmj and .tscn downloads (zips made in the page, with the tile image drawn in the page) open back as the same
// board. A file is handed over as a file dragged from the desktop is: a DataTransfer dropped on the board.

const EXAMPLE = readFileSync(new URL('../files/hexagonal-mini.tmx', import.meta.url), 'utf8');

/** Drop a file on the Editor's board: `text`, or (null) the last download the page made. */
const dropFile = (page: EnginePage, name: string, text: string | null) =>
  page.evaluate(
    (name: string, text: string | null) => {
      const blob = text === null ? (window as unknown as { hexlabDownload: Blob }).hexlabDownload : new Blob([text]);
      const data = new DataTransfer();
      data.items.add(new File([blob], name));
      document
        .querySelector('.board-area')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      return true;
    },
    name,
    text,
  );

/** Keep the page's downloads in the page (the blob handed to the link), instead of saving them to disk. */
const keepDownloads = (page: EnginePage) =>
  page.evaluate(() => {
    const w = window as unknown as { hexlabDownload: Blob | null };
    const objectUrl = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => ((w.hexlabDownload = blob as Blob), objectUrl(blob));
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) click.call(this);
    };
    return true;
  });

const walls = async (page: EnginePage) =>
  (await domTiles(page))
    .filter((t) => t.kind === 'wall')
    .map((t) => `${t.row},${t.col}`)
    .sort();

flow('Tiled and Godot maps: the example opens, and each download opens back as the same board', async (page) => {
  await open(page);
  await mode(page, 'Editor');
  await dropFile(page, 'hexagonal-mini.tmx', EXAMPLE);
  await boardReady(page, 400);
  // A wall stroke, so that each round trip has something to bring back.
  await choose(page, 'Paint with', 'Wall');
  await page.drag(await tileCentre(page, 4, 2), await tileCentre(page, 4, 9), {
    via: [await tileCentre(page, 4, 5)],
    steps: 1,
  });
  const drawn = await walls(page);
  expect(drawn.length).toBeGreaterThanOrEqual(8);
  await keepDownloads(page);
  await clickButton(page, 'Export');
  for (const [format, file] of [
    ['Tiled (.tmx)', 'tmx.zip'],
    ['Tiled (.tmj)', 'tmj.zip'],
    ['Godot 4 (.tscn)', 'tscn.zip'],
  ]) {
    await page.evaluate(() => ((window as unknown as { hexlabDownload: Blob | null }).hexlabDownload = null));
    await choose(page, 'Export format', format);
    await clickButton(page, 'Download');
    await waitFor(
      page,
      `the ${format} download`,
      () => (window as unknown as { hexlabDownload: Blob | null }).hexlabDownload !== null,
      [],
    );
    // The example again (no walls), then the download: the walls must come back from the file.
    await dropFile(page, 'hexagonal-mini.tmx', EXAMPLE);
    await waitFor(
      page,
      'the example without walls',
      () => !document.querySelector('svg[data-testid="board"] polygon[data-kind="wall"]'),
      [],
    );
    await dropFile(page, file, null);
    await waitFor(
      page,
      `the walls back from ${file}`,
      (n: number) => document.querySelectorAll('svg[data-testid="board"] polygon[data-kind="wall"]').length === n,
      [drawn.length],
    );
    expect(await walls(page), format).toEqual(drawn);
    expect((await domTiles(page)).length, format).toBe(400);
  }
});
