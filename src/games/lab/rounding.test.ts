import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialRound } from '../../engine';
import { roundingSteps } from './rounding';

describe('cube rounding, step by step', () => {
  it('lands on the hex the engine rounds to, and recomputes the coordinate that moved most', () => {
    const frac = fc.double({ min: -500, max: 500, noNaN: true });
    fc.assert(
      fc.property(frac, frac, (fq, fr) => {
        const steps = roundingSteps(fq, fr);
        const engine = axialRound(fq, fr);
        expect(steps.hex).toEqual({ q: engine.q + 0, r: engine.r + 0 });
        const { diff, recomputed } = steps;
        for (const other of ['q', 'r', 's'] as const) expect(diff[recomputed]).toBeGreaterThanOrEqual(diff[other]);
        // The other two keep their rounded values.
        const cube = { q: steps.hex.q, r: steps.hex.r, s: -steps.hex.q - steps.hex.r };
        for (const kept of (['q', 'r', 's'] as const).filter((k) => k !== recomputed))
          expect(cube[kept] + 0).toBe(steps.rounded[kept] + 0);
      }),
    );
  });

  it('says which coordinate it rebuilt in a case worked by hand', () => {
    // (0.4, 0.4, -0.8) rounds to (0, 0, -1): s moved 0.2, q and r 0.4 each; q is not strictly the largest, so r is rebuilt.
    const steps = roundingSteps(0.4, 0.4);
    expect(steps.rounded).toEqual({ q: 0, r: 0, s: -1 });
    expect(steps.recomputed).toBe('r');
    expect(steps.hex).toEqual({ q: 0, r: 1 });
  });
});
