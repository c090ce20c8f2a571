import { useEffect, useRef, useState } from 'react';
import type { Difficulty, PuzzleShape } from '../../games/puzzle/generate';
import type { Level } from '../../games/puzzle/level';
import { maskOfBoard } from '../../games/puzzle/shape';
import { useHexlab } from '../../store';
import { freshSeed } from '../../store/freshSeed';
import { SelectField } from '../shell/Field';
import { putDrawerAway } from '../shell/settingsSheet';
import { useT } from '../i18n';
import { generatePuzzleInWorker } from '../workers/puzzleGenerate.client';

type ShapeChoice = 'hexagon' | 'rectangle' | 'editor';

/** The generator's shape for a choice: the Editor's board is the one it keeps (the board on screen if never shown). */
function shapeOf(choice: ShapeChoice): PuzzleShape {
  if (choice !== 'editor') return choice;
  const s = useHexlab.getState();
  return { mask: maskOfBoard(s.parked.editor?.board ?? s.board) };
}

/**
 * "Difficulty", "Shape" and "New puzzle": a no-guess puzzle made in a worker (a fresh seed; the same seed gives the
 * same puzzle as generatePuzzle), the button busy meanwhile. Another puzzle opened first cancels it.
 */
export function PuzzleNew() {
  const T = useT('puzzle').panel;
  const G = useT('puzzle').generator;
  const opened = useHexlab((s) => s.puzzle.opened);
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [shape, setShape] = useState<ShapeChoice>('hexagon');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef<{ cancel(): void } | null>(null);
  const stop = () => {
    running.current?.cancel();
    running.current = null;
    setBusy(false);
  };
  // Another puzzle opened (or the panel gone): the one under way is not wanted.
  useEffect(() => stop, [opened]);
  const start = () => {
    stop();
    setFailed(false);
    const run = generatePuzzleInWorker({ shape: shapeOf(shape), difficulty, seed: freshSeed() });
    running.current = run;
    setBusy(true);
    const done = () => {
      if (running.current !== run) return false;
      running.current = null;
      setBusy(false);
      return true;
    };
    // The puzzle made, a phone's drawer makes way for it.
    const show = (level: Level) => {
      useHexlab.getState().puzzleOpen(level);
      putDrawerAway();
    };
    run.promise.then(
      (level) => done() && level && show(level),
      () => done() && setFailed(true),
    );
  };
  return (
    <>
      <div className="field-grid">
        <SelectField<Difficulty>
          label={T.difficulty}
          value={difficulty}
          options={(['easy', 'medium', 'hard'] as const).map((value) => ({ value, label: T.difficulties[value] }))}
          onChange={setDifficulty}
        />
        <SelectField<ShapeChoice>
          label={G.shape}
          value={shape}
          options={(['hexagon', 'rectangle', 'editor'] as const).map((value) => ({ value, label: G.shapes[value] }))}
          onChange={setShape}
        />
      </div>
      <div className="button-row">
        <button type="button" className="primary" onClick={start} disabled={busy} aria-busy={busy}>
          {T.newPuzzle}
        </button>
        <span className="muted pz-making" role="status">
          {busy ? G.making : failed ? G.failed : ''}
        </span>
      </div>
    </>
  );
}
