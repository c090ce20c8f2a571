import { useEffect, useRef } from 'react';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * The movement keys held right now, read by the walker every frame (a ref, so holding keys re-renders nothing).
 * Listens on the window in the capture phase while the hero mode is mounted: the six letters drive the hero
 * and never reach BoardView, whose focus cursor stays on the arrow keys. Typing in a field is left alone.
 */
export function useHeldKeys(keys: readonly string[]): { readonly current: ReadonlySet<string> } {
  const held = useRef(new Set<string>());
  useEffect(() => {
    const wanted = new Set(keys);
    const set = held.current;
    const ignore = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      return e.ctrlKey || e.metaKey || e.altKey || (el && (TYPING.has(el.tagName) || el.isContentEditable));
    };
    const down = (e: KeyboardEvent) => {
      const k = e.key.toLowerCase();
      if (!wanted.has(k) || ignore(e)) return;
      set.add(k);
      lightKey(k, true);
      e.preventDefault();
      e.stopPropagation();
    };
    const up = (e: KeyboardEvent) => {
      const k = e.key.toLowerCase();
      if (!set.delete(k)) return;
      lightKey(k, false);
      e.stopPropagation();
    };
    const release = () => {
      for (const k of set) lightKey(k, false);
      set.clear();
    };
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', release);
      release();
    };
  }, [keys]);
  return held;
}

/** Light a legend key while it is held (the legend's <kbd data-hero-key>). */
function lightKey(key: string, on: boolean) {
  document.querySelector(`kbd[data-hero-key="${key}"]`)?.toggleAttribute('data-held', on);
}
