import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

/**
 * A slim header: an upright phone (up to 480 px wide) or any window held sideways that is no taller than a phone's
 * (styles.css uses the same query). The mode is a button that opens the mode tabs as a list, and the header's other
 * buttons sit in one menu.
 */
const SLIM_QUERY = '(max-width: 480px), (max-height: 500px)';

export const isSlim = (): boolean => typeof matchMedia === 'function' && matchMedia(SLIM_QUERY).matches;

const shown = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

/**
 * Focus a header control, or, where it has gone into a shut menu (a phone's header menu), the button that opens that
 * menu: a dialog opened from the menu gives the focus back there when it closes.
 */
export function returnFocus(el: HTMLElement | null): void {
  if (!el) return;
  el.focus();
  if (document.activeElement === el || !el.isConnected) return;
  const panel = el.closest<HTMLElement>('[data-menu-panel]');
  if (panel) document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`)?.focus();
}

/** Move the focus along a menu's items with the arrow keys, Home and End (the WAI-ARIA menu button pattern). */
export function moveFocus(e: ReactKeyboardEvent, items: HTMLElement[]): void {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
  if (step === undefined && e.key !== 'Home' && e.key !== 'End') return;
  const visible = items.filter(shown);
  if (!visible.length) return;
  e.preventDefault();
  const at = visible.indexOf(document.activeElement as HTMLElement);
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? visible.length - 1
        : (Math.max(at, step! > 0 ? -1 : 0) + step! + visible.length) % visible.length;
  visible[next].focus();
}

/**
 * While a header menu is open: its first item (or the one `first` names) takes the focus; Escape shuts it and gives
 * the focus back to its button; a press outside it or the focus leaving it shuts it.
 */
export function useMenuDismiss(
  open: boolean,
  close: (focusButton: boolean) => void,
  button: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  first: () => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    if (!open) return;
    first()?.focus();
    const inside = (t: EventTarget | null) =>
      t instanceof Node && (!!button.current?.contains(t) || !!panel.current?.contains(t));
    const onDown = (e: PointerEvent) => {
      if (!inside(e.target)) close(false);
    };
    // On the document, so it comes before the settings drawer's own Escape on the window (which then leaves it).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      close(true);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !inside(e.relatedTarget)) close(false);
    };
    const nodes = [button.current, panel.current];
    addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey);
    for (const n of nodes) n?.addEventListener('focusout', onFocusOut);
    return () => {
      removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey);
      for (const n of nodes) n?.removeEventListener('focusout', onFocusOut);
    };
    // `first` and `close` are read when it opens; a new function each render must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
