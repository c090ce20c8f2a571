import { useState } from 'react';
import { useHexlab } from '../../store';
import { dailyOf, useDaily } from '../../store/dailyRuns';
import { solvePace } from '../../games/daily/pace';
import { isOver, totalClicks } from '../../games/minesweeper/state';
import { lazyPart } from '../lazyPart';
import { useFormat, useLang, useT } from '../i18n';
import { longDate } from './dates';
import { dailyHref, paceMarks, shareText } from './shareText';
import './daily.css';

const DailyCalendar = lazyPart(() => import('./DailyCalendar').then((m) => m.DailyCalendar));

/**
 * The daily above its board: which day it is, whether this game counts, where to start, and after the game "Share
 * result" (the text shown, copied, and handed to the device's share sheet where there is one). The shared text lies
 * over the board's frame, under the band, so it never pushes the board down; "Close" puts it away. "Past dailies" opens
 * the calendar. A daily link that can't be opened is said here (role="alert").
 */
export function DailyBar() {
  const t = useT('progress').daily;
  const f = useFormat();
  const lang = useLang((s) => s.lang);
  const problem = useDaily((s) => s.problem);
  const game = useHexlab((s) => s.minesweeper.game);
  const [shared, setShared] = useState<{ config: unknown; text: string; note: string } | null>(null);
  const [calendar, setCalendar] = useState(false);
  const run = useHexlab((s) => dailyOf(s.minesweeper));
  if (!run) {
    return (
      <>
        {problem && (
          <p role="alert" className="daily-problem field-error">
            {t.problem(problem)}
          </p>
        )}
      </>
    );
  }
  const over = isOver(game);
  const share = async () => {
    const s = useHexlab.getState();
    const ms =
      s.minesweeper.startedAt !== null && s.minesweeper.endedAt !== null
        ? s.minesweeper.endedAt - s.minesweeper.startedAt
        : 0;
    const facts = {
      date: run.date,
      won: game.status === 'won',
      ms,
      bv3s: s.minesweeperResult?.figures.bv3PerSecond ?? 0,
      late: run.late,
      pace: paceMarks(solvePace(s.board, game, s.minesweeper.log, ms)),
      clicks: totalClicks(game.tally),
      helped: s.minesweeper.session.assisted || run.tainted,
    };
    const text = shareText(t.shareText, facts, f, dailyHref(run.date));
    let note = t.copyFailed;
    try {
      await navigator.clipboard.writeText(text);
      note = t.copied;
    } catch {
      // No clipboard (permission, an old browser): the text is shown to select.
    }
    setShared({ config: game.config, text, note });
    if (typeof navigator.share === 'function') navigator.share({ text }).catch(() => {});
  };
  const status = !run.counts ? t.practice : run.late ? t.late : t.counts;
  return (
    <section
      className="daily-bar"
      data-testid="daily"
      data-date={run.date}
      aria-label={t.heading(longDate(run.date, lang))}
    >
      <div className="daily-head">
        <h2 className="daily-title">{t.heading(longDate(run.date, lang))}</h2>
        <div className="button-row">
          {over && (
            <button type="button" className="primary" onClick={() => void share()}>
              {t.share}
            </button>
          )}
          <button type="button" aria-haspopup="dialog" aria-expanded={calendar} onClick={() => setCalendar((v) => !v)}>
            {t.past}
          </button>
        </div>
      </div>
      <p className="daily-note">
        {status}
        {game.status === 'ready' && ` ${t.start}`}
      </p>
      {over && shared && shared.config === game.config && (
        <div className="daily-shared">
          <pre className="daily-share-text" data-testid="daily-share" tabIndex={0} aria-label={t.shareLabel}>
            {shared.text}
          </pre>
          <div className="daily-shared-foot">
            <p role="status" className="field-hint">
              {shared.note} {t.paceKey}
            </p>
            <button type="button" onClick={() => setShared(null)}>
              {t.closeShared}
            </button>
          </div>
        </div>
      )}
      {calendar && <DailyCalendar onClose={() => setCalendar(false)} />}
    </section>
  );
}
