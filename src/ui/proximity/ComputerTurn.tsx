import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { computerToMove } from '../../store/proximitySlice';
import { chooseMoveInWorker, type AiJob } from '../../games/proximity/ai.client';

/** How long a computer waits before it moves, so people can follow the game. */
export const COMPUTER_DELAY_MS = 350;

/**
 * Plays the computer seats: when one is to move, it waits a moment, thinks off the main thread and plays. A new
 * turn, an undo or a new game changes the key and cancels whatever was under way.
 */
export function ComputerTurn() {
  const turn = useHexlab((s) => {
    const { game, boardVersion } = s.proximity;
    return computerToMove(game) && boardVersion === s.boardVersion ? `${boardVersion}:${game.moves.length}:${game.current}` : '';
  });
  useEffect(() => {
    if (!turn) return;
    let job: AiJob | null = null;
    let live = true;
    const timer = window.setTimeout(() => {
      const { board, proximity, setNotice } = useHexlab.getState();
      const { game } = proximity;
      const kind = game.config.players[game.current - 1];
      if (kind === 'human') return;
      job = chooseMoveInWorker({ board: { level: board.level, orientation: board.orientation, parity: board.parity }, config: game.config, moves: game.moves, kind });
      job.promise.then(
        (m) => live && useHexlab.getState().proxComputerMove(game.moves.length, m.tile, m.handIndex),
        (err: unknown) => {
          if (live && !(err instanceof Error && err.name === 'AbortError')) setNotice({ kind: 'error', text: `The computer could not choose a move (${String(err)}).` });
        },
      );
    }, COMPUTER_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      job?.cancel();
    };
  }, [turn]);
  // Always in the page (a live region must exist before it speaks), and keeping its height stops the board jumping.
  return (
    <p className="px-thinking" role="status" data-testid={turn ? 'computer-thinking' : undefined}>
      {turn && (
        <>
          <span className="px-spinner" aria-hidden="true" /> Computer is thinking…
        </>
      )}
    </p>
  );
}
