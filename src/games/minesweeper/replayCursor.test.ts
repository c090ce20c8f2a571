import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filledLevel, makeBoard } from '../../engine';
import { replayTo, type Replay, type ReplayAction } from './replay';
import { replayCursor } from './replayCursor';
import type { MinesweeperState } from './model';

const board = makeBoard(filledLevel(9, 9), { orientation: 'pointy', parity: 'odd' });

const actionArb: fc.Arbitrary<ReplayAction> = fc.record({
  kind: fc.constantFrom('open', 'open', 'flag', 'undo') as fc.Arbitrary<ReplayAction['kind']>,
  tile: fc.integer({ min: 0, max: board.size - 1 }),
  t: fc.constant(0),
});
const replayArb = fc
  .record({
    seed: fc.integer({ min: 0, max: 1000 }),
    marks: fc.boolean(),
    actions: fc.array(actionArb, { maxLength: 400 }),
  })
  .map(({ seed, marks, actions }): Replay => ({
    config: { mines: 15, seed, marks },
    noGuess: false,
    mines: null,
    actions,
  }));

const plain = (s: MinesweeperState | null) => s && { ...s, view: Array.from(s.view) };

describe('seeking in a replay', () => {
  it('shows exactly the position replaying from the start gives, in any order of seeks', () => {
    fc.assert(
      fc.property(
        replayArb,
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 12 }),
        (r, seeks) => {
          const cursor = replayCursor(board, r);
          for (const step of seeks) {
            const got = cursor.seek(step);
            const want = replayTo(board, r, step);
            expect(plain(got.state)).toEqual(plain(want.state));
            expect(plain(got.before)).toEqual(plain(want.before));
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  const flags = (n: number): Replay => ({
    config: { mines: 15, seed: 3, marks: true },
    noGuess: false,
    mines: null,
    actions: Array.from({ length: n }, (_, i) => ({ kind: 'flag' as const, tile: i % board.size, t: i })),
  });

  it('costs the steps it moves going forward, from where it is', () => {
    const cursor = replayCursor(board, flags(2_000));
    cursor.seek(500);
    expect(cursor.applied).toBe(500);
    cursor.seek(1_200);
    expect(cursor.applied).toBe(1_200);
    cursor.seek(2_000);
    expect(cursor.applied).toBe(2_000);
  });

  it('going back, costs at most the actions between two keyframes', () => {
    const cursor = replayCursor(board, flags(2_000));
    cursor.seek(2_000);
    for (const to of [1_999, 1_000, 3, 1_500]) {
      const before = cursor.applied;
      cursor.seek(to);
      expect(cursor.applied - before).toBeLessThanOrEqual(cursor.every);
    }
  });
});
