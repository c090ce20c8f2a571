/*
 * A tap on a tile can change what lies around the board before the tap's click is dispatched: a hint's text above the
 * board goes, an end card comes below it, and the board's frame and its zoom bar move. A touch screen dispatches that
 * click where the finger is, to whatever is there now: the zoom bar's "Zoom in", an end card's "Play again". The click
 * of a press that began on the board stays on the board: one that lands elsewhere is dropped. A press anywhere else, a
 * key, or a click made by the keyboard (no press at all) is never touched.
 */

/** Keep the clicks of presses begun on `board` (the board's <svg>) on it; returns the stop. */
export function keepBoardClicks(board: Element): () => void {
  const win = board.ownerDocument.defaultView;
  if (!win) return () => {};
  let pressed = false;
  const down = (e: Event) => {
    pressed = board.contains(e.target as Node);
  };
  const key = () => {
    pressed = false;
  };
  const click = (e: MouseEvent) => {
    if (!pressed) return;
    pressed = false;
    // (A click the keyboard made has no press: detail 0.)
    if (e.detail === 0 || board.contains(e.target as Node)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  win.addEventListener('pointerdown', down, true);
  win.addEventListener('keydown', key, true);
  win.addEventListener('click', click, true);
  return () => {
    win.removeEventListener('pointerdown', down, true);
    win.removeEventListener('keydown', key, true);
    win.removeEventListener('click', click, true);
  };
}
