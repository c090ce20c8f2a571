import { memo } from 'react';
import type { LevelData } from '../../engine';

/** At most this many cells a side are drawn: a 250 x 250 board is sampled, one square per block of cells. */
const CELLS = 32;

/** A small picture of a board: floors light, walls dark, costly floors tinted, no tile left out. */
export const Thumbnail = memo(function Thumbnail({ level }: { level: LevelData }) {
  const rows = level.length;
  const cols = level[0]?.length ?? 0;
  const step = Math.max(1, Math.ceil(Math.max(rows, cols) / CELLS));
  const cells: React.ReactNode[] = [];
  for (let r = 0; r < rows; r += step) {
    for (let c = 0; c < cols; c += step) {
      const v = level[r][c];
      if (v < 0) continue;
      const x = c / step + ((r / step) % 2) * 0.5;
      cells.push(
        <rect
          key={`${r}-${c}`}
          x={x}
          y={r / step}
          width={1}
          height={1}
          className={v === 1 ? 'thumb-wall' : v > 1 ? 'thumb-cost' : 'thumb-floor'}
        />,
      );
    }
  }
  return (
    <svg
      className="library-thumb"
      viewBox={`0 0 ${Math.ceil(cols / step) + 0.5} ${Math.ceil(rows / step)}`}
      aria-hidden="true"
      preserveAspectRatio="xMidYMid meet"
    >
      {cells}
    </svg>
  );
});
