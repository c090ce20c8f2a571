import { useSyncExternalStore } from 'react';

// A touch-only screen: a coarse pointer and no fine one anywhere (a laptop with a touch screen still has its mouse).
const FINE = '(any-pointer: fine)';
const COARSE = '(any-pointer: coarse)';

const media = (query: string) => (typeof matchMedia === 'function' ? matchMedia(query) : null);

/** True on a screen with touch and no mouse or pen: keyboard legends hide and touch controls show. */
export function isTouchOnly(): boolean {
  const fine = media(FINE);
  const coarse = media(COARSE);
  return !!fine && !!coarse && !fine.matches && coarse.matches;
}

function subscribe(changed: () => void) {
  const lists = [media(FINE), media(COARSE)].filter((m): m is MediaQueryList => m !== null);
  for (const m of lists) m.addEventListener('change', changed);
  return () => {
    for (const m of lists) m.removeEventListener('change', changed);
  };
}

/**
 * isTouchOnly(), following the screen as pointers come and go. The prerender asks it too (the build answers as the
 * window it renders for), and a hydration only happens when the screen's is the prerendered one (firstPaint.ts).
 */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, isTouchOnly, isTouchOnly);
}
