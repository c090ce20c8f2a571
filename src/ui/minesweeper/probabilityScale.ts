// The mine-chance colour scale: a few bands, narrow at the low end where decisions are made (5% against 10% against
// 20% matters; 70% against 80% hardly does), each its own step of a perceptual (OKLCH) ramp in palette.css
// (--prob-0 .. --prob-7). The legend and the tiles read the same table.

/** Upper bounds (inclusive) of bands 0..6; band 7 is a certain mine. Band 0 is a certainly safe tile. */
const UPPER = [0, 0.05, 0.12, 0.25, 0.4, 0.6, 0.999] as const;

export const PROBABILITY_BANDS = UPPER.length + 1;

/** The band (0..7) of a mine chance in 0..1. */
export function probabilityBand(p: number): number {
  for (let b = 0; b < UPPER.length; b++) if (p <= UPPER[b]) return b;
  return UPPER.length;
}

/** A chance as the tile shows it: whole percent, with "<1" and ">99" so neither 0 nor 100 is claimed wrongly. */
export function percentLabel(p: number): string {
  if (p <= 0) return '0';
  if (p >= 1) return '100';
  const whole = Math.round(p * 100);
  if (whole < 1) return '<1';
  if (whole > 99) return '>99';
  return String(whole);
}

/** The legend's entries: each band's range in whole percent, for the text beside its swatch. */
export function legendRanges(): { band: number; from: number; to: number }[] {
  const pct = (v: number) => Math.round(v * 100);
  return Array.from({ length: PROBABILITY_BANDS }, (_, band) => {
    if (band === 0) return { band, from: 0, to: 0 };
    if (band === PROBABILITY_BANDS - 1) return { band, from: 100, to: 100 };
    return { band, from: pct(UPPER[band - 1]), to: pct(UPPER[band]) };
  });
}

/** The hidden tiles with the lowest chance of a mine: the safest guesses (every one of them when several tie). */
export function safestTiles(
  probabilities: Float64Array | Float32Array | readonly number[],
  hidden: (id: number) => boolean,
): number[] {
  let best = Infinity;
  let out: number[] = [];
  for (let id = 0; id < probabilities.length; id++) {
    const p = probabilities[id];
    if (Number.isNaN(p) || !hidden(id)) continue;
    if (p < best - 1e-9) {
      best = p;
      out = [id];
    } else if (Math.abs(p - best) <= 1e-9) out.push(id);
  }
  return out;
}
