// The editor's live check: a moment after each edit, the exact checker runs in a worker on the level as Play would
// get it; an edit before it answers cancels it (and its worker).
import { useEffect } from 'react';
import { playableLevel } from '../../../games/puzzle/edit';
import { writeLevel } from '../../../games/puzzle/level';
import { useHexlab } from '../../../store';
import { checkPuzzleInWorker } from '../../workers/puzzleCheck.client';

/** How long the level must stay as it is before it is checked (ms): typing or a drag checks once, at its end. */
const SETTLE_MS = 250;

export function useLiveCheck(): void {
  const level = useHexlab((s) => s.puzzleEdit.level);
  const stroke = useHexlab((s) => s.puzzleEdit.stroke !== null);
  useEffect(() => {
    if (stroke || level.cells.length === 0) return;
    let run: ReturnType<typeof checkPuzzleInWorker> | null = null;
    let live = true;
    const timer = window.setTimeout(() => {
      const { board } = useHexlab.getState().puzzleEdit;
      run = checkPuzzleInWorker(writeLevel(playableLevel(level, board.level === level ? board : undefined)));
      run.promise.then(
        (result) => live && result && useHexlab.getState().puzzleEditChecked(level, result),
        () => live && useHexlab.getState().puzzleEditChecked(level, null),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      run?.cancel();
    };
  }, [level, stroke]);
}
