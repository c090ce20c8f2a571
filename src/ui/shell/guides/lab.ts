import type { ModeGuide } from './types';

export const labGuide: ModeGuide = {
  title: 'What this shows',
  lines: [
    'Every tile of the board in the coordinate system you pick: offset, cube, axial or doubled.',
    'Point at a tile (tap it on a touch screen) to see its neighbours and its coordinates in every system.',
    'Settings holds the tools (lines, rings, field of view...) and the code behind what you see.',
  ],
  keys: [['Enter or Space', 'select the tile']],
};
