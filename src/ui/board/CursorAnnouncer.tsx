import { useHexlab, type AppState } from '../../store';
import { usePointer } from './usePointer';
import { useT } from '../i18n';

/** Says where the keyboard cursor is, for screen readers. */
export function CursorAnnouncer({
  describe,
  watch = none,
}: {
  describe(id: number): string;
  watch?: (s: AppState, cursor: number) => unknown;
}) {
  const cursor = usePointer((s) => s.cursor);
  const board = useHexlab((s) => s.board);
  const t = useT('shell').board;
  // Re-render when the mode's state under the cursor changes as well.
  useHexlab((s) => watch(s, cursor));
  if (cursor < 0 || cursor >= board.size) return <p className="sr-only" aria-live="polite" />;
  return (
    <p className="sr-only" aria-live="polite" data-testid="cursor-description">
      {t.cursor(board.row[cursor], board.col[cursor], describe(cursor))}
    </p>
  );
}

const none = () => 0;
