import { useMemo } from 'react';
import { HIDDEN, MARKED } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { legendRanges, safestTiles } from './probabilityScale';
import { useFormat, useT } from '../i18n';

/** Past this many tied safest tiles the ring would be noise (an opening board): none is ringed. */
const MAX_SAFEST = 12;

/**
 * While the probabilities are on: rings the safest hidden tile. (The tiles' percentages show where the board is marked
 * `data-large-tiles`, board/tileScale.ts.)
 */
export function ProbabilityMarks() {
  const { geometry, board } = useBoardContext();
  const probabilities = useHexlab((s) => s.minesweeper.probabilities);
  const view = useHexlab((s) => s.minesweeper.game.view);
  const safest = useMemo(
    () =>
      probabilities
        ? safestTiles(probabilities, (id) => id < board.size && (view[id] === HIDDEN || view[id] === MARKED))
        : [],
    [probabilities, view, board],
  );
  return (
    <g>
      {safest.length <= MAX_SAFEST &&
        safest.map((id) => (
          <polygon
            key={id}
            points={geometry.points[id]}
            className="mark prob-safest"
            data-testid="safest-tile"
            data-row={board.row[id]}
            data-col={board.col[id]}
          />
        ))}
    </g>
  );
}

/** The colour key of the probabilities, beside the board while they are on. */
export function ProbabilityLegend() {
  const on = useHexlab((s) => s.minesweeper.probabilities !== null);
  const TEXT = useT('minesweeper').probability;
  const f = useFormat();
  if (!on) return null;
  const pct = (n: number) => f.percent(n / 100);
  const ranges = legendRanges();
  return (
    <figure className="prob-legend" data-testid="probability-legend" aria-label={TEXT.legend}>
      <figcaption>{TEXT.legend}</figcaption>
      <ol>
        {ranges.map((r) => (
          <li key={r.band} data-band={r.band}>
            <span className={`prob-swatch pb${r.band}`} aria-hidden="true" />
            {r.band === 0
              ? `${pct(0)} ${TEXT.safe}`
              : r.band === ranges.length - 1
                ? TEXT.mine
                : r.from === 0
                  ? `≤${pct(r.to)}`
                  : `${f.number(r.from)}–${pct(r.to)}`}
          </li>
        ))}
        <li className="prob-legend-safest">
          <span className="prob-swatch prob-swatch-safest" aria-hidden="true" />
          {TEXT.safest}
        </li>
      </ol>
    </figure>
  );
}
