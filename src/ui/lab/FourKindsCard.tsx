import { missingText } from '../../games/lab/coordinates';
import type { FourKindsView } from '../../games/lab/fourKinds';
import { useHexlab } from '../../store';

/** What a "four kinds" map is, how its tiles are numbered, and which coordinates an odd count leaves out. */
export function FourKindsCard({ view, label }: { view: FourKindsView; label: string }) {
  const orientation = useHexlab((s) => s.orientation);
  const lines = orientation === 'flat' ? 'columns' : 'rows';
  return (
    <section className="panel-section" aria-labelledby="four-heading" data-testid="four-kinds">
      <h2 id="four-heading">Four kinds of hex maps</h2>
      <p>{label}.</p>
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
