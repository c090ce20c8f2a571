import { geometryTopic, hexMeasures } from '../../games/lab/geometry';
import { useHexlab } from '../../store';
import { FoldedCard } from './FoldedCard';
import { TopicView } from './TopicView';

const WORDS = {
  heading: 'Geometry',
  lead: (size: number) => `Hexes of size ${size} (the circumradius, centre to corner, in board units):`,
  measure: 'Measure',
  formula: 'Formula',
  value: 'Value',
};

/** Width, height and spacing of the board's hexes at its hex size, with the tan 30° derivation. */
export function GeometryCard() {
  const orientation = useHexlab((s) => s.orientation);
  const size = useHexlab((s) => s.hexSize);
  return (
    <FoldedCard heading={WORDS.heading} testId="geometry-card">
        <p className="lab-note">{WORDS.lead(size)}</p>
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
              <tr key={m.name} data-measure={m.name}>
                <th scope="row">{m.name}</th>
                <td>{m.formula}</td>
                <td data-value={m.value}>{m.value.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <TopicView topic={geometryTopic(orientation)} />
    </FoldedCard>
  );
}
