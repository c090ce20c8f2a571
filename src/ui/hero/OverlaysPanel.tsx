import { useHexlab } from '../../store';
import type { DistanceKind } from '../../store/slices/heroSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { useT } from '../i18n';

const REACH_BY = ['steps', 'cost'] as const;
const DISTANCE_KINDS: readonly DistanceKind[] = ['walk', 'hex'];

/** Overlays measured from the hero: reachable tiles, line of sight, distances. */
export function OverlaysPanel() {
  const hero = useHexlab((s) => s.hero);
  const heroSet = useHexlab((s) => s.heroSet);
  const t = useT('hero').overlays;
  return (
    <section className="panel-section" aria-labelledby="hero-overlays-heading">
      <h2 id="hero-overlays-heading">{t.heading}</h2>
      <label className="check">
        <input type="checkbox" checked={hero.reach} onChange={(e) => heroSet({ reach: e.target.checked })} />
        {t.reach}
      </label>
      <div className="field-grid hero-indent">
        <SelectField
          label={t.reachIn}
          value={hero.reachBy}
          options={REACH_BY.map((value) => ({ value, label: t.reachBy[value] }))}
          onChange={(reachBy) => heroSet({ reachBy })}
        />
        <NumberField
          label={hero.reachBy === 'steps' ? t.stepsN : t.budget}
          value={hero.reachAmount}
          limit={LIMITS.reach}
          onCommit={(reachAmount) => heroSet({ reachAmount })}
        />
      </div>
      <label className="check">
        <input type="checkbox" checked={hero.sight} onChange={(e) => heroSet({ sight: e.target.checked })} />
        {t.sight}
      </label>
      <label className="check">
        <input type="checkbox" checked={hero.distance} onChange={(e) => heroSet({ distance: e.target.checked })} />
        {t.distance}
      </label>
      <div className="field-grid hero-indent">
        <SelectField
          label={t.distanceAs}
          value={hero.distanceKind}
          options={DISTANCE_KINDS.map((value) => ({ value, label: t.distanceKinds[value] }))}
          onChange={(distanceKind) => heroSet({ distanceKind })}
        />
      </div>
      <label className="check">
        <input type="checkbox" checked={hero.probe} onChange={(e) => heroSet({ probe: e.target.checked })} />
        {t.probe}
      </label>
    </section>
  );
}
