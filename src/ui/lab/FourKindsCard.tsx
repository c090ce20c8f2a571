import { useHexlab } from '../../store';
import { fourKindsMap, type FourKindsOptions } from '../../engine';
import { missingText } from '../../games/lab/coordinates';
import { GRID_SIZE_LIMIT, type FourKindsView } from '../../games/lab/fourKinds';
import { NumberField } from '../shell/Field';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

/** What a "four kinds" map is, its editable grid sizes, how its tiles are numbered, and which coordinates an odd count leaves out. */
export function FourKindsCard({
  view,
  options,
  shape,
}: {
  view: FourKindsView;
  options: FourKindsOptions;
  shape: string;
}) {
  const { orientation } = useBoardLayout();
  const lines = orientation === 'flat' ? 'columns' : 'rows';
  const flat = orientation === 'flat';
  const WORDS = useT('lab').four;
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
        <NumberField
          label="gridSizeX"
          value={options.gridSizeX}
          limit={GRID_SIZE_LIMIT}
          onCommit={(v) => resize({ gridSizeX: v })}
          hint={WORDS.hintX[options.kind]}
        />
        <NumberField
          label="gridSizeY"
          value={options.gridSizeY}
          limit={GRID_SIZE_LIMIT}
          onCommit={(v) => resize({ gridSizeY: v })}
          hint={WORDS.hintY[options.kind]}
        />
      </div>
      <p className="muted">{WORDS.stored(flat)}</p>
      {view.missing.length > 0 ? (
        <p data-testid="missing-coordinates">
          <strong>{missingText(view.missing)}</strong>
          {WORDS.missing(view.lines, lines, flat)}
        </p>
      ) : (
        <p data-testid="missing-coordinates">{WORDS.full(lines)}</p>
      )}
    </section>
  );
}
