import { expect } from 'vitest';
import { mode, open, type ModeName } from './app';
import { flow } from './engine';

const MODES: ModeName[] = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'];

flow('every mode loads and draws its board with no page error', async (page) => {
  for (const name of MODES) {
    await open(page);
    await mode(page, name);
    const tiles = await page.evaluate(() => document.querySelectorAll('svg[data-testid="board"] polygon[data-row]').length);
    // The tutorial hexagon's 127 tiles (the editor also draws its 42 void cells); Proximity, shown for the first time,
    // offers its own 61-tile hexagon, a game of about 30 moves a player.
    expect(tiles, name).toBe(name === 'Editor' ? 169 : name === 'Proximity' ? 61 : 127);
    expect(await page.errors(), `errors in ${name}`).toEqual([]);
  }
});
