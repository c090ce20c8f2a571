import { useEffect, useRef, useState } from 'react';
import { writeLevel } from '../../games/puzzle/level';
import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { checkPuzzleInWorker } from '../workers/puzzleCheck.client';

/**
 * "Check puzzle": runs the exact checker in a worker with a progress bar and a Cancel, and says whether the puzzle on
 * the board can be solved without a guess, and if so its grade (the reasoning its solve needs). Another puzzle opened cancels a check under way.
 */
export function PuzzleCheck() {
  const verdict = useHexlab((s) => s.puzzle.verdict);
  const opened = useHexlab((s) => s.puzzle.opened);
  const grade = verdict?.verdict === 'no-guess' ? verdict.grade : null;
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<{ cancel(): void } | null>(null);
  const t = useT('puzzle').check;
  const f = useFormat();
  const stop = () => {
    running.current?.cancel();
    running.current = null;
    setProgress(null);
  };
  // A new puzzle: the check of the old one has nothing to say about it.
  useEffect(() => stop, [opened]);
  const start = () => {
    stop();
    setFailed(false);
    const s = useHexlab.getState();
    const run = checkPuzzleInWorker(writeLevel(s.puzzle.level), (done, total) =>
      setProgress(done / Math.max(1, total)),
    );
    running.current = run;
    setProgress(0);
    s.puzzleSetVerdict(null);
    run.promise.then(
      (result) => {
        if (running.current !== run) return;
        running.current = null;
        setProgress(null);
        if (result) useHexlab.getState().puzzleSetVerdict(result);
      },
      () => {
        if (running.current !== run) return;
        running.current = null;
        setProgress(null);
        setFailed(true);
      },
    );
  };
  return (
    <div className="pz-check">
      <div className="button-row">
        <button type="button" onClick={start} disabled={progress !== null}>
          {t.button}
        </button>
        {progress !== null && (
          <button type="button" onClick={stop}>
            {t.cancel}
          </button>
        )}
      </div>
      {progress !== null && <progress max={1} value={progress} aria-label={t.progress} />}
      <p
        className="pz-verdict"
        data-testid="puzzle-check"
        data-verdict={verdict?.verdict}
        data-grade={grade ?? undefined}
        role="status"
      >
        {failed && t.failed}
        {verdict?.verdict === 'no-guess' && t.verdict['no-guess']}
        {grade && ` ${t.grade[grade]}`}
        {verdict?.verdict === 'needs-guess' && t.verdict['needs-guess'](verdict.stuck.length, f)}
        {verdict?.verdict === 'contradiction' &&
          t.verdict.contradiction(verdict.clues.length + verdict.lines.length, f)}
      </p>
    </div>
  );
}
