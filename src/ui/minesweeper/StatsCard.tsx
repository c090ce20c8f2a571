import { useHexlab } from '../../store';

/** Games played and won, best time for this board and difficulty, and the last game's 3BV, 3BV/s and efficiency. */
export function StatsCard() {
  const stats = useHexlab((s) => s.msStats);
  const key = useHexlab((s) => s.msStatsKey);
  const last = useHexlab((s) => s.msLastGame);
  const best = stats.best[key];
  const mine = stats.perKey[key] ?? { played: 0, won: 0 };
  return (
    <section className="panel-section" aria-labelledby="stats-heading" data-testid="stats">
      <h2 id="stats-heading">Statistics</h2>
      <table className="coords">
        <tbody>
          <tr><th scope="row">Played / won (this board)</th><td>{mine.played} / {mine.won}</td></tr>
          <tr><th scope="row">Best time</th><td data-testid="best-time">{best !== undefined ? `${(best / 1000).toFixed(1)} s` : '—'}</td></tr>
          <tr><th scope="row">All games</th><td>{stats.played} played, {stats.won} won</td></tr>
          {last && (
            <>
              <tr><th scope="row">Last game 3BV</th><td data-testid="last-3bv">{last.bv3}</td></tr>
              <tr><th scope="row">3BV/s</th><td>{last.bv3PerSecond.toFixed(2)}</td></tr>
              <tr><th scope="row">Efficiency (IOE)</th><td>{last.ioe.toFixed(2)}</td></tr>
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}
