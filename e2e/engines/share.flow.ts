import { expect } from 'vitest';
import { choose, clickButton, domTiles, mode, open, tileCentre, tileHas, waitFor } from './app';
import { engine, flow } from './engine';

flow('a share link opens the same board, layout and mode in a fresh session', async (page) => {
  await open(page);
  await mode(page, 'Editor');
  await choose(page, 'Orientation', 'Vertical');
  await choose(page, 'Paint with', 'Wall');
  await page.drag(await tileCentre(page, 2, 3), await tileCentre(page, 7, 3), { steps: 6 });
  await tileHas(page, 7, 3, 'data-kind', 'wall');
  const drawn = await domTiles(page);
  await clickButton(page, 'Share');
  const link = await waitFor(
    page,
    'the share link',
    () => {
      const field =
        [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Share link')?.control ??
        document.querySelector('[aria-label="Share link"]');
      return (field as HTMLInputElement | undefined)?.value;
    },
    [],
  );
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?v=1&/);
  // WebKitWebDriver drives one session at a time: this one ends (its errors are still checked) before the next.
  await page.close();

  // A new session: no autosave, no history, nothing but the link.
  const fresh = await (await engine()).newPage();
  try {
    await fresh.goto(link);
    await waitFor(
      fresh,
      'the shared board',
      (n: number) => document.querySelectorAll('svg[data-testid="board"] polygon[data-row]').length === n,
      [drawn.length],
    );
    expect(
      await fresh.evaluate(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim()),
    ).toBe('Editor');
    expect(
      await fresh.evaluate(
        () =>
          document.querySelector('select') &&
          (
            [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Orientation')?.control as
              HTMLSelectElement | undefined
          )?.value,
      ),
    ).toBe('flat');
    expect(await domTiles(fresh)).toEqual(drawn);
    expect(await fresh.errors(), 'the fresh page logged errors').toEqual([]);
  } finally {
    await fresh.close();
  }
});
