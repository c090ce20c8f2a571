import { create } from 'zustand';
import { useTouchOnly } from '../shell/touch';
import { useHexlab } from '../../store';
import { isOver } from '../../games/minesweeper/state';
import { useT } from '../i18n';
import { snapshotNow } from '../../store/hydration';

/** Whether a tap flags instead of revealing (the touch screen's right click). UI state: it belongs to this screen. */
export const useFlagMode = create<{ on: boolean; toggle(): void }>()(
  snapshotNow((set) => ({
    on: false,
    toggle: () => set((s) => ({ on: !s.on })),
  })),
);

/** The "Flag mode" toggle beside the board, on a touch-only screen (a mouse has its right button), while a game can go on. */
export function FlagModeToggle() {
  const on = useFlagMode((s) => s.on);
  const toggle = useFlagMode((s) => s.toggle);
  const touchOnly = useTouchOnly();
  const t = useT('minesweeper');
  // Nothing is left to flag once a game is over; the status line keeps the room for the result.
  const over = useHexlab((s) => isOver(s.minesweeper.game));
  if (!touchOnly || over) return null;
  return (
    <button type="button" className="flag-mode" aria-pressed={on} onClick={toggle}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="flag-icon">
        <path d="M5 18V3M5 3h9l-2.5 3.5L14 10H5" />
      </svg>
      <span className="flag-mode-label">{t.flagMode}</span>
    </button>
  );
}
