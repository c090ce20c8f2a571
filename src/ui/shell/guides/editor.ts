import type { ModeGuide } from './types';

export const editorGuide: ModeGuide = {
  title: 'How to use it',
  lines: [
    'Draw on the board with the chosen tool: void, floor, walls, or floors that cost more to cross.',
    'Settings holds the tools, the board size, import and export, and Play to try the board in another mode.',
  ],
  keys: [
    ['Enter or Space', 'paint the tile'],
    ['Ctrl+Z', 'undo'],
    ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
    ['Shift+drag', 'pan'],
  ],
};
