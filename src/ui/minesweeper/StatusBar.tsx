import { useEffect, useLayoutEffect, useState } from 'react';
import { minesLeft } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';

import { useFormat, useT } from '../i18n';

type Word = 'ready' | 'playing' | 'won' | 'lost' | 'replay';
const WORDS: readonly Word[] = ['ready', 'playing', 'won', 'lost', 'replay'];

/**
 * Game status, mines left and the timer (tenths of a second, from the first reveal). The status word takes the
 * width of the longest word, so the counters beside it never move as it changes; a replay says so rather than
 * "Playing".
 */
export function StatusBar() {
  const status = useHexlab((s) => s.minesweeper.game.status);
  const replay = useHexlab((s) => s.minesweeper.replay !== null);
  const left = useHexlab((s) => minesLeft(s.minesweeper.game));
  const t = useT('minesweeper').status;
  const word: Word = replay && (status === 'ready' || status === 'playing') ? 'replay' : status;
  return (
    <div className="status-bar" aria-label={t.label}>
      <div className="stat">
        <span className="stat-label">{t.status}</span>
        <span className="status-words">
          <span className={`stat-value status-${status}`} data-testid="game-status" data-status={status} role="status">
            {t.words[word]}
          </span>
          {WORDS.map((w) => (
            <span key={w} className="stat-value status-ghost" aria-hidden="true">
              {t.words[w]}
            </span>
          ))}
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

/** The clock: it runs from the first reveal to the end, and stands still while paused (a sheet covers the board). */
function Timer() {
  const startedAt = useHexlab((s) => s.minesweeper.startedAt);
  const endedAt = useHexlab((s) => s.minesweeper.endedAt);
  const pausedAt = useHexlab((s) => s.minesweeper.pausedAt);
  const [now, setNow] = useState(() => Date.now());
  const f = useFormat();
  // Read the time as the clock changes, before it is painted: a game taken back after a reload (its start set back by
  // the time played) or let go after a pause would else show the time of the last tick, behind, until the next.
  useLayoutEffect(() => setNow(Date.now()), [startedAt, endedAt, pausedAt]);
  useEffect(() => {
    if (startedAt === null || endedAt !== null || pausedAt !== null) return;
    const t = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(t);
  }, [startedAt, endedAt, pausedAt]);
  const ms = Math.max(0, startedAt === null ? 0 : (endedAt ?? pausedAt ?? now) - startedAt);
  return (
    <span className="stat-value" data-testid="timer" data-ms={ms}>
      {f.number(ms / 1000, 1)}
    </span>
  );
}
