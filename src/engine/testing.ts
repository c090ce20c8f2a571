// Shared fast-check builders for the engine's tests (not exported from the index).
import fc from 'fast-check';
import type { Axial, Interlaced, Orientation, Parity } from './types';

export const ORIENTATIONS: readonly Orientation[] = ['pointy', 'flat'];
const PARITIES: readonly Parity[] = ['odd', 'even'];
/** Every layout: pointy/flat x odd/even, as [name, settings] rows for it.each. */
export const LAYOUTS = ORIENTATIONS.flatMap((orientation) =>
  PARITIES.map((parity) => [`${orientation} ${parity}`, { orientation, parity }] as const),
);

export const coord = (span = 60) => fc.integer({ min: -span, max: span });
export const axialArb = (span = 60): fc.Arbitrary<Axial> => fc.record({ q: coord(span), r: coord(span) });
export const interlacedArb = (span = 60): fc.Arbitrary<Interlaced> =>
  fc.record({ half: coord(span), pair: coord(span) });
