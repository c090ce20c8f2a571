import { useEffect, useState } from 'react';
import type { Mode } from '../../store';
import { useT } from '../i18n';
import { readChoice, writeChoice } from '../../store/persist/storedChoice';
import { GUIDES_CHOICE } from '../../store/persist/choices';
import { guideLines } from './guides';
import { useTouchOnly } from './touch';
import { useBeside } from './settingsSheet';

function seenModes(): Set<string> {
  const read = readChoice(GUIDES_CHOICE);
  return new Set(read.kind === 'value' ? read.value : []);
}

/** Storage refused (private mode, quota): the guide shows again next time, nothing else is lost. */
const markSeen = (mode: Mode) => writeChoice(GUIDES_CHOICE, [...new Set([...seenModes(), mode])]);

/**
 * A click or tap on the mode itself (its board, zoom buttons, Flag mode, the hero's pad, its status bar's controls),
 * not in its settings: the player has started, and the guide may go.
 */
const playedOn = (target: EventTarget | null): boolean =>
  target instanceof Element && !!target.closest('#mode-panel') && !target.closest('#settings-sheet');

/**
 * A mode's "How to play" / "What this shows", the first time the mode is opened, remembered once dismissed: beside
 * the board on a wide window; on a smaller one, a strip above it of one or two short lines with "More" and "Got it"
 * (the board fits what it leaves, and keeps most of the screen), so it never covers a tile or a control. Its rules are the same everywhere, in the words of the screen (tap or click, pad or keys). "Got
 * it" or the first press on the board or the mode's controls dismisses it, and that press does what it meant.
 */
export function FirstVisit({ mode }: { mode: Mode }) {
  const [show, setShow] = useState(() => !seenModes().has(mode));
  const [more, setMore] = useState(false);
  const t = useT('shell');
  const touch = useTouchOnly();
  const beside = useBeside();
  useEffect(() => {
    if (!show) return;
    // The click, bubbling to the window, comes after the press's own handlers (a tile acts when the press is let go,
    // the hero's pad on the click itself), so the board re-fitting to the room the guide leaves changes nothing the
    // press did. On a touch screen the click follows the finger's lifting and is aimed where it lifted: the guide
    // going at the lifting would move the pad away from under it.
    const onClick = (e: MouseEvent) => {
      if (!playedOn(e.target)) return;
      markSeen(mode);
      setShow(false);
    };
    // A right click (a long press, on most touch screens) flags without a click: it is a first press too.
    for (const type of ['click', 'contextmenu'] as const) window.addEventListener(type, onClick);
    return () => {
      for (const type of ['click', 'contextmenu'] as const) window.removeEventListener(type, onClick);
    };
  }, [show, mode]);
  if (!show) return null;
  const guide = t.guides[mode];
  const TEXT = t.firstVisit;
  const gotIt = (
    <button
      type="button"
      className="primary"
      onClick={() => {
        markSeen(mode);
        setShow(false);
      }}
    >
      {TEXT.dismiss}
    </button>
  );
  const rules = (
    <ul id={`first-visit-rules-${mode}`}>
      {guideLines(guide, touch, beside).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  // A smaller screen: the rules in a line or two beside "Got it" and "More", which shows them all.
  if (!beside)
    return (
      <section className="first-visit first-visit-brief" data-testid="first-visit" aria-labelledby="first-visit-title">
        <h2 id="first-visit-title" className="sr-only">
          {guide.title}
        </h2>
        <div className="first-visit-row">
          <p className="first-visit-line">{touch ? guide.brief.touch : guide.brief.pointer}</p>
          <button
            type="button"
            className="ghost"
            aria-expanded={more}
            aria-controls={`first-visit-rules-${mode}`}
            onClick={() => setMore((m) => !m)}
          >
            {TEXT.rules}
          </button>
          {gotIt}
        </div>
        {more && rules}
      </section>
    );
  return (
    <section className="first-visit" data-testid="first-visit" aria-labelledby="first-visit-title">
      <div className="first-visit-head">
        <h2 id="first-visit-title">{guide.title}</h2>
        {gotIt}
      </div>
      {rules}
      <p className="muted">{TEXT.more}</p>
    </section>
  );
}
