import { KIND_WALL } from '../../engine';
import { useHexlab } from '../../store';
import { plural } from '../text/plural';

const STEPS = { one: '# step', other: '# steps' };

/** The route in figures above the board: steps (or "unreachable"), total cost, and where the hero stands. */
export function HeroStatus() {
  const path = useHexlab((s) => s.hero.path);
  const cost = useHexlab((s) => s.hero.cost);
  const unreachable = useHexlab((s) => s.hero.unreachable);
  const target = useHexlab((s) => s.hero.target);
  const tRow = useHexlab((s) => (s.hero.target >= 0 ? s.board.row[s.hero.target] : -1));
  const tCol = useHexlab((s) => (s.hero.target >= 0 ? s.board.col[s.hero.target] : -1));
  const steps = unreachable ? 'unreachable' : path ? String(path.length - 1) : '—';
  return (
    <div className="status-bar hero-status">
      <div className="stat">
        <span className="stat-label">Path length</span>
        <span className={`stat-value${unreachable ? ' hero-unreachable' : ''}`} data-testid="path-length">
          {steps}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">Path cost</span>
        <span className="stat-value" data-testid="path-cost">
          {path ? cost : '—'}
        </span>
      </div>
      <p className="muted hero-status-text" role="status" aria-live="polite">
        {unreachable
          ? `No path reaches row ${tRow}, column ${tCol}: ${target >= 0 && isWall(tRow, tCol) ? 'it is a wall.' : 'walls or gaps cut it off.'}`
          : path
            ? `Walking to row ${tRow}, column ${tCol}: ${plural(path.length - 1, STEPS)}, cost ${cost}.`
            : 'Click a tile to walk there, or hold the movement keys.'}
      </p>
    </div>
  );
}

function isWall(row: number, col: number) {
  const { board } = useHexlab.getState();
  const id = row >= 0 ? board.idAt[row * board.cols + col] : -1;
  return id >= 0 && board.kind[id] === KIND_WALL;
}
