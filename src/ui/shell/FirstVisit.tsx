import { useState } from 'react';
import type { Mode } from '../../store';
import { useT } from '../i18n';
import { readChoice, writeChoice, type ChoiceSpec } from '../../store/persist/storedChoice';

const modeNames = (list: unknown): string[] | undefined =>
  Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : undefined;

/** The modes whose guide was dismissed. Version 0 was the list as bare JSON text; version 1 is the list as the value. */
const GUIDES_CHOICE: ChoiceSpec<string[]> = {
  key: 'hexlab:guides-seen',
  version: 1,
  migrate(version, stored) {
    if (version > 0) return modeNames(stored);
    try {
      return modeNames(JSON.parse(String(stored)));
    } catch {
      return undefined;
    }
  },
};

function seenModes(): Set<string> {
  const read = readChoice(GUIDES_CHOICE);
  return new Set(read.kind === 'value' ? read.value : []);
}

/** Storage refused (private mode, quota): the guide shows again next time, nothing else is lost. */
const markSeen = (mode: Mode) => writeChoice(GUIDES_CHOICE, [...new Set([...seenModes(), mode])]);

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
