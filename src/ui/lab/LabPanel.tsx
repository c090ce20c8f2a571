import { SYSTEM_NAMES, type CoordinateSystem } from '../../games/lab/coordinates';
import { useHexlab } from '../../store';
import type { LabelSystem } from '../../store/labSlice';
import { SelectField } from '../shell/Field';
import { useLabView } from './labView';
import { NamesCard } from './NamesCard';
import { GeometryCard } from './GeometryCard';
import { OriginCard } from './OriginCard';
import { StorageCard } from './StorageCard';
import { ToolSection } from './ToolSection';

const LABELS: { value: LabelSystem; label: string }[] = [
  { value: 'none', label: 'None' },
  ...(Object.keys(SYSTEM_NAMES) as CoordinateSystem[]).map((k) => ({ value: k, label: SYSTEM_NAMES[k] })),
];

const PROBE_LABEL = 'Draw the hero’s collision test points at the pointer';
const REGIONS_LABEL = 'Draw the minesweeper tutorial’s pixel-to-tile regions under the pointer';

/** Lab settings: labels, hover aids and the tools. */
export function LabPanel() {
  const labels = useHexlab((s) => s.lab.labels);
  const distance = useHexlab((s) => s.lab.distance);
  const diagonals = useHexlab((s) => s.lab.diagonals);
  const regions = useHexlab((s) => s.lab.regions);
  const probe = useHexlab((s) => s.lab.probe);
  const labSet = useHexlab((s) => s.labSet);
  const tooSmall = useLabView((s) => s.labelsTooSmall);
  return (
    <>
      <section className="panel-section" aria-labelledby="lab-heading">
        <h2 id="lab-heading">Lab</h2>
        <SelectField label="Tile labels" value={labels} options={LABELS} onChange={(v) => labSet({ labels: v })} />
        {labels === 'cube' && <p className="muted lab-note">Cube labels read <span className="axis-q">q</span>, <span className="axis-r">r</span>, <span className="axis-s">s</span> from top to bottom; q + r + s = 0.</p>}
        <p className="lab-note" role="status" data-testid="labels-hidden">
          {tooSmall ? 'Labels are hidden: too small to read at this zoom. Zoom in (+, wheel or pinch) to show them.' : ''}
        </p>
        <label className="check">
          <input type="checkbox" checked={distance} onChange={(e) => labSet({ distance: e.target.checked })} />
          Distance from the hovered tile
        </label>
        <label className="check">
          <input type="checkbox" checked={diagonals} onChange={(e) => labSet({ diagonals: e.target.checked })} />
          Show diagonal neighbours
        </label>
        <label className="check">
          <input type="checkbox" checked={regions} onChange={(e) => labSet({ regions: e.target.checked })} />
          {REGIONS_LABEL}
        </label>
        <label className="check">
          <input type="checkbox" checked={probe} onChange={(e) => labSet({ probe: e.target.checked })} />
          {PROBE_LABEL}
        </label>
        <p className="muted lab-note">Hover a tile: it is marked with its six neighbours{diagonals ? ' and its six diagonals (two steps away, between two neighbours)' : ''}.</p>
      </section>
      <ToolSection />
      <NamesCard />
      <OriginCard />
      <StorageCard />
      <GeometryCard />
    </>
  );
}
