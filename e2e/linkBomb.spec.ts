import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
import { lzBomb } from '../src/share/bomb.testing';
import { packMask } from '../src/share/pack';

// A link of 120,000 characters whose packed fields unpack to about a billion: each field stops unpacking at what its
// board can hold (counted in src/share/inflate.test.ts), so the link is refused with a message and the page plays on.
test.describe('when a link carries a decompression bomb', () => {
  const bomb = lzBomb(120_000);
  const board = 'v=1&m=minesweeper&o=pointy&p=odd&s=24&rows=250&cols=250';
  const floors = packMask(
    Array.from({ length: 250 }, () => new Array<number>(250).fill(0)),
    250,
    250,
  );
  const cases: [string, string][] = [
    ['the board', `${board}&mask=${bomb}`],
    ['the revealed tiles', `${board}&mask=${floors}&mines=10&seed=1&fc=0&rev=${bomb}&flag=`],
    ['the replay', `${board}&mask=${floors}&mines=10&seed=1&rp=${bomb}`],
  ];
  for (const [what, query] of cases) {
    test(`in ${what}, it is refused with a message and the board still plays`, async ({ page }) => {
      // Node's server refuses a request line this long (as many servers would); the page itself takes it.
      const html = await (await page.request.get('/')).text();
      await page.route(
        (url) => url.search.length > 10_000,
        (route) => route.fulfill({ contentType: 'text/html', body: html }),
      );
      const ed = new EditorPage(page);
      await ed.open(query);
      await expect(page.getByRole('alert')).toContainText('unpacks to more than its board can hold');
      await expect(page.getByRole('alert')).toContainText('Showing your board instead');
      await expect(ed.tiles()).toHaveCount(127);
      await ed.click(6, 6);
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
    });
  }
});
