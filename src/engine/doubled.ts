import type { Axial, Doubled, Orientation } from './types';

// Red Blob: "Doubled coordinates". Pointy layouts double the width (dcol steps by 2 along a row), flat layouts double
// the height (drow steps by 2 down a column); either way dcol + drow is always even.

/** Axial to doubled: doubled width for pointy, doubled height for flat (Red Blob: "Doubled coordinates"). */
export function axialToDoubled(orientation: Orientation, { q, r }: Axial): Doubled {
  return orientation === 'pointy' ? { dcol: 2 * q + r, drow: r } : { dcol: q, drow: 2 * r + q };
}

/** Doubled to axial, the inverse of axialToDoubled (Red Blob: "Doubled coordinates"). */
export function doubledToAxial(orientation: Orientation, { dcol, drow }: Doubled): Axial {
  return orientation === 'pointy' ? { q: (dcol - drow) / 2 + 0, r: drow } : { q: dcol, r: (drow - dcol) / 2 + 0 };
}
