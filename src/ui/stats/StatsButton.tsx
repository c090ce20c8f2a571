import { useRef, useState } from 'react';
import { lazyPart } from '../lazyPart';
import { modeStats } from '../modes';
import { useT } from '../i18n';
import { returnFocus } from '../shell/headerMenu';

// The dialog, its charts and the progress file code are fetched the first time it opens, with the modes' own cards
// (their definitions' stats), so it draws whole at once.
const StatsDialog = lazyPart(() =>
  Promise.all([import('./StatsDialog'), ...modeStats().map((s) => s.Card.prefetch())]).then(([m]) => m.StatsDialog),
);

/** The header's "Statistics": the player's progress per difficulty and for the daily. */
export function StatsButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useT('progress').stats;
  const close = () => {
    setOpen(false);
    returnFocus(buttonRef.current);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="stats-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
          <path d="M3 17h14M5.5 14V9M10 14V4.5M14.5 14v-6" />
        </svg>
        <span className="button-label">{t.button}</span>
      </button>
      {open && <StatsDialog onClose={close} />}
    </>
  );
}
