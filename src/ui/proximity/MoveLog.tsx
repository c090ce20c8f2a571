import { useEffect, useRef } from 'react';
import { useHexlab } from '../../store';
import type { LogEntry } from '../../games/proximity';
import { HexChip } from './HexChip';
import { colourOf } from './players';
import { useT, type Catalogue } from '../i18n';

/** Every move so far: who placed which strength where, and what it captured, reinforced and weakened. */
export function MoveLog() {
  const log = useHexlab((s) => s.proximity.log);
  const board = useHexlab((s) => s.board);
  const listRef = useRef<HTMLOListElement>(null);
  const t = useT('proximity');
  const T = t.log;
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
          {log.map((m, i) => (
            <li key={i} data-player={m.player} data-strength={m.strength} data-captured={m.captured}>
              <span className="px-log-n muted">{i + 1}.</span>
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
