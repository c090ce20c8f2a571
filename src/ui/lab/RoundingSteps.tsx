import { roundingSteps, type CubeAxis } from '../../games/lab/rounding';
import { useFormat, useT } from '../i18n';

const AXES: CubeAxis[] = ['q', 'r', 's'];
const REBUILD: Record<CubeAxis, string> = { q: '−r − s', r: '−q − s', s: '−q − r' };

/** Cube rounding of the point under the pointer: the fractional q, r, s, each rounded, how far each moved, and the fix. */
export function RoundingSteps({ fq, fr }: { fq: number; fr: number }) {
  const steps = roundingSteps(fq, fr);
  const WORDS = useT('lab').rounding;
  const f = useFormat();
  const value = steps.recomputed === 's' ? -steps.hex.q - steps.hex.r : steps.hex[steps.recomputed];
  const row = (label: string, v: Record<CubeAxis, number>, digits: number) => (
    <tr>
      <th scope="row">{label}</th>
      {AXES.map((a) => (
        <td key={a} className={a === steps.recomputed ? 'rebuilt' : undefined}>
          {f.number(v[a] + 0, digits)}
        </td>
      ))}
    </tr>
  );
  return (
    <details className="topic-details" open>
      <summary>{WORDS.summary}</summary>
      <table className="coords rounding" data-testid="rounding-steps" data-recomputed={steps.recomputed}>
        <thead>
          <tr>
            <td />
            {AXES.map((a) => (
              <th key={a} scope="col" className={`axis-${a}`}>
                {a}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(WORDS.fractional, steps.fractional, 2)}
          {row(WORDS.rounded, steps.rounded, 0)}
          {row(WORDS.moved, steps.diff, 2)}
        </tbody>
      </table>
      <p className="lab-note" data-testid="rounding-text">
        {WORDS.rebuilt(
          steps.recomputed,
          f.number(steps.diff[steps.recomputed], 2),
          REBUILD[steps.recomputed],
          f.number(value + 0),
        )}
      </p>
    </details>
  );
}
