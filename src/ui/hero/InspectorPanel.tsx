import { useId } from 'react';
import { useHexlab } from '../../store';
import type { InspectorLabels, SearchAlgorithm } from '../../store/heroSlice';
import { SelectField } from '../shell/Field';
import { ALGORITHMS, traceFor } from './trace';
import { plural } from '../text/plural';

const STEPS = { one: '# step', other: '# steps' };

const LABELS: readonly { value: InspectorLabels; label: string }[] = [
  { value: 'scores', label: 'g, h, f' },
  { value: 'order', label: 'Order' },
  { value: 'none', label: 'None' },
];

/** The path inspector's controls and figures: one search between the route's start and target, step by step. */
export function InspectorPanel() {
  const board = useHexlab((s) => s.board);
  const hero = useHexlab((s) => s.hero);
  const heroSet = useHexlab((s) => s.heroSet);
  const sliderId = useId();
  const trace = hero.inspect ? traceFor(board, hero.from, hero.target, hero.algorithm) : null;
  const total = trace?.order.length ?? 0;
  const k = Math.min(hero.step, total);
  return (
    <section className="panel-section" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading">Path inspector</h2>
      <label className="check">
        <input type="checkbox" checked={hero.inspect} onChange={(e) => heroSet({ inspect: e.target.checked })} />
        Show the search on the board
      </label>
      <div className="field-grid">
        <SelectField<SearchAlgorithm> label="Algorithm" value={hero.algorithm} options={ALGORITHMS} onChange={(algorithm) => heroSet({ algorithm, step: Infinity })} />
        <SelectField<InspectorLabels> label="Tile numbers" value={hero.labels} options={LABELS} onChange={(labels) => heroSet({ labels })} />
      </div>
      {hero.inspect && !trace && <p className="muted">Click a tile: the inspector shows the search from where the hero stood to that tile.</p>}
      {trace && (
        <>
          <div className="button-row hero-steps">
            <button type="button" onClick={() => heroSet({ step: Math.min(k + 1, total) })} disabled={k >= total}>
              Step
            </button>
            <button type="button" onClick={() => heroSet({ step: Infinity })} disabled={k >= total}>
              Run all
            </button>
            <button type="button" onClick={() => heroSet({ step: 0 })} disabled={k === 0}>
              Reset
            </button>
          </div>
          <div className="field">
            <label htmlFor={sliderId}>
              Expansions shown: {k} of {total}
            </label>
            <input id={sliderId} type="range" min={0} max={total} value={k} onChange={(e) => heroSet({ step: Number(e.target.value) })} />
          </div>
          <dl className="hero-figures" data-testid="inspector-figures">
            <dt>Path length</dt>
            <dd>{trace.path ? plural(trace.path.length - 1, STEPS) : 'no path'}</dd>
            <dt>Path cost</dt>
            <dd>{trace.path ? trace.cost : '—'}</dd>
            <dt>Tiles expanded</dt>
            <dd data-testid="tiles-expanded">{total}</dd>
            <dt>Time taken</dt>
            <dd>{formatMs(trace.ms)}</dd>
          </dl>
          <p className="hero-legend-line">
            <span className="swatch swatch-open" /> frontier (open) <span className="swatch swatch-closed" /> expanded (closed) · arrows point to each
            tile&apos;s parent
          </p>
        </>
      )}
    </section>
  );
}

/** Milliseconds with enough digits to tell fast searches apart. */
export const formatMs = (ms: number) => (ms < 0.01 ? '< 0.01 ms' : ms < 1 ? `${ms.toFixed(2)} ms` : ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);
