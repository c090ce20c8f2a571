import { useEffect, useRef } from 'react';

/** Keys for every mode, in a modal dialog; Escape closes it. */
export function HelpOverlay({ onClose }: { onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="help" aria-labelledby="help-title" onClose={onClose} onCancel={onClose}>
      <h2 id="help-title">Keys</h2>
      <table>
        <tbody>
          <tr><th scope="row">Move the cursor</th><td>Horizontal layout: A W E D X Z · Vertical layout: Q W E A S D · arrow keys</td></tr>
          <tr><th scope="row">Reveal / act</th><td>Enter or Space (Minesweeper: reveal or chord; Lab: select the tile; Hero: walk there; Proximity: place; Editor: paint)</td></tr>
          <tr><th scope="row">Flag (Minesweeper)</th><td>F, right click, or a long press</td></tr>
          <tr><th scope="row">Hero</th><td>Hold the six direction keys to walk freely; click a tile to walk there</td></tr>
          <tr><th scope="row">Zoom</th><td>+ and −, mouse wheel or pinch; 0 fits the board; drag to pan</td></tr>
          <tr><th scope="row">Editor</th><td>Ctrl+Z undo, Ctrl+Shift+Z redo; Shift+drag pans</td></tr>
        </tbody>
      </table>
      <button type="button" onClick={onClose} autoFocus>
        Close
      </button>
    </dialog>
  );
}
