import { SYSTEMS } from '../../games/lab/coordinates';
import { useHexlab } from '../../store';
import type { LabelSystem } from '../../store/slices/labSlice';
import { SelectField } from '../shell/Field';
import { useLabView } from './labView';
import { NamesCard } from './NamesCard';
import { GeometryCard } from './GeometryCard';
import { OriginCard } from './OriginCard';
import { StorageCard } from './StorageCard';
import { ToolSection } from './ToolSection';
import { useT } from '../i18n';

/** Lab settings: labels, hover aids and the tools (the guide's cards are LabGuideCards). */
export function LabPanel() {
  const labels = useHexlab((s) => s.lab.labels);
  const distance = useHexlab((s) => s.lab.distance);
  const diagonals = useHexlab((s) => s.lab.diagonals);
  const regions = useHexlab((s) => s.lab.regions);
  const probe = useHexlab((s) => s.lab.probe);
  const labSet = useHexlab((s) => s.labSet);
  const tooSmall = useLabView((s) => s.labelsTooSmall);
  const t = useT('lab');
  const WORDS = t.panel;
  const options: { value: LabelSystem; label: string }[] = [
    { value: 'none', label: WORDS.none },
    ...SYSTEMS.map((value) => ({ value, label: t.systems[value] })),
  ];
  return (
    <>
      <section className="panel-section" aria-labelledby="lab-heading">
        <h2 id="lab-heading">{WORDS.heading}</h2>
        <SelectField label={WORDS.labels} value={labels} options={options} onChange={(v) => labSet({ labels: v })} />
        {labels === 'cube' && (
          <p className="muted lab-note">
            {WORDS.cubeNote[0]}
            <span className="axis-q">q</span>, <span className="axis-r">r</span>, <span className="axis-s">s</span>
            {WORDS.cubeNote[1]}
          </p>
        )}
        <p className="lab-note" role="status" data-testid="labels-hidden">
          {tooSmall ? WORDS.tooSmall : ''}
        </p>
        <label className="check">
          <input type="checkbox" checked={distance} onChange={(e) => labSet({ distance: e.target.checked })} />
          {WORDS.distance}
        </label>
        <label className="check">
          <input type="checkbox" checked={diagonals} onChange={(e) => labSet({ diagonals: e.target.checked })} />
          {WORDS.diagonals}
        </label>
        <label className="check">
          <input type="checkbox" checked={regions} onChange={(e) => labSet({ regions: e.target.checked })} />
          {WORDS.regions}
        </label>
        <label className="check">
          <input type="checkbox" checked={probe} onChange={(e) => labSet({ probe: e.target.checked })} />
          {WORDS.probe}
        </label>
        <p className="muted lab-note">{WORDS.hover(diagonals)}</p>
      </section>
      <ToolSection />
    </>
  );
}

/** The guide's cards: names of the neighbours, the origin, storage and geometry. */
export function LabGuideCards() {
  return (
    <>
      <NamesCard />
      <OriginCard />
      <StorageCard />
      <GeometryCard />
    </>
  );
}
