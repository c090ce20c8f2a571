// Builders for the codec's tests: any valid SharedState, shaped so that decoding gives back exactly what went in.
import fc from 'fast-check';
import { isFloorValue } from '../games/editor/limits';
import { levelArb } from '../games/editor/testing';
import { TUTORIAL_HEXAGON } from '../engine';
import { encodeShare } from './encode';
import type { FieldCodec } from './fieldCodec';
import { fail, unpacked } from './fields';
import { packBits, unpackBits } from './pack';
import type { LinkField } from './problems';
import { MAX_HEX_SIZE, MAX_SEED, MIN_HEX_SIZE, type SharedState } from './types';
import { linkModes } from './linkFields';
import { P2_SLOTS, PROXIMITY_PLAYERS } from './fields/proximity';

const floorsOf = (level: number[][]): number[] => {
  const cols = level[0].length;
  const out: number[] = [];
  level.forEach((line, r) => line.forEach((v, c) => isFloorValue(v) && out.push(r * cols + c)));
  return out;
};

const minesweeperArb = (floors: number[]): fc.Arbitrary<SharedState['minesweeper']> => {
  const progress =
    floors.length === 0
      ? fc.constant(undefined)
      : fc.option(
          fc
            .record({
              first: fc.constantFrom(...floors),
              marks: fc.array(fc.constantFrom(0, 1, 2), { minLength: floors.length, maxLength: floors.length }),
            })
            .map(({ first, marks }) => ({
              firstClick: first,
              revealed: floors.filter((_, k) => marks[k] === 1),
              flagged: floors.filter((_, k) => marks[k] === 2),
            })),
          { nil: undefined },
        );
  return fc
    .record({
      mines: fc.integer({ min: 0, max: floors.length }),
      seed: fc.integer({ min: 0, max: MAX_SEED }),
      noGuess: fc.boolean(),
      progress,
      layout: fc.subarray(floors),
    })
    .map(({ progress: p, layout, ...rest }) => {
      if (!p) return rest;
      // A no-guess game in progress carries its mines (sorted, as decoding gives them back).
      return rest.noGuess
        ? { ...rest, mines: layout.length, progress: { ...p, mines: layout } }
        : { ...rest, progress: p };
    });
};

const heroArb = (floors: number[], rows: number, cols: number): fc.Arbitrary<SharedState['hero']> =>
  floors.length === 0
    ? fc.constant(undefined)
    : fc
        .record({
          tile: fc.constantFrom(...floors),
          target: fc.option(fc.record({ row: fc.nat(rows - 1), col: fc.nat(cols - 1) }), { nil: undefined }),
        })
        .map(({ tile, target }) => {
          const at = { row: Math.floor(tile / cols), col: tile % cols };
          return target ? { tile: at, target } : { tile: at };
        });

const proximityArb = (floors: number[]): fc.Arbitrary<SharedState['proximity']> =>
  fc
    .record({
      seed: fc.integer({ min: 0, max: MAX_SEED }),
      rules: fc.constantFrom('classic' as const, 'p2' as const),
      players: fc.array(fc.constantFrom(...PROXIMITY_PLAYERS), { minLength: 2, maxLength: 4 }),
      order: fc.shuffledSubarray(floors),
      slots: fc.array(fc.nat(P2_SLOTS - 1), { minLength: floors.length, maxLength: floors.length }),
    })
    .map(({ order, slots, rules, ...rest }) => ({
      ...rest,
      rules,
      moves: order.map((cell, k) => (rules === 'p2' ? cell * P2_SLOTS + slots[k] : cell)),
    }));

/** Any valid SharedState on boards up to maxSide x maxSide. */
export const sharedStateArb = (maxSide = 16): fc.Arbitrary<SharedState> =>
  levelArb(maxSide, maxSide).chain((level) => {
    const floors = floorsOf(level);
    return fc
      .record({
        // every mode a link may name: the listed ones, and a later mode's once its field has joined
        mode: fc.constantFrom(...linkModes()),
        orientation: fc.constantFrom('pointy' as const, 'flat' as const),
        parity: fc.constantFrom('odd' as const, 'even' as const),
        hexSize: fc.integer({ min: MIN_HEX_SIZE, max: MAX_HEX_SIZE }),
        minesweeper: fc.option(minesweeperArb(floors), { nil: undefined }),
        hero: fc.option(heroArb(floors, level.length, level[0].length), { nil: undefined }),
        proximity: fc.option(proximityArb(floors), { nil: undefined }),
      })
      .map((s) => {
        const state: SharedState = {
          mode: s.mode,
          orientation: s.orientation,
          parity: s.parity,
          hexSize: s.hexSize,
          level,
        };
        if (s.minesweeper) state.minesweeper = s.minesweeper;
        if (s.hero) state.hero = s.hero;
        if (s.proximity) state.proximity = s.proximity;
        return state;
      });
  });

/** The tutorial's hexagon with a game of every mode: a link that carries every part. */
export const tutorial: SharedState = {
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: TUTORIAL_HEXAGON,
  minesweeper: { mines: 20, seed: 42, noGuess: false, progress: { firstClick: 84, revealed: [84, 85], flagged: [3] } },
  hero: { tile: { row: 6, col: 6 }, target: { row: 0, col: 3 } },
  proximity: { seed: 5, rules: 'classic', players: ['human', 'hard'], moves: [84, 3] },
};
export const good = encodeShare(tutorial);
/** The tutorial's link with one parameter replaced (or removed, with null). */
export const withParam = (name: string, value: string | null) => {
  const parts = good.split('&').filter((p) => !p.startsWith(`${name}=`));
  return value === null ? parts.join('&') : [...parts, `${name}=${value}`].join('&');
};

/**
 * A small mode of the tests' own (registered by a test, never by the app): tiles ticked on the board, in a packed `tl=`
 * field.
 */
export interface Tally {
  ticked: number[];
}
// A mode of the app's declares its field's label (LinkLabels) and the catalogue words it; the test's has no catalogue.
export const TICKS = 'tallyTicks' as LinkField;
export const tallyField: FieldCodec<Tally> = {
  mode: 'tally',
  params: ['tl'],
  write: (field, { rows, cols }) => [['tl', packBits(field.ticked, rows * cols)]],
  read(f, board) {
    if (!f.has('tl')) return undefined;
    const ticked = unpacked(unpackBits(f.raw('tl', TICKS), board.rows * board.cols, TICKS));
    const off = ticked.find((i) => !board.isFloor(i));
    if (off !== undefined)
      fail({ kind: 'notFloor', field: TICKS, cell: `${Math.floor(off / board.cols)}-${off % board.cols}` });
    return { ticked };
  },
};
