import { useEffect } from 'react';
import { runNoGuessInWorker } from '../workers/noGuess.client';
import { useHexlab } from '../../store';
import { useT } from '../i18n';

/**
 * Builds the no-guess board for the pending first click in a Web Worker, with progress and Cancel;
 * the page never freezes. Where no board can be made in time the player is told and gets an ordinary one.
 */
export function NoGuessRunner() {
  const pending = useHexlab((s) => (s.minesweeper.generating ? s.minesweeper.generating.tile : -1));
  const progress = useHexlab((s) => s.minesweeper.generating?.progress ?? 0);
  const t = useT('minesweeper').noGuess;
  useEffect(() => {
    if (pending < 0) return;
    const s = useHexlab.getState();
    const job = runNoGuessInWorker(
      {
        level: s.board.level,
        orientation: s.board.orientation,
        parity: s.board.parity,
        wrap: s.board.wrap,
        mineCount: s.minesweeper.game.config.mines,
        firstClick: pending,
        seed: s.minesweeper.game.config.seed,
      },
      (fraction) => useHexlab.getState().minesweeperSetGenerating({ tile: pending, progress: fraction }),
    );
    let live = true;
    job.promise.then(
      (r) => {
        if (!live) return;
        useHexlab
          .getState()
          .minesweeperFinishGeneration(r.ok ? r.mines : null, r.ok ? undefined : { kind: 'noGuess', why: r.reason });
      },
      (err: unknown) => {
        if (!live) return;
        useHexlab.getState().minesweeperFinishGeneration(null, {
          kind: 'noGuess',
          why: { kind: 'crashed', message: err instanceof Error ? err.message : String(err) },
        });
      },
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [pending]);
  if (pending < 0) return null;
  return (
    <div className="generating" role="status" data-testid="generating">
      <span>{t.building}</span>
      <progress max={1} value={progress} aria-label={t.progress} />
      <button
        type="button"
        onClick={() => useHexlab.getState().minesweeperFinishGeneration(null, { kind: 'noGuessCancelled' })}
      >
        {t.cancel}
      </button>
    </div>
  );
}
