import type { Axial } from '../../engine';

export type CubeAxis = 'q' | 'r' | 's';

/** Cube rounding step by step (Red Blob: "Rounding"), for the Lab to show under the pointer. */
export interface RoundingSteps {
  /** the fractional cube coordinates, s = -q - r */
  readonly fractional: Record<CubeAxis, number>;
  /** each rounded on its own */
  readonly rounded: Record<CubeAxis, number>;
  /** how far each moved */
  readonly diff: Record<CubeAxis, number>;
  /** the one that moved most, recomputed from the other two (ties go to s, as the engine does) */
  readonly recomputed: CubeAxis;
  /** the hex */
  readonly hex: Axial;
}

/** Round fractional axial coordinates the engine's way, keeping every intermediate value. */
export function roundingSteps(fq: number, fr: number): RoundingSteps {
  const fs = -fq - fr;
  const rounded = { q: Math.floor(fq + 0.5), r: Math.floor(fr + 0.5), s: Math.floor(fs + 0.5) };
  const diff = { q: Math.abs(rounded.q - fq), r: Math.abs(rounded.r - fr), s: Math.abs(rounded.s - fs) };
  const recomputed: CubeAxis = diff.q > diff.r && diff.q > diff.s ? 'q' : diff.r > diff.s ? 'r' : 's';
  const hex =
    recomputed === 'q'
      ? { q: -rounded.r - rounded.s, r: rounded.r }
      : recomputed === 'r'
        ? { q: rounded.q, r: -rounded.q - rounded.s }
        : { q: rounded.q, r: rounded.r };
  return { fractional: { q: fq, r: fr, s: fs }, rounded, diff, recomputed, hex: { q: hex.q + 0, r: hex.r + 0 } };
}
