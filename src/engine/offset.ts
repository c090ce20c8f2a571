import type { Axial, Offset, OffsetSettings } from './types';

// Red Blob: "Offset coordinates". Pointy layouts shift rows (odd-r / even-r), flat layouts shift columns (odd-q / even-q).

/** Offset (levelData row, col) to axial, for the layout's orientation and parity. */
export function offsetToAxial(layout: OffsetSettings, { row, col }: Offset): Axial {
  if (layout.orientation === 'pointy') {
    const shift = layout.parity === 'odd' ? (row - (row & 1)) / 2 : (row + (row & 1)) / 2;
    return { q: col - shift, r: row };
  }
  const shift = layout.parity === 'odd' ? (col - (col & 1)) / 2 : (col + (col & 1)) / 2;
  return { q: col, r: row - shift };
}

/** Axial to offset (levelData row, col), for the layout's orientation and parity. */
export function axialToOffset(layout: OffsetSettings, { q, r }: Axial): Offset {
  if (layout.orientation === 'pointy') {
    const shift = layout.parity === 'odd' ? (r - (r & 1)) / 2 : (r + (r & 1)) / 2;
    return { row: r, col: q + shift };
  }
  const shift = layout.parity === 'odd' ? (q - (q & 1)) / 2 : (q + (q & 1)) / 2;
  return { row: r + shift, col: q };
}
