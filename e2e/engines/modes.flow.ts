import { expect } from 'vitest';
import { mode, open, type ModeName } from './app';
import { flow } from './engine';

const MODES: ModeName[] = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'];

flow('every mode loads and draws its board with no page error', async (page) => {
  for (const name of MODES) {
    await open(page);
    await mode(page, name);
    const tiles = await page.evaluate(
      () => document.querySelectorAll('svg[data-testid="board"] polygon[data-row]').length,
    );
    // The tutorial hexagon's 127 tiles (the editor also draws its 42 void cells); shown for the first time, Hero opens
    // its own 9 x 11 room, and Proximity its own 61-tile hexagon, a game of about 30 moves a player.
    expect(tiles, name).toBe({ Editor: 169, Hero: 99, Proximity: 61 }[name as string] ?? 127);
    expect(await page.errors(), `errors in ${name}`).toEqual([]);
  }
});
