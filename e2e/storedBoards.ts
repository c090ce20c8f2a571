// The player's boards as IndexedDB holds them now, read from the page (not through the app).
import type { Page } from '@playwright/test';

export type Cell = [number, number];
interface Stored {
  name: string;
  level: number[][];
}

/** The boards in IndexedDB as stored now, read from the page. */
export const stored = (page: Page): Promise<Stored[]> =>
  page.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const open = indexedDB.open('hexlab');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('boards');
          const keys = tx.objectStore('boards').getAllKeys();
          const values = tx.objectStore('boards').getAll();
          tx.oncomplete = () => {
            db.close();
            const boards = keys.result.flatMap((k, i) => {
              const v = values.result[i] as { name: string; board: string };
              return String(k).startsWith('board:')
                ? [{ name: v.name, level: (JSON.parse(v.board) as { level: number[][] }).level }]
                : [];
            });
            resolve(boards);
          };
        };
      }),
  );

const WALL = 1;
/** How many of these cells are walls in the one stored board (-1 when there is not exactly one). */
export const wallsStored = async (page: Page, cells: Cell[]) => {
  const boards = await stored(page);
  return boards.length === 1 ? cells.filter(([r, c]) => boards[0].level[r]?.[c] === WALL).length : -1;
};
