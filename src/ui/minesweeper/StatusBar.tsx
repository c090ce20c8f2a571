import { useEffect, useState } from 'react';
import { minesLeft } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';

const STATUS_TEXT = { ready: 'Ready', playing: 'Playing', won: 'You won!', lost: 'Boom — you lost' } as const;

/** Game status, mines left and the timer (tenths of a second, from the first reveal). */
export function StatusBar() {
  const status = useHexlab((s) => s.ms.game.status);
  const left = useHexlab((s) => minesLeft(s.ms.game));
  return (
    <div className="status-bar" aria-label="Game">
      <div className="stat">
        <span className="stat-label">Status</span>
        <span className={`stat-value status-${status}`} data-testid="game-status" data-status={status} role="status">
          {STATUS_TEXT[status]}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">Mines left</span>
        <span className="stat-value" data-testid="mines-left">
          {left}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">Time</span>
        <Timer />
      </div>
    </div>
  );
}

function Timer() {
  const startedAt = useHexlab((s) => s.ms.startedAt);
  const endedAt = useHexlab((s) => s.ms.endedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || endedAt !== null) return;
    const t = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(t);
  }, [startedAt, endedAt]);
  const ms = startedAt === null ? 0 : (endedAt ?? now) - startedAt;
  return (
    <span className="stat-value" data-testid="timer" data-ms={Math.max(0, ms)}>
      {(Math.max(0, ms) / 1000).toFixed(1)}
    </span>
  );
}
