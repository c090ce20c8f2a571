import type { ModeGuide } from './types';

export const minesweeperGuide: ModeGuide = {
  title: 'How to play',
  lines: [
    'Tap or click a tile to reveal it; a number says how many of its six neighbours hide a mine.',
    'Flag the tiles you are sure of: right click, a long press, or Flag mode on a touch screen.',
    'On a number whose mines are all flagged, reveal it again to open every other neighbour (a chord).',
    'Reveal every tile without a mine to win.',
  ],
  keys: [
    ['Enter or Space', 'reveal; on a number, chord'],
    ['F', 'flag'],
    ['N', 'new game'],
    ['R', 'restart'],
  ],
};
