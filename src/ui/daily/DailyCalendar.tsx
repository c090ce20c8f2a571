import { useId, useRef, useState } from 'react';
import { useDialog } from '../stats/useDialog';
import { useHexlab } from '../../store';
import { useProgress } from '../../store/persist/progressStore';
import { dayKey, FIRST_DAILY, parseDay } from '../../games/daily/date';
import { today } from '../../store/dailyStore';
import { linkCodec } from '../../store/links/codec';
import type { GameEntry } from '../../games/progress/history';
import { DAILY } from '../../games/progress/category';
import { hrefFor, writeHistory } from '../links/urlHistory';
import { useLang, useT } from '../i18n';
import { longDate, mediumDate, monthName } from './dates';
import { showDaily } from './openDaily';

type DayState = 'won' | 'lost' | 'late' | 'open';

const stateOf = (g: GameEntry | undefined): DayState => (!g ? 'open' : g.late ? 'late' : g.won ? 'won' : 'lost');
const MARK: Record<DayState, string> = { won: '✓', lost: '✗', late: '◷', open: '' };

/** The days of a month (`YYYY-MM`), with blanks before the first so weeks start on Monday. */
function monthDays(month: string): (string | null)[] {
  const first = parseDay(`${month}-01`)!;
  const lead = (((first + 4) % 7) + 6) % 7;
  const out: (string | null)[] = new Array<string | null>(lead).fill(null);
  for (let d = first; dayKey(d).startsWith(month); d++) out.push(dayKey(d));
  return out;
}

const shiftMonth = (month: string, by: number) => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + by;
  return dayKey(parseDay(`${y + Math.floor(m / 12)}-${String((((m % 12) + 12) % 12) + 1).padStart(2, '0')}-01`)!).slice(
    0,
    7,
  );
};

/**
 * Past dailies, a month at a time: each day a button that opens its daily, marked won, lost or played late; days to
 * come and days before the first daily can't be chosen. Played days keep their game: "Watch the replay".
 */
export function DailyCalendar({ onClose }: { onClose(): void }) {
  const t = useT('progress').calendar;
  const lang = useLang((s) => s.lang);
  const id = useId();
  const now = today();
  const [month, setMonth] = useState(now.slice(0, 7));
  const games = useProgress((s) => s.progress.games);
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  const byDate = new Map(games.flatMap((g) => (g.daily && g.category === DAILY ? [[g.daily, g] as const] : [])));
  const played = [...byDate.values()]
    .filter((g) => g.daily!.startsWith(month) && g.replay)
    .sort((a, b) => (a.daily! < b.daily! ? 1 : -1));
  const open = (date: string) => void showDaily(date).then((ok) => ok && onClose());
  const watch = (query: string) =>
    void linkCodec.load().then(async (m) => {
      if ((await m.openShareQuery(useHexlab, query)) !== 'applied') return;
      writeHistory('push', hrefFor(query));
      onClose();
    });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="daily-calendar"
      data-testid="daily-calendar"
    >
      <h2 id={`${id}-title`} className="share-title">
        {t.heading}
      </h2>
      <div className="daily-month">
        <button
          type="button"
          aria-label={t.previous}
          disabled={month <= FIRST_DAILY.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <span aria-live="polite">{monthName(month, lang)}</span>
        <button
          type="button"
          aria-label={t.next}
          disabled={month >= now.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <div className="daily-grid">
        {monthDays(month).map((date, i) => {
          if (!date) return <span key={`blank-${i}`} />;
          const state = stateOf(byDate.get(date));
          const can = date >= FIRST_DAILY && date <= now;
          const label = t.day(longDate(date, lang), date === now && state === 'open' ? t.today : t[state]);
          return (
            <button
              key={date}
              type="button"
              className="daily-day"
              data-date={date}
              data-state={state}
              data-today={date === now || undefined}
              disabled={!can}
              aria-label={label}
              title={label}
              onClick={() => open(date)}
            >
              <span>{Number(date.slice(8))}</span>
              <span className="daily-mark" aria-hidden="true">
                {MARK[state]}
              </span>
            </button>
          );
        })}
      </div>
      <p className="field-hint">{t.legend}</p>
      {played.length > 0 && (
        <ul className="daily-played">
          {played.map((g) => (
            <li key={g.daily}>
              <span>
                {MARK[stateOf(g)]} {mediumDate(g.daily!, lang)}
              </span>
              <button type="button" onClick={() => watch(g.replay!)}>
                {t.watch}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="ghost share-close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
