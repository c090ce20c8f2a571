// Watching a long replay: a 250 x 250 board and flag actions all over it, as a 3,257-character link can carry. Before
// issue 32 every seek but a step forward replayed from step 0 with a copy of the board per action ("Close replay" on
// 200,000 flags blocked the page for 97 s); now a seek moves a cursor from where it is or from a keyframe. The old
// way is kept here as `replayTo` from step 0 (still the reference the tests compare with), on 20,000 actions.
// Figures are printed as [replay] lines as well as in vitest's table.
import { bench, describe } from 'vitest';
import { filledLevel } from '../src/engine';
import { replayTo, type Replay } from '../src/games/minesweeper/replay';
import { seededRandom } from '../src/games/random';
import { useHexlab } from '../src/store';

const SIDE = 250;
const s = () => useHexlab.getState();
s().setLevel(filledLevel(SIDE, SIDE), 'custom');
const board = s().board;

function flags(n: number): Replay {
  const rand = seededRandom(7);
  const actions = Array.from({ length: n }, (_, i) => ({
    kind: 'flag' as const,
    tile: Math.floor(rand() * board.size),
    t: i * 10,
  }));
  return { config: { mines: 10_000, seed: 3, marks: false }, noGuess: false, mines: null, actions };
}

const time = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const median = (f: () => number) => [0, 1, 2].map(f).sort((a, b) => a - b)[1];

/** Open the replay at step 0, then run `then` on it: what the app does when "Close replay" or a seek is pressed. */
const watched = (r: Replay, then: () => void) => {
  s().minesweeperOpenReplay({ ...r });
  return time(then);
};

describe('seeking in a replay on a 250 x 250 board', () => {
  const big = flags(200_000);
  const mid = flags(20_000);
  const close = median(() => watched(big, () => s().minesweeperCloseReplay()));
  const back = median(
    () => watched(big, () => s().minesweeperReplaySeek(200_000)) * 0 + time(() => s().minesweeperReplaySeek(199_999)),
  );
  const oldClose = median(() => time(() => void replayTo(board, mid, 20_000)));
  const oldBack = median(() => time(() => void replayTo(board, mid, 19_999)));
  console.log(`[replay] "Close replay" from step 0, 200,000 flags: ${Math.round(close)} ms (median of 3)`);
  console.log(`[replay] one step back from the end of 200,000 flags: ${Math.round(back)} ms`);
  console.log(
    `[replay] the old seek (from step 0), 20,000 flags: to the end ${Math.round(oldClose)} ms, one back from the end ${Math.round(oldBack)} ms`,
  );
  bench('"Close replay" from step 0, 200,000 flags', () => void watched(big, () => s().minesweeperCloseReplay()), {
    iterations: 3,
    time: 0,
    warmupIterations: 0,
  });
  bench('old seek from step 0, 20,000 flags', () => void replayTo(board, mid, 20_000), {
    iterations: 3,
    time: 0,
    warmupIterations: 0,
  });
});
