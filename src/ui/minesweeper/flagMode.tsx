import { create } from 'zustand';
import { useTouchOnly } from '../shell/touch';
import { useT } from '../i18n';

/** Whether a tap flags instead of revealing (the touch screen's right click). UI state: it belongs to this screen. */
export const useFlagMode = create<{ on: boolean; toggle(): void }>()((set) => ({
  on: false,
  toggle: () => set((s) => ({ on: !s.on })),
}));

/** The "Flag mode" toggle beside the board, on a touch-only screen (a mouse has its right button). */
export function FlagModeToggle() {
  const on = useFlagMode((s) => s.on);
  const toggle = useFlagMode((s) => s.toggle);
  const touchOnly = useTouchOnly();
  const t = useT('mines');
  if (!touchOnly) return null;
  return (
    <button type="button" className="flag-mode" aria-pressed={on} onClick={toggle}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="flag-icon">
        <path d="M5 18V3M5 3h9l-2.5 3.5L14 10H5" />
      </svg>
      {t.flagMode}
    </button>
  );
}
