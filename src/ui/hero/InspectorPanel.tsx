import { useId } from 'react';
import { useHexlab } from '../../store';
import type { InspectorLabels, SearchAlgorithm } from '../../store/slices/heroSlice';
import { SelectField } from '../shell/Field';
import { ALGORITHMS, traceFor } from './trace';
import { useFormat, useT } from '../i18n';

const LABELS: readonly InspectorLabels[] = ['scores', 'order', 'none'];

/** The path inspector's controls and figures: one search between the route's start and target, step by step. */
export function InspectorPanel() {
  const board = useHexlab((s) => s.board);
  const hero = useHexlab((s) => s.hero);
  const heroSet = useHexlab((s) => s.heroSet);
  const sliderId = useId();
  const trace = hero.inspect ? traceFor(board, hero.from, hero.target, hero.algorithm) : null;
  const total = trace?.order.length ?? 0;
  const k = Math.min(hero.step, total);
  const all = useT('hero');
  const t = all.inspector;
  const f = useFormat();
  return (
    <section className="panel-section" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading">{t.heading}</h2>
      <label className="check">
        <input type="checkbox" checked={hero.inspect} onChange={(e) => heroSet({ inspect: e.target.checked })} />
        {t.show}
      </label>
      <div className="field-grid">
        <SelectField<SearchAlgorithm>
          label={t.algorithm}
          value={hero.algorithm}
          options={ALGORITHMS.map((value) => ({ value, label: t.algorithms[value] }))}
          onChange={(algorithm) => heroSet({ algorithm, step: Infinity })}
        />
        <SelectField<InspectorLabels>
          label={t.numbers}
          value={hero.labels}
          options={LABELS.map((value) => ({ value, label: t.labels[value] }))}
          onChange={(labels) => heroSet({ labels })}
        />
      </div>
      {hero.inspect && !trace && <p className="muted">{t.pick}</p>}
      {trace && (
        <>
          <div className="button-row hero-steps">
            <button type="button" onClick={() => heroSet({ step: Math.min(k + 1, total) })} disabled={k >= total}>
              {t.step}
            </button>
            <button type="button" onClick={() => heroSet({ step: Infinity })} disabled={k >= total}>
              {t.runAll}
            </button>
            <button type="button" onClick={() => heroSet({ step: 0 })} disabled={k === 0}>
              {t.reset}
            </button>
          </div>
          <div className="field">
            <label htmlFor={sliderId}>{t.shown(k, total)}</label>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={total}
              value={k}
              onChange={(e) => heroSet({ step: Number(e.target.value) })}
            />
          </div>
          <dl className="hero-figures" data-testid="inspector-figures">
            <dt>{t.length}</dt>
            <dd>{trace.path ? f.plural(trace.path.length - 1, all.steps) : t.noPath}</dd>
            <dt>{t.cost}</dt>
            <dd>{trace.path ? f.number(trace.cost) : '—'}</dd>
            <dt>{t.expanded}</dt>
            <dd data-testid="tiles-expanded">{total}</dd>
            <dt>{t.time}</dt>
            <dd>{all.ms(trace.ms, f)}</dd>
          </dl>
          <p className="hero-legend-line">
            <span className="swatch swatch-open" /> {t.frontier} <span className="swatch swatch-closed" /> {t.closed}{' '}
            {t.arrows}
          </p>
        </>
      )}
    </section>
  );
}
