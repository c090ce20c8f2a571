import { useEffect, useId, type ReactNode } from 'react';
import { holdEndCard } from './openCards';
import './ends.css';

export type EndResult = 'won' | 'lost' | 'over';

import { useT } from '../i18n';

/**
 * The frame every game's end shares: a card over the board (`game-over`, `data-result`) with a title, an optional
 * badge, the mode's figures, its actions and Close. Escape inside it closes it too. It is not modal:
 * the board stays playable from the keyboard (N, R) while it shows.
 */
export function EndCard({ result, title, badge, children, actions, onClose }: { result: EndResult; title: string; badge?: ReactNode; children: ReactNode; actions: ReactNode; onClose(): void }) {
  const id = useId();
  const t = useT('shell');
  useEffect(() => holdEndCard(), []);
  return (
    <div className="end-wrap">
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
        </header>
        {children}
        <div className="end-actions">
          {actions}
          <button type="button" className="ghost end-close" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </section>
    </div>
  );
}
