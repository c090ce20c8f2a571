import type { ModeGuide } from './types';

export const heroGuide: ModeGuide = {
  title: 'How to play',
  lines: [
    'Walk the hero freely with the six direction keys (or the pad on a touch screen); walls stop it.',
    'Tap or click a tile to walk there along the cheapest path: the path and its cost show above the board.',
    'Settings shows how the search works: the tiles it looked at, the costs, and other searches to compare.',
  ],
  keys: [
    ['A W E D X Z / Q W E A S D', 'hold to walk (two at once for the directions between)'],
    ['Enter or Space', 'walk to the cursor tile'],
  ],
};
