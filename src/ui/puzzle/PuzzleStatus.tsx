import { useHexlab } from '../../store';
import { useT } from '../i18n';

/** The status line: playing or solved, the blue cells left, the mistakes, and the "Mark black" toggle. */
export function PuzzleStatus() {
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const remaining = useHexlab((s) => s.puzzle.play.remaining);
  const mistakes = useHexlab((s) => s.puzzle.play.mistakes);
  const markBlack = useHexlab((s) => s.puzzle.markBlack);
  const t = useT('puzzle');
  const T = t.status;
  const status = solved ? 'solved' : 'playing';
  return (
    <>
      <div className="status-bar" aria-label={T.label}>
        <div className="stat pz-stat-status">
          <span className="stat-label">{T.status}</span>
          <span
            className={`stat-value status-${solved ? 'won' : 'playing'}`}
            data-testid="puzzle-status"
            data-status={status}
            role="status"
          >
            {T.words[status]}
          </span>
        </div>
        <div className="stat">
          <span className="stat-label">{T.remaining}</span>
          <span className="stat-value pz-remaining" data-testid="puzzle-remaining" data-remaining={remaining}>
            {remaining}
          </span>
        </div>
        <div className="stat">
          <span className="stat-label">{T.mistakes}</span>
          <span className="stat-value" data-testid="puzzle-mistakes" data-mistakes={mistakes}>
            {mistakes}
          </span>
        </div>
      </div>
      {/* Kept in its place (unseen) once solved, so the row's height and the board under it stay as they were. */}
      {
        <button
          type="button"
          className={`flag-mode pz-mark-black${solved ? ' pz-gone' : ''}`}
          inert={solved}
          aria-hidden={solved || undefined}
          aria-pressed={markBlack}
          onClick={() => useHexlab.getState().puzzleSetMarkBlack(!markBlack)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="flag-icon">
            <path d="M10 2.5l6.5 3.75v7.5L10 17.5l-6.5-3.75v-7.5z" />
          </svg>
          <span className="flag-mode-label">{t.markBlack}</span>
        </button>
      }
    </>
  );
}
