import { useEffect, useId, type CSSProperties, type ReactNode } from 'react';
import { holdEndCard } from './openCards';
import './ends.css';

export type EndResult = 'won' | 'lost' | 'over';

import { useT } from '../i18n';

/**
 * The frame every game's end shares: a card beside the board (below it on a phone, never over it) (`game-over`, `data-result`) with a title, an optional
 * badge, the mode's figures, its actions and Close. Escape inside it closes it too. It is not modal:
 * the board stays playable from the keyboard (N, R) while it shows.
 */
export function EndCard({
  result,
  title,
  badge,
  children,
  actions,
  onClose,
  celebrate = false,
}: {
  result: EndResult;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose(): void;
  celebrate?: boolean;
}) {
  const id = useId();
  const t = useT('shell');
  useEffect(() => holdEndCard(), []);
  return (
    <div className="end-wrap">
      {celebrate && <Burst />}
      <section
        className={`end-card end-${result}`}
        data-testid="game-over"
        data-result={result}
        role="dialog"
        aria-labelledby={`${id}-title`}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          onClose();
        }}
      >
        <header className="end-head">
          <h2 id={`${id}-title`}>{title}</h2>
          {badge}
          {/* Close sits in the card's corner, where it is in view however little room the card has (a phone). */}
          <button type="button" className="ghost end-close" aria-label={t.close} title={t.close} onClick={onClose}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </header>
        {children}
        <div className="end-actions">{actions}</div>
      </section>
    </div>
  );
}

/** A win's moment: small hexes burst from the card's top and fade (under 600 ms; none under reduced motion). */
function Burst() {
  return (
    <span className="end-burst" data-testid="celebration" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <span key={i} className="end-spark" style={{ '--spark-turn': `${i / 12}turn` } as CSSProperties} />
      ))}
    </span>
  );
}
