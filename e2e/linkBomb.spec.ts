import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
import { BOMB_LINKS } from './linkBombs';

// A link of 120,000 characters whose packed fields unpack to about a billion: each field stops unpacking at what its
// board can hold (counted in src/share/inflate.test.ts), so the link is refused with a message and the page plays on.
test.describe('when a link carries a decompression bomb', () => {
  for (const [what, query] of BOMB_LINKS) {
    test(`in ${what}, it is refused with a message and the board still plays`, async ({ page }) => {
      // Node's server refuses a request line this long (as many servers would); the page itself takes it.
      const html = await (await page.request.get('/')).text();
      await page.route(
        (url) => url.search.length > 10_000,
        (route) => route.fulfill({ contentType: 'text/html', body: html }),
      );
      const ed = new EditorPage(page);
      await ed.open(query);
      await expect(page.getByRole('alert')).toContainText('would unpack to more than its board can hold');
      await expect(page.getByRole('alert')).toContainText('Showing your board instead');
      await expect(ed.tiles()).toHaveCount(127);
      await ed.click(6, 6);
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
    });
  }
});
