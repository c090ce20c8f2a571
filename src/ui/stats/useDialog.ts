import { useLayoutEffect, type RefObject } from 'react';

/**
 * A dialog takes the focus when it opens and closes on Escape. Both happen before the browser paints it (a layout
 * effect): a dialog drawn once its code has come is otherwise on screen for a moment without answering Escape.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  useLayoutEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ref, onClose]);
}
