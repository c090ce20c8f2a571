import { allCoordinates } from '../../games/lab/coordinates';
import { originTile } from '../../games/lab/origin';
import {
  axialRound,
  KIND_WALL,
  axialToPixel,
  pixelToFractional,
  tileAxial,
  type Axial,
  type Point,
} from '../../engine';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';
import { useBoardLayout } from '../board/boardLayout';
import { RoundingSteps } from './RoundingSteps';
import { TutorialPickLine } from './TutorialPickLine';
import { useTouchOnly } from '../shell/touch';
import { useFormat, useT } from '../i18n';

/** Every coordinate system at once for the point under the pointer; pixel to hex follows it between tiles and off the board. */
export function CoordinatesCard() {
  const hover = usePointer((s) => s.hover);
  const point = usePointer((s) => s.point);
  const layout = useBoardLayout();
  const board = useHexlab((s) => s.board);
  const cursor = usePointer((s) => s.cursor);
  const touchOnly = useTouchOnly();
  const TEXT = useT('lab').coords;
  if (!point && cursor >= 0 && cursor < board.size) {
    return (
      <CoordinatesTable
        state={touchOnly ? TEXT.tappedTile : TEXT.cursorTile}
        point={axialToPixel(layout, tileAxial(board, cursor))}
        hex={tileAxial(board, cursor)}
      />
    );
  }
  if (!point) {
    return (
      <section className="panel-section" aria-labelledby="coords-heading" data-testid="coords-card">
        <h2 id="coords-heading">{TEXT.heading}</h2>
        <p className="muted">{touchOnly ? TEXT.tapOn : TEXT.pointAt}</p>
      </section>
    );
  }
  const f = pixelToFractional(layout, point);
  const hex = hover >= 0 ? tileAxial(board, hover) : axialRound(f.q, f.r);
  const state = hover < 0 ? TEXT.offBoard : board.kind[hover] === KIND_WALL ? TEXT.wall : TEXT.floor;
  return <CoordinatesTable state={state} point={point} hex={hex} />;
}

/** The card's table: the point, its fractional axial coordinates, and its hex in every system. */
function CoordinatesTable({ state, point, hex }: { state: string; point: Point; hex: Axial }) {
  const layout = useBoardLayout();
  const { orientation, parity } = layout;
  const board = useHexlab((s) => s.board);
  const relative = useHexlab((s) => s.lab.relative);
  const chosen = useHexlab((s) => s.lab.origin);
  const origin = relative && board.size > 0 ? tileAxial(board, originTile(board, chosen)) : null;
  const f = pixelToFractional(layout, point);
  const t = useT('lab');
  const TEXT = t.coords;
  const fmt = useFormat();
  return (
    <section className="panel-section" aria-labelledby="coords-heading" data-testid="coords-card">
      <h2 id="coords-heading">{TEXT.heading}</h2>
      <p className="muted" data-testid="hover-state">
        {state}
      </p>
      <table className="coords">
        <tbody>
          <tr>
            <th scope="row">{TEXT.pixel}</th>
            <td>{TEXT.pair(fmt.number(point.x, 1), fmt.number(point.y, 1))}</td>
          </tr>
          <tr>
            <th scope="row">{TEXT.fractional}</th>
            <td>{TEXT.pair(fmt.number(f.q, 2), fmt.number(f.r, 2))}</td>
          </tr>
          {allCoordinates({ orientation, parity }, hex, origin).map((c) => (
            <tr key={c.system} data-system={c.system} data-relative={c.relative ? 'yes' : undefined}>
              <th scope="row">{c.relative ? TEXT.fromOrigin(t.systems[c.system]) : t.systems[c.system]}</th>
              <td>{c.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RoundingSteps fq={f.q} fr={f.r} />
      <TutorialPickLine orientation={orientation} parity={parity} size={layout.size.x} point={point} />
    </section>
  );
}
