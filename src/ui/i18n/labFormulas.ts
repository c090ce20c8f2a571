// The Lab's formulas that are pure maths, the same in every language; each language's labTopics.ts adds the lines
// that have words in them. (The compass names the Lab and Hero share are in compass.ts.)
import type { Orientation, Parity } from '../../engine';

/** Offset to axial and back, for the layout: `q = col − (row − (row & 1)) / 2,   r = row` and its inverse. */
export function conversionFormula({ orientation, parity }: { orientation: Orientation; parity: Parity }): string[] {
  const pointy = orientation === 'pointy';
  const [line, other] = pointy ? ['row', 'col'] : ['col', 'row'];
  const [a, b] = pointy ? ['r', 'q'] : ['q', 'r'];
  const sign = parity === 'odd' ? '−' : '+';
  return [
    `${b} = ${other} − (${line} ${sign} (${line} & 1)) / 2,   ${a} = ${line}`,
    `${other} = ${b} + (${a} ${sign} (${a} & 1)) / 2,   ${line} = ${a}`,
  ];
}

export const DISTANCE_FORMULA = ['d = (|Δq| + |Δr| + |Δs|) / 2 = max(|Δq|, |Δr|, |Δs|),   s = −q − r'];

export const hexToPixelFormula = (orientation: Orientation) =>
  orientation === 'pointy'
    ? ['x = size · (√3 · q + √3/2 · r)', 'y = size · (3/2 · r)']
    : ['x = size · (3/2 · q)', 'y = size · (√3/2 · q + √3 · r)'];

/** The fractional axial coordinates of a point (the rounding that follows has words). */
export const pixelToHexFormula = (orientation: Orientation) =>
  orientation === 'pointy'
    ? ['q = (√3/3 · x − 1/3 · y) / size', 'r = (2/3 · y) / size']
    : ['q = (2/3 · x) / size', 'r = (−1/3 · x + √3/3 · y) / size'];

export const LINE_FORMULA = ['N = distance(a, b)', 'hexᵢ = round(a + (b − a) · i / N),   i = 0 … N'];
export const RANGE_BOUNDS = ['−N ≤ Δq ≤ N', 'max(−N, −Δq − N) ≤ Δr ≤ min(N, −Δq + N)'];
export const INTERSECT_FORMULA = [
  'max(qᵢ) − N ≤ q ≤ min(qᵢ) + N',
  'max(rᵢ) − N ≤ r ≤ min(rᵢ) + N',
  'max(sᵢ) − N ≤ s ≤ min(sᵢ) + N',
];
