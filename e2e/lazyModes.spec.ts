import { test, expect } from './fixtures';
import { BoardPage } from './pages';
import { MODE_CHUNKS, switchAndPlay, type ModeName } from './modeChecks';

test.describe('when Hexlab opens', () => {
  test("fetches no other mode's code until that mode is first shown, and then each one works", async ({ page }) => {
    test.setTimeout(180_000);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const board = new BoardPage(page);
    await board.open();
    await switchAndPlay(page, 'Minesweeper');
    const modes = Object.keys(MODE_CHUNKS) as Exclude<ModeName, 'Minesweeper'>[];
    for (const [i, mode] of modes.entries()) {
      for (const later of modes.slice(i)) expect(fetched.filter((p) => MODE_CHUNKS[later].test(p)), `${later} before it was shown`).toEqual([]);
      await switchAndPlay(page, mode);
      expect(fetched.filter((p) => MODE_CHUNKS[mode].test(p))).toHaveLength(1);
    }
  });
});
