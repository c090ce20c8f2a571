import { originTile } from '../../games/lab/origin';
import { useHexlab } from '../../store';
import { useT } from '../i18n';

/** Measure coordinates from a chosen origin tile (by default the board's centre), as the guide's diagrams do. */
export function OriginCard() {
  const board = useHexlab((s) => s.board);
  const relative = useHexlab((s) => s.lab.relative);
  const chosen = useHexlab((s) => s.lab.origin);
  const selected = useHexlab((s) => s.lab.selected);
  const labels = useHexlab((s) => s.lab.labels);
  const labSet = useHexlab((s) => s.labSet);
  const WORDS = useT('lab').origin;
  const origin = originTile(board, chosen);
  const isCentre = chosen < 0 || chosen >= board.size;
  const sel = selected >= 0 && selected < board.size ? selected : -1;
  return (
    <section className="panel-section" aria-labelledby="origin-heading" data-testid="origin-card">
      <h2 id="origin-heading">{WORDS.heading}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={relative}
          onChange={(e) => {
            const on = e.target.checked;
            // Offset and interlaced labels never move with the origin: show cube labels, as the guide's diagrams do.
            labSet(
              on && (labels === 'none' || labels === 'offset' || labels === 'interlaced')
                ? { relative: on, labels: 'cube' }
                : { relative: on },
            );
          }}
        />
        {WORDS.relative}
      </label>
      {relative && origin >= 0 && (
        <>
          <p className="lab-note" data-testid="origin-info" data-origin={origin}>
            {WORDS.origin(board.row[origin], board.col[origin], isCentre)}
          </p>
          <div className="button-row">
            <button type="button" disabled={sel < 0 || sel === origin} onClick={() => labSet({ origin: sel })}>
              {WORDS.useSelected}
            </button>
            <button type="button" disabled={isCentre} onClick={() => labSet({ origin: -1 })}>
              {WORDS.centre}
            </button>
          </div>
          {sel < 0 && <p className="muted lab-note">{WORDS.noSelection}</p>}
          <p className="muted lab-note">{WORDS.why}</p>
        </>
      )}
    </section>
  );
}
