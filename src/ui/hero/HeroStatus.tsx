import { KIND_WALL } from '../../engine';
import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { useTouchOnly } from '../shell/touch';

/** The route in figures above the board: steps (or "unreachable"), total cost, and where the hero stands. */
export function HeroStatus() {
  const path = useHexlab((s) => s.hero.path);
  const cost = useHexlab((s) => s.hero.cost);
  const unreachable = useHexlab((s) => s.hero.unreachable);
  const target = useHexlab((s) => s.hero.target);
  const tRow = useHexlab((s) => (s.hero.target >= 0 ? s.board.row[s.hero.target] : -1));
  const tCol = useHexlab((s) => (s.hero.target >= 0 ? s.board.col[s.hero.target] : -1));
  const all = useT('hero');
  const t = all.status;
  const f = useFormat();
  const touchOnly = useTouchOnly();
  const steps = unreachable ? t.unreachable : path ? String(path.length - 1) : '—';
  return (
    <div className="status-bar hero-status">
      <div className="stat">
        <span className="stat-label">{t.length}</span>
        <span className={`stat-value${unreachable ? ' hero-unreachable' : ''}`} data-testid="path-length">
          {steps}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">{t.cost}</span>
        <span className="stat-value" data-testid="path-cost">
          {path ? f.number(cost) : '—'}
        </span>
      </div>
      <p className="muted hero-status-text" role="status" aria-live="polite">
        {unreachable
          ? t.noPath(tRow, tCol, target >= 0 && isWall(tRow, tCol))
          : path
            ? t.walking(tRow, tCol, f.plural(path.length - 1, all.steps), cost)
            : touchOnly
              ? t.idleTouch
              : t.idle}
      </p>
    </div>
  );
}

function isWall(row: number, col: number) {
  const { board } = useHexlab.getState();
  const id = row >= 0 ? board.idAt[row * board.cols + col] : -1;
  return id >= 0 && board.kind[id] === KIND_WALL;
}
