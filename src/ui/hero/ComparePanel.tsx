import { useMemo, useState } from 'react';
import { useHexlab } from '../../store';
import { compareAll } from './trace';
import { formatMs } from './InspectorPanel';

const SHORT = { bfs: 'BFS', dijkstra: 'Dijkstra', greedy: 'Greedy', astar: 'A*' } as const;

/** All four searches on the same start and target, side by side: which are optimal and how much each expands. */
export function ComparePanel() {
  const board = useHexlab((s) => s.board);
  const from = useHexlab((s) => s.hero.from);
  const target = useHexlab((s) => s.hero.target);
  const [runs, setRuns] = useState(0);
  // `runs` is a dependency on purpose: "Measure again" repeats the timing.
  const rows = useMemo(() => (from >= 0 && target >= 0 && runs >= 0 ? compareAll(board, from, target) : null), [board, from, target, runs]);
  return (
    <section className="panel-section" aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare searches</h2>
      {!rows && <p className="muted">Click a tile: the four searches run from where the hero stood to that tile.</p>}
      {rows && (
        <>
          <table className="hero-compare" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Cost</th>
                <th scope="col">Optimal</th>
                <th scope="col">Expanded</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.algorithm} data-algorithm={c.algorithm}>
                  <th scope="row">{SHORT[c.algorithm]}</th>
                  <td>{c.cost ?? '—'}</td>
                  <td data-optimal={c.optimal ? 'yes' : 'no'}>{c.cost === null ? '—' : c.optimal ? 'yes' : 'no'}</td>
                  <td>{c.expanded}</td>
                  <td>{formatMs(c.ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="ghost" onClick={() => setRuns((n) => n + 1)}>
            Measure again
          </button>
        </>
      )}
    </section>
  );
}
