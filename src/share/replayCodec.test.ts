import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import LZString from 'lz-string';
import { filledLevel } from '../engine';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { packReplay, unpackReplay, type SharedReplay } from './replayCodec';
import type { SharedState } from './types';

const SLOW = 60_000;

/** A board with some void cells, so floors are not every cell. */
const levelArb = fc
  .record({ rows: fc.integer({ min: 1, max: 20 }), cols: fc.integer({ min: 1, max: 30 }) })
  .chain(({ rows, cols }) =>
    fc.array(fc.array(fc.constantFrom(-1, 0, 0, 0, 1), { minLength: cols, maxLength: cols }), {
      minLength: rows,
      maxLength: rows,
    }),
  );

const floorsOf = (level: number[][]) =>
  level.flatMap((line, r) => line.flatMap((v, c) => (v === 0 ? [r * line.length + c] : [])));

/** Any replay on the board: actions on floor cells (undo anywhere), nondecreasing times, mines or none. */
const replayStateArb: fc.Arbitrary<SharedState> = levelArb
  .filter((level) => floorsOf(level).length > 0)
  .chain((level) => {
    const floors = floorsOf(level);
    const action = fc.oneof(
      fc.record({
        kind: fc.constantFrom('open' as const, 'flag' as const),
        cell: fc.constantFrom(...floors),
        dt: fc.integer({ min: 0, max: 60_000 }),
      }),
      fc.record({ kind: fc.constant('undo' as const), cell: fc.constant(0), dt: fc.integer({ min: 0, max: 5000 }) }),
    );
    return fc
      .record({
        actions: fc.array(action, { maxLength: 60 }),
        marks: fc.boolean(),
        mineMarks: fc.option(fc.array(fc.boolean(), { minLength: floors.length, maxLength: floors.length }), {
          nil: null,
        }),
        seed: fc.integer({ min: 0, max: 0xffffffff }),
        rule: fc.constantFrom('zero' as const, 'safe' as const),
        mines: fc.integer({ min: 0, max: floors.length }),
      })
      .map(({ actions, marks, mineMarks, seed, rule, mines }) => {
        let t = 0;
        const minesAt = mineMarks ? floors.filter((_, k) => mineMarks[k]) : null;
        const replay: SharedReplay = {
          marks,
          mines: minesAt,
          actions: actions.map(({ kind, cell, dt }) => ({ kind, cell, t: (t += dt) })),
        };
        return {
          mode: 'minesweeper' as const,
          orientation: 'pointy' as const,
          parity: 'odd' as const,
          hexSize: 24,
          level,
          minesweeper: {
            mines: minesAt ? minesAt.length : mines,
            seed,
            noGuess: minesAt !== null,
            firstClickRule: rule,
            replay,
          },
        };
      });
  });

describe('a replay link', () => {
  it(
    'opens every replay exactly as it was shared',
    () => {
      fc.assert(
        fc.property(replayStateArb, (state) => {
          expect(decodeShare(encodeShare(state))).toEqual({ ok: true, state });
        }),
        { numRuns: 1000 },
      );
    },
    SLOW,
  );

  it('keeps an Expert game of 300 moves, each near the last, under 2,000 characters', () => {
    const level = filledLevel(16, 30);
    let t = 0;
    let cell = 200;
    const steps = [1, -1, 30, -30, 31, -29, 2];
    const actions = Array.from({ length: 300 }, (_, i) => {
      cell = Math.min(479, Math.max(0, cell + steps[(i * 5) % steps.length]));
      return { kind: i % 4 === 3 ? ('flag' as const) : ('open' as const), cell, t: (t += 150 + ((i * 53) % 400)) };
    });
    const state: SharedState = {
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level,
      minesweeper: {
        mines: 99,
        seed: 123456789,
        noGuess: false,
        firstClickRule: 'zero',
        replay: { marks: false, mines: null, actions },
      },
    };
    const query = encodeShare(state);
    expect(query.length).toBeLessThan(2000);
    expect(decodeShare(query)).toEqual({ ok: true, state });
  });

  it('reads old links without a first-click rule as they were, and refuses an unknown rule', () => {
    const state: SharedState = {
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(3, 3),
      minesweeper: { mines: 1, seed: 1, noGuess: false },
    };
    const query = encodeShare(state);
    expect(query).not.toContain('first=');
    expect(decodeShare(query)).toEqual({ ok: true, state });
    expect(decodeShare(`${query}&first=lucky`)).toEqual({
      ok: false,
      error: { kind: 'notOneOf', field: 'firstClickRule', value: 'lucky', options: ['zero', 'safe'] },
    });
  });

  const board = { cols: 4, cells: 12, isFloor: (c: number) => c !== 5 };

  it('refuses a move off the floor, the wrong number of mines, or a link with both progress and a replay', () => {
    const off = packReplay({ marks: false, mines: null, actions: [{ kind: 'open', cell: 5, t: 0 }] }, 12);
    expect(unpackReplay(off, board, 1)).toEqual({
      ok: false,
      error: { kind: 'replayMoveNotFloor', move: 1, cell: '1-1' },
    });
    const mines = packReplay({ marks: false, mines: [0, 1], actions: [] }, 12);
    expect(unpackReplay(mines, board, 3)).toEqual({
      ok: false,
      error: { kind: 'replayMineCount', mines: 2, board: 3 },
    });
    const state: SharedState = {
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(3, 4),
      minesweeper: { mines: 1, seed: 1, noGuess: false, progress: { firstClick: 0, revealed: [], flagged: [] } },
    };
    expect(decodeShare(`${encodeShare(state)}&rp=${off}`)).toMatchObject({
      ok: false,
      error: { kind: 'progressAndReplay' },
    });
  });

  it(
    'never throws on random text or random packed bytes, and gives a reason for whatever it refuses',
    () => {
      const replayKinds = [
        'tooLong',
        'unpackFailed',
        'replayDamaged',
        'replayNewer',
        'replayMoveNotFloor',
        'replayMineNotFloor',
        'replayMineCount',
      ];
      const wellFormed = (r: ReturnType<typeof unpackReplay>) =>
        r.ok ? Array.isArray(r.value.actions) : replayKinds.includes(r.error.kind);
      fc.assert(
        fc.property(fc.string({ maxLength: 300 }), (s) => wellFormed(unpackReplay(s, board, 2))),
        { numRuns: 3000 },
      );
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          const data = LZString.compressToEncodedURIComponent(String.fromCharCode(...bytes));
          return wellFormed(unpackReplay(data, board, 2));
        }),
        { numRuns: 3000 },
      );
      // Bytes that start like a replay get further into the reader before they go wrong.
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 3 }), fc.uint8Array({ maxLength: 60 }), (flags, rest) => {
          const data = LZString.compressToEncodedURIComponent(String.fromCharCode(1, flags, ...rest));
          return wellFormed(unpackReplay(data, board, 2));
        }),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );
});

describe('when a replay link would cost more to watch than its board allows', () => {
  const board = { cols: 250, cells: 62_500, isFloor: () => true };
  const undos = (n: number): SharedReplay => ({
    marks: false,
    mines: null,
    actions: Array.from({ length: n }, (_, i) => ({ kind: 'undo' as const, cell: 0, t: i })),
  });
  it('reads 400 undos on a 250 x 250 board and refuses the 401st', () => {
    expect(unpackReplay(packReplay(undos(400), 62_500), board, 10).ok).toBe(true);
    expect(unpackReplay(packReplay(undos(401), 62_500), board, 10)).toEqual({
      ok: false,
      error: { kind: 'replayDamaged', why: { what: 'tooManyUndos' } },
    });
  });
});
