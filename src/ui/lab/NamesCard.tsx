import { tileAxial } from '../../engine';
import { lineParity, neighbourSteps, tutorialWord } from '../../games/lab/names';
import { useHexlab } from '../../store';
import { useT } from '../i18n';
import { useExampleTile } from './useExampleTile';
import { useBoardLayout } from '../board/boardLayout';

/** The layout's names in every article, and the hovered tile's neighbour steps for its row's or column's parity. */
export function NamesCard() {
  const { orientation, parity } = useBoardLayout();
  const board = useHexlab((s) => s.board);
  const interlaced = useHexlab((s) => s.lab.labels === 'interlaced');
  const { tile, source } = useExampleTile(board);
  const WORDS = useT('lab').names;
  const settings = { orientation, parity };
  const line = orientation === 'pointy' ? 'row' : 'column';
  const a = tileAxial(board, tile);
  const own = lineParity(settings, a);
  const word = tutorialWord(settings, a);
  const steps = neighbourSteps(settings, a);
  return (
    <section className="panel-section lab-names" aria-labelledby="names-heading" data-testid="names-card">
      <h2 id="names-heading">{WORDS.heading}</h2>
      <details className="names-details">
        <summary>{WORDS.caption}</summary>
        <table className="coords names-table">
          <tbody>
            {WORDS.layoutNames(settings).map((n) => (
              <tr key={n.source}>
                <th scope="row">{n.source}</th>
                <td>{n.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="lab-note" data-testid="names-tile" data-parity={own}>
        {WORDS.tile(board.row[tile], board.col[tile], line, own, WORDS.from[source])}
      </p>
      <table className="coords steps-table" data-testid="neighbour-steps">
        <caption>{WORDS.stepsCaption(line, own)}</caption>
        <thead>
          <tr>
            <th scope="col">{WORDS.direction}</th>
            <th scope="col">{WORDS.step}</th>
            <th scope="col">{WORDS.axial}</th>
            {interlaced && <th scope="col">{WORDS.helper}</th>}
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.direction} data-direction={s.name} data-step={`${s.dRow},${s.dCol}`} data-helper={s.helper}>
              <th scope="row">{WORDS.directions[s.name]}</th>
              <td>
                {signed(s.dRow)}, {signed(s.dCol)}
              </td>
              <td>
                {signed(s.axial.q)}, {signed(s.axial.r)}
              </td>
              {interlaced && (
                <td>
                  <code>{s.helper}</code>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lab-note" data-testid="tutorial-words" data-word={word}>
        {word === own ? WORDS.tutorialSame(line, word) : WORDS.tutorialSwapped(line, word, own)}
      </p>
      <p className="muted lab-note">{interlaced ? WORDS.helpersOn : WORDS.helpersOff}</p>
    </section>
  );
}

const signed = (v: number) => (v > 0 ? `+${v}` : v === 0 ? '0' : `−${-v}`);
