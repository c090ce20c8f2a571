import { useHexlab } from '../../store';
import type { DistanceKind } from '../../store/heroSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';

const REACH_BY = [
  { value: 'steps', label: 'Steps' },
  { value: 'cost', label: 'Cost' },
] as const;
const DISTANCE_KINDS: readonly { value: DistanceKind; label: string }[] = [
  { value: 'walk', label: 'Walking' },
  { value: 'hex', label: 'Hex steps' },
];

/** Overlays measured from the hero: reachable tiles, line of sight, distances. */
export function OverlaysPanel() {
  const hero = useHexlab((s) => s.hero);
  const heroSet = useHexlab((s) => s.heroSet);
  return (
    <section className="panel-section" aria-labelledby="hero-overlays-heading">
      <h2 id="hero-overlays-heading">Overlays from the hero</h2>
      <label className="check">
        <input type="checkbox" checked={hero.reach} onChange={(e) => heroSet({ reach: e.target.checked })} />
        Reachable tiles
      </label>
      <div className="field-grid hero-indent">
        <SelectField label="Reach in" value={hero.reachBy} options={REACH_BY} onChange={(reachBy) => heroSet({ reachBy })} />
        <NumberField label={hero.reachBy === 'steps' ? 'Steps (N)' : 'Budget'} value={hero.reachAmount} limit={LIMITS.reach} onCommit={(reachAmount) => heroSet({ reachAmount })} />
      </div>
      <label className="check">
        <input type="checkbox" checked={hero.sight} onChange={(e) => heroSet({ sight: e.target.checked })} />
        Line of sight from the hero
      </label>
      <label className="check">
        <input type="checkbox" checked={hero.distance} onChange={(e) => heroSet({ distance: e.target.checked })} />
        Distance from the hero
      </label>
      <div className="field-grid hero-indent">
        <SelectField label="Distance as" value={hero.distanceKind} options={DISTANCE_KINDS} onChange={(distanceKind) => heroSet({ distanceKind })} />
      </div>
      <label className="check">
        <input type="checkbox" checked={hero.probe} onChange={(e) => heroSet({ probe: e.target.checked })} />
        Collision box and test points
      </label>
    </section>
  );
}
