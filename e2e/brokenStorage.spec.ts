// Storage that fails: IndexedDB that throws on open, whose open request errors, that is missing, or that
// throws when touched, as private modes and blocked storage do. The app starts with a working board, says its boards
// can't be kept (role="alert"), and leaves no unhandled rejection (each is logged as a console error here, and the
// fixture fails on console and page errors).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
import { stored, wallsStored, type Cell } from './storedBoards';

const BREAKS = {
  'indexedDB.open throws': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  'its open request errors': () => {
    IDBFactory.prototype.open = function () {
      // A request that fails as a blocked database's does: an error event, and `error` set.
      const request = Object.assign(new EventTarget(), {
        result: undefined,
        error: new DOMException('Storage is blocked.', 'UnknownError'),
        readyState: 'pending',
      });
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
      const [row, col] = await floor.evaluate((el) => [
        Number(el.getAttribute('data-row')),
        Number(el.getAttribute('data-col')),
      ]);
      await ed.tool('Brush');
      await ed.paintWith('Wall');
      await ed.drag([[row, col]]);
      await expect(ed.tile(row, col)).toHaveAttribute('data-kind', 'wall');
      await page.getByRole('button', { name: 'My boards', exact: true }).click();
      await expect(page.getByTestId('library')).toBeVisible();
    });
  });
}

// IndexedDB that closes mid-transaction, as private modes and cleared or blocked storage do: the board's write is
// aborted, and the connection is closed without the 'close' event (as Safari does at times), so a page that keeps it
// finds every later transaction refused. `__idb.closing` counts the writes of boards still to be broken that way.
test.describe('when IndexedDB closes mid-transaction', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${String(e.reason)}`));
      const w = window as unknown as { __idb: { closing: number } };
      w.__idb = { closing: 0 };
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const request = put.apply(this, args);
        if (w.__idb.closing > 0 && String(args[1]).startsWith('board:')) {
          w.__idb.closing--;
          this.transaction.db.close();
          this.transaction.abort();
        }
        return request;
      };
    });
  });

  const floorsOf = async (ed: EditorPage): Promise<Cell[]> =>
    Object.entries(await ed.kinds())
      .filter(([, k]) => k === 'floor')
      .map(([key]) => key.split(',').map(Number) as Cell);

  async function editorWithStoredBoard(page: Page) {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await expect.poll(() => stored(page).then((b) => b.length)).toBe(1);
    await ed.tool('Brush');
    await ed.paintWith('Wall');
    return { ed, cells: (await floorsOf(ed)).slice(0, 2) };
  }
  const closeNext = (page: Page, writes: number) =>
    page.evaluate((n) => ((window as unknown as { __idb: { closing: number } }).__idb.closing = n), writes);

  test('once: the edit is still saved, over a new connection', async ({ page }) => {
    const { ed, cells } = await editorWithStoredBoard(page);
    await closeNext(page, 1);
    await ed.drag([cells[0]]);
    await expect(ed.tile(...cells[0])).toHaveAttribute('data-kind', 'wall');
    await expect.poll(() => wallsStored(page, cells.slice(0, 1))).toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('at every write: the player is told, the edits stay on screen, and all of them are saved once storage works again', async ({
    page,
  }) => {
    const { ed, cells } = await editorWithStoredBoard(page);
    await closeNext(page, 1_000);
    await ed.drag([cells[0]]);
    await expect(page.getByRole('alert')).toContainText("Couldn't save your board: the browser's storage is blocked");
    await expect(ed.tile(...cells[0])).toHaveAttribute('data-kind', 'wall');
    expect(await wallsStored(page, cells)).toBe(0);
    await closeNext(page, 0);
    await ed.drag([cells[1]]);
    await expect.poll(() => wallsStored(page, cells)).toBe(2);
  });
});
