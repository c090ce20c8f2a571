import { useId } from 'react';
import { useHexlab } from '../../store';
import { loadPart } from '../../store/modeParts';
import { dropPuzzle, keptLevel, usePuzzleShelf, type KeptPuzzle } from '../../store/persist/puzzleShelf';
import { showMode } from '../modes';
import { useFormat, useLang, useT } from '../i18n';
import { keptPuzzleNames } from './puzzleNames';

/** Open a kept puzzle in the Puzzles mode. */
async function openKept(p: KeptPuzzle): Promise<boolean> {
  const level = keptLevel(p);
  if (!level) return false;
  await loadPart(useHexlab, 'puzzle');
  showMode('puzzle');
  useHexlab.getState().puzzleOpen(level);
  return true;
}

/**
 * "My boards"' puzzles: each puzzle the player opened, generated or made, by name (puzzleNames.ts), with whether it
 * was solved here, once without a mistake, and the best time, to open again in Puzzles.
 */
export function KeptPuzzles({ onOpen }: { onOpen(): void }) {
  const id = useId();
  const puzzles = usePuzzleShelf((s) => s.puzzles);
  const TEXT = useT('shell').library;
  const lang = useLang((s) => s.lang);
  const f = useFormat();
  if (puzzles.length === 0) return null;
  const names = keptPuzzleNames(puzzles, TEXT);
  return (
    <section aria-labelledby={`${id}-h`} className="library-puzzles">
      <h3 id={`${id}-h`} className="library-subtitle">
        {TEXT.puzzles}
      </h3>
      <ul className="library-list">
        {puzzles.map((p, i) => (
          <li
            key={p.pz}
            className="library-item"
            data-testid="library-puzzle"
            data-title={p.title}
            data-name={names[i]}
            data-solved={p.solves > 0}
            data-perfect={p.perfect}
            data-best-ms={p.bestMs ?? undefined}
          >
            <div className="library-text">
              <span className="library-name">{names[i]}</span>
              <span className="field-hint">
                {TEXT.puzzleFacts(p.author, p.cells, new Date(p.at).toLocaleString(lang))}
              </span>
              <span className="field-hint">
                {p.bestMs === null ? TEXT.notSolved : TEXT.solved(f.duration(p.bestMs), p.perfect)}
              </span>
              <div className="library-actions">
                <button
                  type="button"
                  aria-label={TEXT.openPuzzle(names[i])}
                  onClick={() => void openKept(p).then((ok) => ok && onOpen())}
                >
                  {TEXT.open}
                </button>
                <button type="button" aria-label={TEXT.removePuzzle(names[i])} onClick={() => dropPuzzle(p.pz)}>
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
