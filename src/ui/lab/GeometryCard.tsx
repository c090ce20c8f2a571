import { hexMeasures } from '../../games/lab/geometry';
import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { FoldedCard } from './FoldedCard';
import { TopicView } from './TopicView';
import { useBoardLayout } from '../board/boardLayout';

/** Width, height and spacing of the board's hexes at its hex size, with the tan 30° derivation. */
export function GeometryCard() {
  const { orientation } = useBoardLayout();
  const size = useHexlab((s) => s.hexSize);
  const t = useT('lab');
  const WORDS = t.geometry;
  const f = useFormat();
  const name = (key: keyof typeof WORDS.names) => {
    const n = WORDS.names[key];
    return typeof n === 'string' ? n : n[orientation];
  };
  return (
    <FoldedCard heading={WORDS.heading} testId="geometry-card">
      <p className="lab-note">{WORDS.lead(f.number(size))}</p>
      <table className="coords geometry-table">
        <thead>
          <tr>
            <th scope="col">{WORDS.measure}</th>
            <th scope="col">{WORDS.formula}</th>
            <th scope="col">{WORDS.value}</th>
          </tr>
        </thead>
        <tbody>
          {hexMeasures(orientation, size).map((m) => (
            <tr key={m.key} data-measure={m.key}>
              <th scope="row">{name(m.key)}</th>
              <td>{WORDS.formulas[orientation][m.key]}</td>
              <td data-value={m.value}>{f.number(m.value, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TopicView topic={t.topics.geometry(orientation)} />
    </FoldedCard>
  );
}
