import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { create } from 'zustand';
import { useT } from '../i18n';
import { snapshotNow } from '../../store/hydration';
import { returnFocus } from './headerMenu';

/**
 * Wide enough to keep the settings beside the board (the same query as the layout in styles.css); on smaller
 * screens the sheet is a drawer over the board, closed until asked for.
 */
export const BESIDE_QUERY = '(min-width: 1000px) and (min-height: 600px)';

const beside = () => (typeof matchMedia === 'function' ? matchMedia(BESIDE_QUERY).matches : true);

function onBesideChange(changed: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const list = matchMedia(BESIDE_QUERY);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/**
 * Whether the screen is wide enough for the sheet beside the board, following the window as it changes. The prerender
 * answers as the window it renders for, and a hydration asks the same (a phone's screen hydrates as a phone's: its
 * first-visit card keeps its short form, and nothing moves).
 */
export function useBeside(): boolean {
  return useSyncExternalStore(onBesideChange, beside, beside);
}

/**
 * Whether the mode's settings sheet is shown. UI state only: it opens beside the board on wide screens. `overPane`:
 * a mode has put something in the sheet's column (the Lab's reading pane), so the sheet is a drawer over it there too.
 */
export const useSettingsSheet = create<{
  open: boolean;
  overPane: boolean;
  toggle(): void;
  close(): void;
  setOverPane(on: boolean): void;
}>()(
  snapshotNow((set) => ({
    open: beside(),
    overPane: false,
    toggle: () => set((s) => ({ open: !s.open })),
    close: () => set({ open: false }),
    setOverPane: (overPane) => set({ overPane }),
  })),
);

/** The sheet is a drawer (over the board on a small screen, over a pane on a wide one), not a column beside the board. */
const isDrawer = () => !beside() || useSettingsSheet.getState().overPane;

/**
 * The sheet's main action is done (a board opened from it): a drawer makes way for the board, as a phone's sheets do
 * after theirs, and the focus it held goes back to the "Settings" button (or the shut header menu holding it). A column
 * beside the board stays as it is.
 */
export function putDrawerAway(): void {
  if (!isDrawer() || !useSettingsSheet.getState().open) return;
  const focus = document.activeElement;
  const held = !focus || focus === document.body || !!document.getElementById('settings-sheet')?.contains(focus);
  useSettingsSheet.getState().close();
  if (held) returnFocus(document.querySelector<HTMLElement>('button[aria-controls="settings-sheet"]'));
}

/** The header's "Settings" button: shows and hides the sheet. */
export function SettingsButton() {
  const open = useSettingsSheet((s) => s.open);
  const toggle = useSettingsSheet((s) => s.toggle);
  const TEXT = useT('shell').settings;
  return (
    <button
      type="button"
      className="ghost settings-button"
      aria-expanded={open}
      aria-controls="settings-sheet"
      onClick={toggle}
      title={TEXT.button}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="settings-icon">
        <path d="M3 5h14M3 10h14M3 15h14" />
        <circle cx="7" cy="5" r="2" />
        <circle cx="13" cy="10" r="2" />
        <circle cx="8" cy="15" r="2" />
      </svg>
      <span className="button-label label-roomy">{TEXT.button}</span>
    </button>
  );
}

/**
 * The mode's settings and side cards: a column beside the board on a wide screen (the board re-fits as it opens and
 * closes: the camera follows its frame's size), a drawer over the board on a phone (a bottom sheet in portrait, a
 * side drawer in landscape). It scrolls on its own, so the board and its status never scroll away.
 */
export function SettingsSheet({ children }: { children: ReactNode }) {
  const open = useSettingsSheet((s) => s.open);
  const close = useSettingsSheet((s) => s.close);
  const TEXT = useT('shell').settings;
  useEffect(() => {
    if (!open) return;
    // Escape closes the sheet wherever it is a drawer: on small screens, over the board; on wide ones, over a pane.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && isDrawer() && !e.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);
  return (
    <aside
      id="settings-sheet"
      className="side-panel settings-sheet"
      data-testid="settings"
      aria-label={TEXT.sheet}
      hidden={!open}
    >
      <div className="sheet-head">
        <button type="button" className="ghost" onClick={close}>
          {TEXT.close}
        </button>
      </div>
      {children}
    </aside>
  );
}
