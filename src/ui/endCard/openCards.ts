import { useSyncExternalStore } from 'react';

// How many end cards are on screen. While one is, the page's own Share button steps aside (inert), so the card's
// Share is the only one a keyboard, a screen reader or a test finds.
let open = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Count a card in while it is mounted; returns the function that counts it out. */
export function holdEndCard(): () => void {
  open++;
  emit();
  return () => {
    open--;
    emit();
  };
}

/** Whether an end card is open (re-renders its caller when that changes). */
export function useEndCardOpen(): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => open > 0,
    () => false,
  );
}
