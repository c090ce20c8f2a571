import type { ChallengeResult } from '../../share/challenge';
import { better } from './challenge';

/** Two results side by side (each with its time written as the mode writes times), and who did better. */
export function Results({
  names,
  results,
  time,
  result,
}: {
  names: [string, string];
  results: [ChallengeResult, ChallengeResult];
  time(ms: number): string;
  result(time: string, mistakes: number): string;
}) {
  const verdict = better(results[0], results[1]);
  return (
    <div className="challenge-results" data-testid="challenge-results" data-verdict={verdict}>
      <dl className="end-figures">
        {results.map((r, i) => (
          <div key={i} data-ms={r.ms} data-mistakes={r.mistakes}>
            <dt>{names[i]}</dt>
            <dd>{result(time(r.ms), r.mistakes)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
