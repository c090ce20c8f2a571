import { tileAxial } from '../../engine';
import { layoutNames, lineParity, neighbourSteps, tutorialWord } from '../../games/lab/names';
import { useHexlab } from '../../store';
import { useExampleTile } from './useExampleTile';

const WORDS = {
  heading: 'Names',
  namesCaption: 'What each article calls this layout',
  source: 'Who',
  name: 'Name',
  tile: (row: number, col: number, line: string, parity: string, from: string) => `Tile row ${row}, column ${col} (${from}): an ${parity} ${line}.`,
  from: { hover: 'under the pointer', cursor: 'the keyboard cursor', selected: 'the selected tile', middle: 'in the middle of the board' },
  stepsCaption: (line: string, parity: string) => `Neighbour steps for an ${parity} ${line}`,
  direction: 'Direction',
  step: 'Step (row, col)',
  axial: 'Axial step',
  helper: 'Proximity helper',
  tutorialSame: (line: string, word: string) => `The minesweeper tutorial’s text calls this list the “${word}” ${line}’s too: in this even-offset layout its words match its code.`,
  tutorialSwapped: (line: string, word: string, parity: string) =>
    `The minesweeper tutorial’s text calls this list the “${word}” ${line}’s, yet its layout code (odd offset) shifts the odd ${line}s: its words name the picture around a middle tile, so here its “${word}” is an ${parity} ${line}.`,
  helpersOff: 'Choose Interlaced tile labels to see which of Proximity’s helpers (topOf, topLeftOf, …) reaches each neighbour.',
  helpersOn: 'Proximity’s helpers work on the interlaced storage (pair, half); the names are how they point on its flat-topped board.',
};

/** The layout's names in every article, and the hovered tile's neighbour steps for its row's or column's parity. */
export function NamesCard() {
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const board = useHexlab((s) => s.board);
  const interlaced = useHexlab((s) => s.lab.labels === 'interlaced');
  const { tile, source } = useExampleTile(board);
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
        <summary>{WORDS.namesCaption}</summary>
        <table className="coords names-table">
          <tbody>
            {layoutNames(settings).map((n) => (
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
              <th scope="row">{s.name}</th>
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
