import { useState } from 'react';
import type { Mode } from '../../store';
import { useT } from '../i18n';
const STORAGE_KEY = 'hexlab:guides-seen';

function seenModes(): Set<string> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : []);
  } catch {
    return new Set();
  }
}

function markSeen(mode: Mode) {
  try {
    const seen = seenModes();
    seen.add(mode);
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...seen]));
  } catch {
    // Storage refused (private mode, quota): the guide shows again next time, nothing else is lost.
  }
}

/**
 * A mode's "How to play" / "What this shows", the first time the mode is opened: a short card above the board
 * (it never covers the board), remembered once dismissed. Help keeps the same text.
 */
export function FirstVisit({ mode }: { mode: Mode }) {
  const [show, setShow] = useState(() => !seenModes().has(mode));
  const t = useT('shell');
  if (!show) return null;
  const guide = t.guides[mode];
  const TEXT = t.firstVisit;
  return (
    <section className="first-visit" data-testid="first-visit" aria-labelledby="first-visit-title">
      <div className="first-visit-text">
        <h2 id="first-visit-title">{guide.title}</h2>
        <ul>
          {guide.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="muted">{TEXT.more}</p>
      </div>
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
    </section>
  );
}
