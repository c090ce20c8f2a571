import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useHexlab } from '../../store';
import type { Board } from '../../engine';
import { comparePathStore } from './comparePath';
import { compareAll, type Comparison } from './trace';
import { useFormat, useT } from '../i18n';

// The fifth row is the axial tutorial's own pathfinder, for comparison with the four searches.

/** All four searches on the same start and target, side by side: which are optimal and how much each expands. */
export function ComparePanel() {
  const board = useHexlab((s) => s.board);
  const from = useHexlab((s) => s.hero.from);
  const target = useHexlab((s) => s.hero.target);
  const [runs, setRuns] = useState(0);
  const [result, setResult] = useState<{ key: string; rows: Comparison[] } | null>(null);
  const key = `${runs}:${from}>${target}`;
  // Measured after the click has been drawn, so the hero sets off at once and the timings are not disturbed.
  useEffect(() => {
    if (from < 0 || target < 0) return;
    const timer = window.setTimeout(() => setResult({ key, rows: compareAll(board, from, target) }), 30);
    return () => window.clearTimeout(timer);
  }, [board, from, target, key]);
  const rows = from >= 0 && target >= 0 && result?.key === key ? result.rows : null;
  const pending = from >= 0 && target >= 0 && !rows;
  // A new question's rows replace the paths drawn from the old ones.
  useEffect(() => comparePathStore.setState({ picked: null, previewed: null }), [board, from, target]);
  useEffect(() => () => comparePathStore.setState({ picked: null, previewed: null }), []);
  const all = useT('hero');
  const t = all.compare;
  const f = useFormat();
  return (
    <section className="panel-section" aria-labelledby="compare-heading">
      <h2 id="compare-heading">{t.heading}</h2>
      {!rows && <p className="muted">{pending ? t.measuring : t.pick}</p>}
      {rows && (
        <>
          <table className="hero-compare" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col">{t.search}</th>
                <th scope="col">{t.cost}</th>
                <th scope="col">{t.optimal}</th>
                <th scope="col">{t.expanded}</th>
                <th scope="col">{t.time}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <CompareRow key={c.algorithm} row={c} board={board}>
                  <td>{c.cost === null ? '—' : f.number(c.cost)}</td>
                  <td data-optimal={c.optimal ? 'yes' : 'no'}>{c.cost === null ? '—' : c.optimal ? t.yes : t.no}</td>
                  <td>{f.number(c.expanded)}</td>
                  <td>{all.ms(c.ms, f)}</td>
                </CompareRow>
              ))}
            </tbody>
          </table>
          <TutorialNote rows={rows} />
          <button type="button" className="ghost" onClick={() => setRuns((n) => n + 1)}>
            {t.again}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * One search's row: its name is a toggle that draws its path on the board (data-shown while drawn); pointing at
 * the row or focusing its toggle shows the path for as long as it stays there.
 */
function CompareRow({ row, board, children }: { row: Comparison; board: Board; children: ReactNode }) {
  const picked = useStore(comparePathStore, (s) => s.picked?.algorithm === row.algorithm);
  const shown = useStore(comparePathStore, (s) => (s.previewed ?? s.picked)?.algorithm === row.algorithm);
  const t = useT('hero').compare;
  const path = row.path;
  const entry = path ? { algorithm: row.algorithm, path, board } : null;
  const preview = () => entry && comparePathStore.setState({ previewed: entry });
  const unpreview = () =>
    comparePathStore.setState((s) => (s.previewed?.algorithm === row.algorithm ? { previewed: null } : s));
  return (
    <tr
      data-algorithm={row.algorithm}
      data-shown={shown ? '' : undefined}
      onMouseEnter={preview}
      onMouseLeave={unpreview}
    >
      <th scope="row">
        {entry ? (
          <button
            type="button"
            className="row-pick"
            aria-pressed={picked}
            title={t.drawPath}
            onFocus={preview}
            onBlur={unpreview}
            onClick={() => comparePathStore.setState({ picked: picked ? null : entry, previewed: null })}
          >
            {t.short[row.algorithm]}
          </button>
        ) : (
          t.short[row.algorithm]
        )}
      </th>
      {children}
    </tr>
  );
}

/** A line on where the tutorial's pathfinder fell short of the cheapest path, or that it did not. */
function TutorialNote({ rows }: { rows: Comparison[] }) {
  const tutorial = rows.find((r) => r.algorithm === 'tutorial');
  const best = Math.min(...rows.map((r) => r.cost ?? Infinity));
  const t = useT('hero').compare;
  if (!tutorial || tutorial.cost === null || !Number.isFinite(best)) return null;
  return (
    <p className="muted" data-testid="tutorial-path-note">
      {tutorial.optimal ? t.same : t.worse(tutorial.cost - best, best)}
    </p>
  );
}
