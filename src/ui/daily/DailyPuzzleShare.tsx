import { useState } from 'react';
import { dateOf } from '../../games/daily/date';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import { dailyPuzzleQuery } from '../../share/fields/dailyPuzzleParam';
import { useHexlab } from '../../store';
import { puzzleElapsed } from '../../store/slices/puzzleOpen';
import { linkAddress } from '../links/address';
import { useFormat, useLang, useT } from '../i18n';
import { mediumDate } from './dates';
import './daily.css';

/**
 * On a solved daily puzzle's end card: "Share result", a text of the day, the grade, the time and the mistakes, and
 * the day's link (built from these facts alone: no cell of the puzzle is given to it). It is shown, copied to the
 * clipboard, and handed to the device's share sheet where there is one.
 */
export function DailyPuzzleShare() {
  const t = useT('puzzle').daily;
  const f = useFormat();
  const lang = useLang((s) => s.lang);
  const level = useHexlab((s) => s.puzzle.level);
  const [shared, setShared] = useState<{ text: string; note: string } | null>(null);
  const daily = dailyPuzzleOf(level);
  if (!daily) return null;
  const share = async () => {
    const { puzzle } = useHexlab.getState();
    const facts = {
      day: mediumDate(daily.date, lang),
      grade: daily.grade,
      ms: puzzleElapsed(puzzle),
      mistakes: puzzle.play.mistakes,
      late: daily.date < dateOf(Date.now()),
    };
    const text = [t.shareText(facts, f), linkAddress(dailyPuzzleQuery(daily.date))].join('\n');
    let note = t.copyFailed;
    try {
      await navigator.clipboard.writeText(text);
      note = t.copied;
    } catch {
      // No clipboard (permission, an old browser): the text is shown to select.
    }
    setShared({ text, note });
    if (typeof navigator.share === 'function') navigator.share({ text }).catch(() => {});
  };
  return (
    <div className="daily-puzzle-share">
      <button type="button" aria-expanded={shared !== null} onClick={() => void share()}>
        {t.share}
      </button>
      {shared && (
        <>
          <pre className="daily-share-text" data-testid="daily-puzzle-share" tabIndex={0} aria-label={t.shareLabel}>
            {shared.text}
          </pre>
          <p role="status" className="field-hint">
            {shared.note}
          </p>
        </>
      )}
    </div>
  );
}
