import { useEffect, useId, useRef, useState } from 'react';
import { PRESETS } from '../../games/minesweeper/presets';
import { categoriesOf, DAILY, summarise, type Category, type GameEntry } from '../../games/progress/history';
import { dailyStreak } from '../../games/progress/streak';
import { dayOf } from '../../games/daily/date';
import type { ProgressProblem } from '../../games/progress/file';
import { exportProgress, importProgress, loadProgress, useProgress } from '../../store/persist/progressStore';
import { downloadText } from '../download';
import { useFormat, useLang, useT, type Format } from '../i18n';
import { mediumDate, shortDay } from '../daily/dates';
import { SeriesChart, SpreadChart } from './charts';
import { Fact } from './Fact';
import { modeStats } from '../modes';
import { dayLabels } from './axes';
import { useDialog } from './useDialog';
import './stats.css';

const ORDER = PRESETS.map((p) => p.id as Category);

/**
 * "Statistics": per difficulty and for the daily, games, wins, win rate, best and median time and best 3BV/s, the
 * daily streak, charts of one category's games (time and 3BV/s over time, the spread of winning times) or the same
 * as a table; export and import as a file (a file that can't be read is refused whole, with why).
 */
export function StatsDialog({ onClose }: { onClose(): void }) {
  const t = useT('progress').stats;
  const presets = useT('minesweeper').panel.presets;
  const f = useFormat();
  const lang = useLang((s) => s.lang);
  const id = useId();
  const { progress, problem, ready } = useProgress();
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Category | null>(null);
  const [table, setTable] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useDialog(ref, onClose);
  useEffect(() => void loadProgress(), []);
  // The modes' own cards (their definitions' stats), and the categories they show, not Minesweeper's.
  const [cards] = useState(modeStats);
  const ownCards = new Set(cards.flatMap((s) => s.categories));

  const nameOf = (c: Category) =>
    c === DAILY ? t.daily : c === 'custom' ? t.custom : ((presets as Record<string, string>)[c] ?? c);
  // Minesweeper's categories: a mode with a card of its own is not among them.
  const categories = categoriesOf(progress, ORDER).filter((c) => !ownCards.has(c));
  const category = picked && categories.includes(picked) ? picked : (categories[0] ?? null);
  const streak = dailyStreak(progress, dayOf(Date.now()));
  const games = category ? progress.games.filter((g) => g.category === category && !g.unfinished) : [];
  const seconds = (ms: number) => f.seconds(ms, 1);
  const days = dayLabels(games.map((g) => shortDay(g.at, lang)));

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const r = await importProgress(await file.text());
    setMessage(
      r.ok ? { ok: true, text: t.imported(r.games, f) } : { ok: false, text: t.refused(r.problem as ProgressProblem) },
    );
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <div className="stats-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="stats-dialog"
        data-testid="stats"
        data-ready={ready || undefined}
        data-streak={streak.current}
        data-longest={streak.longest}
      >
        <div className="stats-head">
          <h2 id={`${id}-title`}>{t.heading}</h2>
          <button type="button" className="ghost" onClick={onClose}>
            {t.close}
          </button>
        </div>
        {problem && (
          <p role="alert" className="field-error">
            {t.unreadable}
          </p>
        )}
        <dl
          className="stats-streak"
          data-testid="daily-streak"
          data-streak={streak.current}
          data-longest={streak.longest}
        >
          <Fact name={t.streak} value={f.number(streak.current)} />
          <Fact name={t.longest} value={f.number(streak.longest)} />
        </dl>
        {categories.length === 0 ? (
          !progress.games.some((g) => ownCards.has(g.category)) && <p className="muted">{t.none}</p>
        ) : (
          <div className="stats-cards">
            {categories.map((c) => (
              <Card
                key={c}
                name={nameOf(c)}
                category={c}
                summary={summarise(progress, c)}
                f={f}
                t={t}
                streak={c === DAILY ? streak : null}
              />
            ))}
          </div>
        )}
        {cards.map(({ categories, Card }) => (
          <Card key={categories[0]} progress={progress} />
        ))}
        {category && games.length > 0 && (
          <section className="stats-charts" aria-label={t.chartsOf}>
            <div className="stats-chart-bar">
              <label>
                {t.chartsOf}{' '}
                <select value={category} onChange={(e) => setPicked(e.target.value)}>
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {nameOf(c)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" aria-pressed={table} onClick={() => setTable((v) => !v)}>
                {table ? t.asCharts : t.asTable}
              </button>
            </div>
            {table ? (
              <GameTable games={games} caption={t.tableCaption(nameOf(category))} f={f} t={t} lang={lang} />
            ) : (
              <div className="stats-chart-grid">
                <SeriesChart
                  testId="chart-time"
                  name={`${t.timeChart(nameOf(category))}: ${t.games(games.length, f)}`}
                  title={t.timeTitle}
                  points={games.map((g) => ({ y: g.ms, won: g.won }))}
                  format={(v) => seconds(v)}
                  x={days}
                />
                <SeriesChart
                  testId="chart-bv3s"
                  name={`${t.bv3sChart(nameOf(category))}: ${t.games(games.length, f)}`}
                  title={t.bv3sTitle}
                  points={games.map((g) => ({ y: g.bv3s, won: g.won }))}
                  format={(v) => f.number(v, 2)}
                  x={days}
                />
                <SpreadChart
                  name={t.spreadChart(nameOf(category))}
                  title={t.spreadTitle}
                  values={games.filter((g) => g.won).map((g) => g.ms)}
                  format={(v) => seconds(v)}
                />
              </div>
            )}
          </section>
        )}
        <div className="button-row stats-files">
          <button
            type="button"
            onClick={() => downloadText(exportProgress(), 'hexlab-statistics.json', 'application/json')}
          >
            {t.export}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()}>
            {t.import}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t.import}
            onChange={(e) => void importFile(e.target.files?.[0])}
          />
        </div>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'field-hint' : 'field-error'}
            data-testid="stats-message"
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}

