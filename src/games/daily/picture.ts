// The daily's shape as a few lines of hex characters, for the shared result: the board's outline only, drawn on the
// canonical layout (horizontal, odd), so it is the same picture for everyone and says nothing of where mines are.
import type { DailySpec } from './daily';
import { placeHexes } from './shape';

export const TILE = '⬢';

/** One line a row; odd rows start half a tile in, as the board draws them. */
export function shapePicture(spec: Pick<DailySpec, 'hexes'>): string[] {
  const { level } = placeHexes(spec.hexes, 'pointy', 'odd');
  const lines = level.map(
    (row, i) =>
      (i & 1 ? ' ' : '') +
      row
        .map((v) => (v < 0 ? '  ' : `${TILE} `))
        .join('')
        .trimEnd(),
  );
  // Rows with nothing in them (the grid starts on an even row) are left out.
  return lines.filter((l) => l.trim() !== '');
}
