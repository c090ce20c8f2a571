import { useEffect, useRef } from 'react';
import { useHexlab } from '../../store';
import type { LogEntry } from '../../games/proximity';
import { HexChip } from './HexChip';
import { PLAYER_COLOURS } from './players';

/** Every move so far: who placed which strength where, and what it captured, reinforced and weakened. */
export function MoveLog() {
  const log = useHexlab((s) => s.proximity.log);
  const board = useHexlab((s) => s.board);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <section className="panel-section" aria-labelledby="px-log-heading">
      <h2 id="px-log-heading">Moves</h2>
      {log.length === 0 ? (
        <p className="muted">No moves yet.</p>
      ) : (
        <ol className="px-log" ref={listRef} data-testid="move-log" tabIndex={0} aria-label="Move log">
          {log.map((m, i) => (
            <li key={i} data-player={m.player} data-strength={m.strength} data-captured={m.captured}>
              <span className="px-log-n muted">{i + 1}.</span>
              <HexChip player={m.player} strength={m.strength} size={1.3} />
              <span>
                {PLAYER_COLOURS[m.player - 1]} at row {board.row[m.tile]}, col {board.col[m.tile]}
                {effects(m)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function effects(m: LogEntry): string {
  const parts: string[] = [];
  if (m.captured) parts.push(`captured ${m.captured}`);
  if (m.reinforced) parts.push(`reinforced ${m.reinforced}`);
  if (m.weakened) parts.push(`weakened ${m.weakened}`);
  return parts.length ? ` — ${parts.join(', ')}` : '';
}
