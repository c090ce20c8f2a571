import { allCoordinates, SYSTEM_NAMES, type CoordinateSystem } from '../../games/lab/coordinates';
import { axialRound, makeLayout, pixelToFractional } from '../../engine';
import { useHexlab } from '../../store';
import type { LabelSystem, LabTool } from '../../store/labSlice';
import { usePointer } from '../board/usePointer';
import { NumberField, SelectField } from '../shell/Field';

const LABELS: { value: LabelSystem; label: string }[] = [
  { value: 'none', label: 'None' },
  ...(Object.keys(SYSTEM_NAMES) as CoordinateSystem[]).map((k) => ({ value: k, label: SYSTEM_NAMES[k] })),
];
const TOOLS: { value: LabTool; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'line', label: 'Line (selected to hovered)' },
  { value: 'range', label: 'Range N' },
  { value: 'ring', label: 'Ring N' },
  { value: 'spiral', label: 'Spiral order' },
  { value: 'rotate', label: 'Rotate a ring (about hovered)' },
  { value: 'reflect', label: 'Reflect a ring (about hovered)' },
  { value: 'fov', label: 'Field of view' },
];

/** Lab settings and the live coordinates card. */
export function LabPanel() {
  const lab = useHexlab((s) => s.lab);
  const setLab = useHexlab((s) => s.setLab);
  return (
    <>
      <section className="panel-section" aria-labelledby="lab-heading">
        <h2 id="lab-heading">Lab</h2>
        <div className="field-grid">
          <SelectField label="Tile labels" value={lab.labels} options={LABELS} onChange={(labels) => setLab({ labels })} />
          <SelectField label="Tool" value={lab.tool} options={TOOLS} onChange={(tool) => setLab({ tool })} />
          <NumberField label="N (radius)" value={lab.radius} min={0} max={20} onCommit={(radius) => setLab({ radius })} />
          <NumberField label={lab.tool === 'reflect' ? 'Axis (0 q, 1 r, 2 s)' : 'Turns (60°)'} value={lab.steps} min={-5} max={5} onCommit={(steps) => setLab({ steps })} />
        </div>
        <label className="check">
          <input type="checkbox" checked={lab.distance} onChange={(e) => setLab({ distance: e.target.checked })} />
          Distance from the hovered tile
        </label>
        <label className="check">
          <input type="checkbox" checked={lab.diagonals} onChange={(e) => setLab({ diagonals: e.target.checked })} />
          Show diagonal neighbours
        </label>
        <p className="muted">{lab.selected >= 0 ? 'Click the selected tile again to clear it.' : 'Click a tile to select it for the line and shape tools.'}</p>
      </section>
      <CoordinatesCard />
    </>
  );
}

/** Every coordinate system at once for the hovered point; pixel to hex follows the pointer between tiles and off the board. */
function CoordinatesCard() {
  const hover = usePointer((s) => s.hover);
  const point = usePointer((s) => s.point);
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const board = useHexlab((s) => s.board);
  if (!point) {
    return (
      <section className="panel-section" aria-labelledby="coords-heading">
        <h2 id="coords-heading">Under the pointer</h2>
        <p className="muted">Move the pointer over the board.</p>
      </section>
    );
  }
  const layout = makeLayout({ orientation, parity, size: hexSize });
  const f = pixelToFractional(layout, point);
  const hex = hover >= 0 ? { q: board.q[hover], r: board.r[hover] } : axialRound(f.q, f.r);
  return (
    <section className="panel-section" aria-labelledby="coords-heading" data-testid="coords-card">
      <h2 id="coords-heading">Under the pointer</h2>
      <p className="muted" data-testid="hover-state">{hover >= 0 ? (board.kind[hover] === 1 ? 'A wall tile' : 'A floor tile') : 'No tile here (off the board)'}</p>
      <table className="coords">
        <tbody>
          <tr>
            <th scope="row">Pixel (board units)</th>
            <td>
              {point.x.toFixed(1)}, {point.y.toFixed(1)}
            </td>
          </tr>
          <tr>
            <th scope="row">Fractional axial</th>
            <td>
              {f.q.toFixed(2)}, {f.r.toFixed(2)}
            </td>
          </tr>
          {allCoordinates({ orientation, parity }, hex).map((c) => (
            <tr key={c.system} data-system={c.system}>
              <th scope="row">{c.name}</th>
              <td>{c.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
