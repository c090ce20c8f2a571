/*
 * The taps made before the app ran. The prerendered first screen is painted before the app's code has come; a few bytes
 * of inline script in index.html (scripts/prerender.ts, TAP_SCRIPT) keep each tap on a tile and each click on a control
 * made meanwhile, mark what was tapped (`data-kept`: a pressed look) and keep React from seeing half of a gesture. Once
 * the app runs they are played here, in order, as the pointer would have: a tile's through the board on screen, a
 * control's as a click on the same control (the very node where the screen was hydrated, or the one with its name where
 * it was rendered afresh).
 */
import { flushSync } from 'react-dom';
import { boardTakesTaps, tapBoard } from '../board/boardTaps';

/** What the inline script keeps: the element tapped, and 1 for a flag's press (a right click or a long press). */
type Kept = [Element, 0 | 1];

declare global {
  interface Window {
    /** The taps kept before the app ran, and `b`: a press is down; null once they have been handed over. */
    hxTaps?: (Kept[] & { b?: number }) | null;
  }
}

/** After the press that is down is released (the script, on the document, has then kept its tap). */
const released = () =>
  new Promise<void>((done) => {
    const end = () => void setTimeout(done);
    for (const type of ['pointerup', 'pointercancel']) addEventListener(type, end, { capture: true, once: true });
  });

const CONTROLS = 'button,[role=tab],[role=switch]';

/** A control's identity: its element and role, and its test id, else its label, else its text. */
const identity = (el: Element) =>
  [
    el.tagName,
    el.getAttribute('role'),
    el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent,
  ]
    .join('|')
    .trim();

function controlNow(el: Element): HTMLElement | null {
  if (el.isConnected) return el as HTMLElement;
  const id = identity(el);
  return [...document.querySelectorAll<HTMLElement>(`#root :is(${CONTROLS})`)].find((c) => identity(c) === id) ?? null;
}

/**
 * Plays the kept taps once the app runs, in order; from then on the script lets every tap through to React. A tile's
 * waits for the board to be hydrated (its boundary is hydrated after the app's first commit). A control
 * may be in a part hydrated later (lazyPart.tsx): a click on one whose code has not come would be dropped, so from the
 * first control on the taps wait for `parts`, the code of those parts (asked for beside the texts: it has mostly come).
 */
export async function playKeptTaps(parts: Promise<unknown>): Promise<void> {
  // A press made before the app ran ends there: React never saw it begin.
  if (window.hxTaps?.b) await released();
  const kept = window.hxTaps ?? [];
  window.hxTaps = null;
  let waited = false;
  for (const [el, secondary] of kept) {
    const row = el.getAttribute('data-row');
    if (row !== null) await boardTakesTaps();
    else if (!waited) {
      await parts.catch(() => undefined);
      waited = true;
    }
    el.removeAttribute('data-kept');
    // Each tap is drawn before the next is played, as separate taps would be.
    if (row === null) {
      controlNow(el)?.click();
      continue;
    }
    const col = el.getAttribute('data-col');
    flushSync(() => tapBoard(Number(row), Number(col), secondary === 1));
    // The tap's click, as the pointer's would follow it: what listens for a first press on the board (the first
    // visit's guide) hears it. Nothing on a tile acts on a click; the tile acted above.
    const now = el.isConnected ? el : document.querySelector(`#root [data-row="${row}"][data-col="${col}"]`);
    now?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }
}
