import { useEffect, useRef, useState } from 'react';
import { useHexlab } from '../../store';
import type { LogEntry } from '../../games/proximity';
import { HexChip } from './HexChip';
import { colourOf } from './players';
import { useFormat, useT, type Catalogue } from '../i18n';

/** The newest moves listed at first, and how many more each "Show earlier moves" adds: a game from a link can be
 * 20,000 moves long, and a list item for each took seconds to draw. */
const LOG_PAGE = 200;

/** The moves so far, newest at the foot: who placed which strength where, and what it captured, reinforced and weakened. */
export function MoveLog() {
  const log = useHexlab((s) => s.proximity.log);
  const board = useHexlab((s) => s.board);
  const listRef = useRef<HTMLOListElement>(null);
  const [shown, setShown] = useState(LOG_PAGE);
  const t = useT('proximity');
  const f = useFormat();
  const T = t.log;
  const from = Math.max(0, log.length - shown);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <section className="panel-section" aria-labelledby="px-log-heading">
      <h2 id="px-log-heading">{T.heading}</h2>
      {log.length === 0 ? (
        <p className="muted">{T.none}</p>
      ) : (
        <ol className="px-log" ref={listRef} data-testid="move-log" tabIndex={0} aria-label={T.label}>
          {from > 0 && (
            <li className="px-log-earlier">
              <button type="button" onClick={() => setShown((n) => n + LOG_PAGE)}>
                {T.earlier(from, f)}
              </button>
            </li>
          )}
          {log.slice(from).map((m, k) => (
            <li key={from + k} data-player={m.player} data-strength={m.strength} data-captured={m.captured}>
              <span className="px-log-n muted">{from + k + 1}.</span>
              <HexChip player={m.player} strength={m.strength} size={1.3} />
              <span>
                {T.move(colourOf(t, m.player), board.row[m.tile], board.col[m.tile])}
                {effects(T, m)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function effects(T: Catalogue['proximity']['log'], m: LogEntry): string {
  const parts: string[] = [];
  if (m.captured) parts.push(T.captured(m.captured));
  if (m.reinforced) parts.push(T.reinforced(m.reinforced));
  if (m.weakened) parts.push(T.weakened(m.weakened));
  return parts.length ? ` — ${parts.join(', ')}` : '';
}
