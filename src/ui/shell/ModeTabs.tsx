import { useRef, type Ref } from 'react';
import { useHexlab, type Mode } from '../../store';
import { useT } from '../i18n';
import { showMode, TAB_MODES as MODES } from '../modes';
import { isSlim, moveFocus } from './headerMenu';
import { ModeIcon } from './modeIcons';

interface ModeTabsProps {
  /** on a slim header, whether the mode button has opened the tabs as a list */
  open: boolean;
  /** a tab was chosen from that list: it shuts */
  onChosen(): void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The mode tabs: a WAI-ARIA tablist, arrow keys move between tabs. On a slim header (a phone) they are the list the
 * mode button opens, each tab its icon and name: the arrow keys move the focus, Enter or a tap picks the mode.
 */
export function ModeTabs({ open, onChosen, ref }: ModeTabsProps) {
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
    <div
      ref={ref}
      role="tablist"
      id="mode-tabs"
      aria-label={t.modes}
      className="mode-tabs"
      data-menu-panel=""
      data-open={open || undefined}
      onKeyDown={(e) => {
        if (isSlim())
          moveFocus(
            e,
            MODES.flatMap((m) => refs.current[m] ?? []),
          );
        else if (e.key === 'ArrowRight') move(1);
        else if (e.key === 'ArrowLeft') move(-1);
      }}
    >
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
          onClick={() => {
            showMode(m);
            if (open) onChosen();
          }}
        >
          <ModeIcon mode={m} />
          <span className="mode-tab-name">{t.modeNames[m]}</span>
        </button>
      ))}
    </div>
  );
}
