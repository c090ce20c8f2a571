import type { ModeGuide } from './types';

export const proximityGuide: ModeGuide = {
  title: 'How to play',
  lines: [
    'Take turns placing numbered tiles on empty floor.',
    'A tile next to your own strengthens them by one; next to a weaker enemy tile, it captures it.',
    'When the board is full, the biggest total strength wins.',
  ],
  keys: [
    ['Enter or Space', 'place your tile'],
    ['U', 'undo'],
    ['N', 'new game'],
  ],
  optionalKeys: [['1–5', 'choose a tile from your hand (Proximity 2)']],
};
