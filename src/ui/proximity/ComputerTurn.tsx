import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { computerToMove } from '../../games/proximity';
import { chooseMoveInWorker, type AiJob } from '../workers/ai.client';
import { useT } from '../i18n';

/** How long a computer waits before it moves, so people can follow the game. */
const COMPUTER_DELAY_MS = 350;

/**
 * Plays the computer seats: when one is to move, it waits a moment, thinks off the main thread and plays. A new
 * turn, an undo or a new game changes the key and cancels whatever was under way.
 */
export function ComputerTurn() {
  // Every move, seat change or new game (a new board deals one) is a new game object: the turn to play is that object.
  const turn = useHexlab((s) => (computerToMove(s.proximity.game) ? s.proximity.game : null));
  const t = useT('proximity');
  useEffect(() => {
    if (!turn) return;
    let job: AiJob | null = null;
    let live = true;
    const timer = window.setTimeout(() => {
      const { board, proximity, setNotice } = useHexlab.getState();
      const { game } = proximity;
      const kind = game.config.players[game.current - 1];
      if (kind === 'human') return;
      job = chooseMoveInWorker({
        board: { level: board.level, orientation: board.orientation, parity: board.parity, wrap: board.wrap },
        config: game.config,
        moves: game.moves,
        kind,
      });
      job.promise.then(
        (m) => live && useHexlab.getState().proximityComputerMove(game.moves.length, m.tile, m.handIndex),
        (err: unknown) => {
          if (live && !(err instanceof Error && err.name === 'AbortError'))
            setNotice({
              kind: 'error',
              message: { kind: 'computerFailed', why: err instanceof Error ? err.message : String(err) },
            });
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
          <span className="px-spinner" aria-hidden="true" /> {t.thinking}
        </>
      )}
    </p>
  );
}
