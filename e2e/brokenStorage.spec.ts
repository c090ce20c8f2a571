// Storage that fails (issue 32): IndexedDB that throws on open, whose open request errors, that is missing, or that
// throws when touched, as private modes and blocked storage do. The app starts with a working board, says its boards
// can't be kept (role="alert"), and leaves no unhandled rejection (each is logged as a console error here, and the
// fixture fails on console and page errors).
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';

const BREAKS = {
  'indexedDB.open throws': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  'its open request errors': () => {
    IDBFactory.prototype.open = function () {
      // A request that fails as a blocked database's does: an error event, and `error` set.
      const request = Object.assign(new EventTarget(), { result: undefined, error: new DOMException('Storage is blocked.', 'UnknownError'), readyState: 'pending' });
      queueMicrotask(() => {
        request.readyState = 'done';
        const event = new Event('error');
        (request as unknown as { onerror?: (e: Event) => void }).onerror?.(event);
        request.dispatchEvent(event);
      });
      return request as unknown as IDBOpenDBRequest;
    };
  },
  'there is no indexedDB': () => {
    Object.defineProperty(globalThis, 'indexedDB', { get: () => undefined, configurable: true });
  },
  'touching indexedDB throws': () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      configurable: true,
    });
  },
} as const;

for (const [when, breakIt] of Object.entries(BREAKS)) {
  test.describe(`when ${when}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${String(e.reason)}`));
      });
      await page.addInitScript(breakIt);
    });

    test('the app starts, says boards can not be kept, and the board can still be edited', async ({ page }) => {
      const ed = new EditorPage(page);
      await ed.open();
      await expect(page.getByRole('alert')).toContainText("Couldn't save your board: the browser's storage is blocked");
      await ed.mode('Editor');
      const floor = ed.svg.locator('polygon[data-kind="floor"]').first();
      const [row, col] = await floor.evaluate((el) => [Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col'))]);
      await ed.tool('Brush');
      await ed.paintWith('Wall');
      await ed.drag([[row, col]]);
      await expect(ed.tile(row, col)).toHaveAttribute('data-kind', 'wall');
      await page.getByRole('button', { name: 'My boards', exact: true }).click();
      await expect(page.getByTestId('library')).toBeVisible();
    });
  });
}
