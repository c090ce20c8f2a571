// The line over the board: the level's title and author, and the first words of its notes, cut to one line. The notes
// are a button (a tap anywhere on the line presses it) that shows them whole beneath the line, over the board's top,
// until a tap elsewhere, the line again or Escape (which gives the focus back to the button).
import { useEffect, useId, useRef, useState } from 'react';
import { useHexlab } from '../../store';
import { usePuzzleShelf } from '../../store/persist/puzzleShelf';
import { useT } from '../i18n';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import { levelWords } from './levelWords';

export function PuzzleTitle() {
  const id = useId();
  const level = useHexlab((s) => s.puzzle.level);
  const shelf = usePuzzleShelf((s) => s.puzzles);
  const t = useT('puzzle');
  const library = useT('shell').library;
  const words = levelWords(level, t, library, shelf, Date.now());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Another level closes the notes.
  useEffect(() => setOpen(false), [level]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  // A daily puzzle is named by the band above it (ui/daily/DailyPuzzleBand.tsx): date and grade, in the reader's words.
  if (dailyPuzzleOf(level)) return null;
  const name = (
    <>
      <strong>{words.title || '\u2014'}</strong>
      {words.author && <span className="muted"> {t.panel.by(words.author)}</span>}
    </>
  );
  return (
    <div
      className="pz-titlebar"
      ref={box}
      data-testid="puzzle-title"
      data-title={level.title}
      role="group"
      aria-label={t.titleBar.label}
    >
      <div className="pz-titlebar-line">
        <span className="pz-titlebar-name">{name}</span>
        {/* The notes' button is named by the notes alone (the built-in list's buttons are named by titles); its
            target stretches over the whole line. */}
        {words.notes && (
          <button
            type="button"
            ref={button}
            className="pz-titlebar-more"
            aria-expanded={open}
            aria-controls={`${id}-notes`}
            onClick={() => setOpen(!open)}
          >
            <span className="pz-titlebar-notes">{words.notes}</span>
            <svg viewBox="0 0 12 12" aria-hidden="true" className="pz-titlebar-chevron">
              <path d="M2.5 4.5L6 8l3.5-3.5" />
            </svg>
          </button>
        )}
      </div>
      {words.notes && (
        <div id={`${id}-notes`} className="pz-titlebar-pop" hidden={!open} data-testid="puzzle-notes">
          <p className="pz-titlebar-pop-title">
            {words.title}
            {words.author && <span className="muted"> {t.panel.by(words.author)}</span>}
          </p>
          <p>{words.notes}</p>
        </div>
      )}
    </div>
  );
}
