import { useId } from 'react';
import { useHexlab } from '../../store';
import { loadPart } from '../../store/modeParts';
import { dropPuzzle, keptLevel, usePuzzleShelf, type KeptPuzzle } from '../../store/persist/puzzleShelf';
import { showMode } from '../modes';
import { useLang, useT } from '../i18n';

/** Open a kept puzzle in the Puzzles mode. */
async function openKept(p: KeptPuzzle): Promise<boolean> {
  const level = keptLevel(p);
  if (!level) return false;
  await loadPart(useHexlab, 'puzzle');
  showMode('puzzle');
  useHexlab.getState().puzzleOpen(level);
  return true;
}

/** "My boards"' puzzles: each puzzle the player opened, generated or made, by title, to open again in Puzzles. */
export function KeptPuzzles({ onOpen }: { onOpen(): void }) {
  const id = useId();
  const puzzles = usePuzzleShelf((s) => s.puzzles);
  const TEXT = useT('shell').library;
  const lang = useLang((s) => s.lang);
  if (puzzles.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="library-puzzles">
      <h3 id={`${id}-h`} className="library-subtitle">
        {TEXT.puzzles}
      </h3>
      <ul className="library-list">
        {puzzles.map((p) => (
          <li key={p.pz} className="library-item" data-testid="library-puzzle" data-title={p.title}>
            <div className="library-text">
              <span className="library-name">{p.title || TEXT.untitled}</span>
              <span className="field-hint">
                {TEXT.puzzleFacts(p.author, p.cells, new Date(p.at).toLocaleString(lang))}
              </span>
              <div className="library-actions">
                <button
                  type="button"
                  aria-label={TEXT.openPuzzle(p.title || TEXT.untitled)}
                  onClick={() => void openKept(p).then((ok) => ok && onOpen())}
                >
                  {TEXT.open}
                </button>
                <button
                  type="button"
                  aria-label={TEXT.removePuzzle(p.title || TEXT.untitled)}
                  onClick={() => dropPuzzle(p.pz)}
                >
                  {TEXT.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
