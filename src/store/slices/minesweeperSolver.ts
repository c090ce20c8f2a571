// Minesweeper's solver (hints, probabilities, a loss's analysis) is not on the first screen: fetched in idle time
// after the first paint (ui/prefetch.ts) or at a game's first click, in time for its end.
import { later } from '../later';

export const solver = later(() => import('../../games/minesweeper/solver'));
