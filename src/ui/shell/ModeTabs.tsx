import { useRef } from 'react';
import { MODES, useHexlab, type Mode } from '../../store';
import { useT } from '../i18n';
import { showMode } from '../modes';

/** The mode tabs: a WAI-ARIA tablist, arrow keys move between tabs. */
export function ModeTabs() {
  const mode = useHexlab((s) => s.mode);
  const t = useT('shell');
  const refs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});
  const move = (delta: number) => {
    const i = MODES.indexOf(mode);
    const next = MODES[(i + delta + MODES.length) % MODES.length];
    showMode(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t.modes} className="mode-tabs">
      {MODES.map((m) => (
        <button
          key={m}
          ref={(el) => {
            refs.current[m] = el;
          }}
          role="tab"
          id={`tab-${m}`}
          data-mode={m}
          aria-selected={mode === m}
          aria-controls="mode-panel"
          tabIndex={mode === m ? 0 : -1}
          className="mode-tab"
          onClick={() => showMode(m)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            else if (e.key === 'ArrowLeft') move(-1);
          }}
        >
          {t.modeNames[m]}
        </button>
      ))}
    </div>
  );
}
