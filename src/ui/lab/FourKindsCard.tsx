import { fourKindsMap, type FourKindsOptions } from '../../engine';
import { missingText } from '../../games/lab/coordinates';
import { GRID_SIZE_LIMIT, type FourKindsView } from '../../games/lab/fourKinds';
import { useHexlab } from '../../store';
import { NumberField } from '../shell/Field';

const WORDS = {
  heading: 'Four kinds of hex maps',
  kind: (kind: string, lines: number, what: string) => `gridType “${kind}”, ${lines} ${what}: ${lines % 2 === 0 ? 'an even' : 'an odd'} count.`,
  sizeX: 'gridSizeX',
  sizeY: 'gridSizeY',
  hintX: { vertical: 'columns', horizontal: 'half-steps across a pair of rows' },
  hintY: { vertical: 'half-steps down a pair of columns', horizontal: 'rows' },
};

/** What a "four kinds" map is, its editable grid sizes, how its tiles are numbered, and which coordinates an odd count leaves out. */
export function FourKindsCard({ view, options, shape }: { view: FourKindsView; options: FourKindsOptions; shape: string }) {
  const orientation = useHexlab((s) => s.orientation);
  const lines = orientation === 'flat' ? 'columns' : 'rows';
  const resize = (patch: Partial<Pick<FourKindsOptions, 'gridSizeX' | 'gridSizeY'>>) => {
    const next = { ...options, ...patch };
    const { labSet, setLevel } = useHexlab.getState();
    labSet({ fourSize: { shape, gridSizeX: next.gridSizeX, gridSizeY: next.gridSizeY } });
    setLevel(fourKindsMap(next).level, shape);
  };
  return (
    <section className="panel-section" aria-labelledby="four-heading" data-testid="four-kinds">
      <h2 id="four-heading">{WORDS.heading}</h2>
      <p data-testid="four-kinds-kind">{WORDS.kind(options.kind, view.lines, lines)}</p>
      <div className="field-grid">
        <NumberField label={WORDS.sizeX} value={options.gridSizeX} limit={GRID_SIZE_LIMIT} onCommit={(v) => resize({ gridSizeX: v })} hint={WORDS.hintX[options.kind]} />
        <NumberField label={WORDS.sizeY} value={options.gridSizeY} limit={GRID_SIZE_LIMIT} onCommit={(v) => resize({ gridSizeY: v })} hint={WORDS.hintY[options.kind]} />
      </div>
      <p className="muted">
        Stored as the adjacency article does: tile “i,j” is pair i (two {orientation === 'flat' ? 'columns side by side' : 'rows, one above the other'}) and half-step j along it, so even j sit in the
        pair’s first {orientation === 'flat' ? 'column' : 'row'} and odd j in its second.
      </p>
      {view.missing.length > 0 ? (
        <p data-testid="missing-coordinates">
          <strong>{missingText(view.missing)}</strong> don’t exist: with {view.lines} {lines} the last pair has only one {orientation === 'flat' ? 'column' : 'row'}. They are drawn as
          dashed outlines.
        </p>
      ) : (
        <p data-testid="missing-coordinates">An even count of {lines} fills every pair: no coordinates are missing.</p>
      )}
    </section>
  );
}
