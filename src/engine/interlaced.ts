import type { Axial, Interlaced, Orientation } from './types';

// The interlaced storage of the "four kinds of hex maps" article (hexagonArray[pair][half]) and of Proximity's board
// (Coords(row = half, col = pair)). A pair holds two offset lines (columns for flat maps, rows for pointy ones); `half`
// walks down (flat) or across (pointy) the pair in half-hex steps, alternating between its two lines. So the actual
// line is 2 * pair + (half & 1), and the tile beyond along the same line is two halves away.

/** Interlaced to axial: flat lines are columns (q), pointy lines are rows (r). */
export function interlacedToAxial(orientation: Orientation, { half, pair }: Interlaced): Axial {
  const line = 2 * pair + (half & 1);
  const along = (half - line) / 2 + 0;
  return orientation === 'flat' ? { q: line, r: along } : { q: along, r: line };
}

/** Axial to interlaced, the inverse of interlacedToAxial. */
export function axialToInterlaced(orientation: Orientation, a: Axial): Interlaced {
  const line = orientation === 'flat' ? a.q : a.r;
  const along = orientation === 'flat' ? a.r : a.q;
  return { half: 2 * along + line + 0, pair: line >> 1 };
}

// Proximity's directional helpers, named as they look on its flat-topped board. They are pure storage steps, so on a
// pointy ("horizontal") map the same steps point the transposed way: top is left, topRight is bottom-left, and so on.
const side = (i: Interlaced, dPair: number, dHalf: number): Interlaced => ({
  half: i.half + dHalf,
  pair: i.pair + dPair - 1 + (i.half & 1),
});

/** The tile above on a flat map (Proximity's topOf: two halves back). */
export const topOf = (i: Interlaced): Interlaced => ({ half: i.half - 2, pair: i.pair });
/** The tile below on a flat map (Proximity's bottomOf). */
export const bottomOf = (i: Interlaced): Interlaced => ({ half: i.half + 2, pair: i.pair });
/** Same half, previous pair: two columns left on a flat map, not a neighbour (Proximity's leftOf). */
export const leftOf = (i: Interlaced): Interlaced => ({ half: i.half, pair: i.pair - 1 });
/** Same half, next pair: two columns right on a flat map, not a neighbour (Proximity's rightOf). */
export const rightOf = (i: Interlaced): Interlaced => ({ half: i.half, pair: i.pair + 1 });
/** Upper-left neighbour on a flat map (Proximity's topLeftOf: even half -> pair - 1, odd half -> same pair). */
export const topLeftOf = (i: Interlaced): Interlaced => side(i, 0, -1);
/** Upper-right neighbour on a flat map (Proximity's topRightOf). */
export const topRightOf = (i: Interlaced): Interlaced => side(i, 1, -1);
/** Lower-left neighbour on a flat map (Proximity's bottomLeftOf). */
export const bottomLeftOf = (i: Interlaced): Interlaced => side(i, 0, 1);
/** Lower-right neighbour on a flat map (Proximity's bottomRightOf). */
export const bottomRightOf = (i: Interlaced): Interlaced => side(i, 1, 1);

/**
 * The six neighbours, clockwise on screen from the upper-left one. For flat maps that is exactly Proximity's
 * getSurroundingCoords order (topLeft, top, topRight, bottomRight, bottom, bottomLeft); pointy maps are the
 * transpose, so the same clockwise walk takes the steps in a different order. Nothing is clipped to a board.
 */
export function interlacedNeighbors(orientation: Orientation, i: Interlaced): Interlaced[] {
  return orientation === 'flat'
    ? [topLeftOf(i), topOf(i), topRightOf(i), bottomRightOf(i), bottomOf(i), bottomLeftOf(i)]
    : [topLeftOf(i), bottomLeftOf(i), bottomOf(i), bottomRightOf(i), topRightOf(i), topOf(i)];
}