type Words = ReturnType<typeof useT<'progress'>>['stats'];

function Card({
  name,
  category,
  summary,
  f,
  t,
  streak,
}: {
  name: string;
  category: string;
  summary: ReturnType<typeof summarise>;
  f: Format;
  t: Words;
  streak: { current: number; longest: number } | null;
}) {
  const dash = '—';
  return (
    <section
      className="stats-card"
      data-testid="stats-row"
      data-category={category}
      data-played={summary.played}
      data-won={summary.won}
      data-best-ms={summary.bestMs ?? undefined}
      data-streak={streak?.current}
      data-longest={streak?.longest}
      aria-label={name}
    >
      <h3>{name}</h3>
      <dl>
        <Fact name={t.played} value={f.number(summary.played)} />
        <Fact name={t.won} value={f.number(summary.won)} />
        <Fact name={t.winRate} value={summary.winRate === null ? dash : f.percent(summary.winRate)} />
        <Fact name={t.best} value={summary.bestMs === null ? dash : f.seconds(summary.bestMs)} />
        <Fact name={t.median} value={summary.medianMs === null ? dash : f.seconds(summary.medianMs)} />
        <Fact name={t.bestBv3s} value={summary.bestBv3s === null ? dash : f.number(summary.bestBv3s, 2)} />
      </dl>
    </section>
  );
}

function GameTable({
  games,
  caption,
  f,
  t,
  lang,
}: {
  games: readonly GameEntry[];
  caption: string;
  f: Format;
  t: Words;
  lang: Parameters<typeof shortDay>[1];
}) {
  return (
    <div className="stats-table-wrap">
      <table className="stats-table" data-testid="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.result}</th>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.bv3s}</th>
          </tr>
        </thead>
        <tbody>
          {[...games].reverse().map((g, i) => (
            <tr key={`${g.at}-${i}`}>
              <td>{g.daily ? mediumDate(g.daily, lang) : shortDay(g.at, lang)}</td>
              <td>{g.won ? t.won1 : t.lost1}</td>
              <td>{f.seconds(g.ms)}</td>
              <td>{f.number(g.bv3s, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
