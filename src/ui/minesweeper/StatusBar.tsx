import { useEffect, useState } from 'react';
import { minesLeft } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';

import { useFormat, useT } from '../i18n';

/** Game status, mines left and the timer (tenths of a second, from the first reveal). */
export function StatusBar() {
  const status = useHexlab((s) => s.ms.game.status);
  const left = useHexlab((s) => minesLeft(s.ms.game));
  const t = useT('mines').status;
  return (
    <div className="status-bar" aria-label={t.label}>
      <div className="stat">
        <span className="stat-label">{t.status}</span>
        <span className={`stat-value status-${status}`} data-testid="game-status" data-status={status} role="status">
          {t.words[status]}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">{t.minesLeft}</span>
        <span className="stat-value" data-testid="mines-left">
          {left}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">{t.time}</span>
        <Timer />
      </div>
    </div>
  );
}

function Timer() {
  const startedAt = useHexlab((s) => s.ms.startedAt);
  const endedAt = useHexlab((s) => s.ms.endedAt);
  const [now, setNow] = useState(() => Date.now());
  const f = useFormat();
  useEffect(() => {
    if (startedAt === null || endedAt !== null) return;
    const t = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(t);
  }, [startedAt, endedAt]);
  const ms = startedAt === null ? 0 : (endedAt ?? now) - startedAt;
  return (
    <span className="stat-value" data-testid="timer" data-ms={Math.max(0, ms)}>
      {f.number(Math.max(0, ms) / 1000, 1)}
    </span>
  );
}
