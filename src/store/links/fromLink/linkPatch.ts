// A link's games on the board the link built, as one patch that the board transition applies in its own update
// (loadBoard's `then`): Minesweeper's game (fresh, in progress or a replay to watch), and each other mode's field by
// its part's link (ModePart.link).
// The games are rebuilt by their rules in src/games (linkGame.ts, replayMoves); this file only assembles the state.
import { mineCountProblem, newGame } from '../../../games/minesweeper/state';
import { fitLinkGame } from '../../../games/minesweeper/linkGame';
import type { Mode } from '../../../share/types';
import type { SharedState } from '../../../share';
import { withNewGame } from '../../slices/minesweeperSlice';
import { withReplayOpened } from '../../slices/replayWatching';
import { replayFromShared } from './replayFromLink';
import { joinedParts } from '../../modeParts';
import type { AppState, CoreView } from '../../state/app';

/** A mode's field of a link's state (named by the mode's id), if the link carries one. */
export const modeField = (shared: SharedState, mode: Mode): unknown => (shared as Partial<Record<Mode, unknown>>)[mode];

/** What a decoded link puts on its board (`next`: the state the board transition left), as a patch. */
export function linkGames(next: AppState, shared: SharedState, now: number): Partial<AppState> {
  let patch: Partial<AppState> = shared.minesweeper ? minesweeperFromLink(next, shared.minesweeper, now) : {};
  // Every other mode's field, by its part (its state is in the store: openShareQuery loaded its part).
  for (const { mode, link } of joinedParts()) {
    const field = modeField(shared, mode);
    if (field !== undefined && link && (next as CoreView)[mode])
      patch = { ...patch, ...link.fromLink(next, field as never) };
  }
  return patch;
}

/**
 * The link's Minesweeper game: its mine count, seed and rules on a fresh game, then its progress checked whole
 * (fitLinkGame; a game that does not fit opens fresh, saying why) or its replay at step 0. A game carried with its
 * progress, or a replay, never enters the records, and a link's game never counts in the statistics.
 */
function minesweeperFromLink(
  s: AppState,
  link: NonNullable<SharedState['minesweeper']>,
  now: number,
): Partial<AppState> {
  const rule = link.firstClickRule ?? 'zero';
  let minesweeper: AppState['minesweeper'] = { ...s.minesweeper, noGuess: link.noGuess };
  const patch: Partial<AppState> = {};
  const refused = mineCountProblem(s.board, link.mines, rule);
  // A refused mine count leaves the fresh game on the link's board (and says why): nothing is replayed onto it.
  if (refused) minesweeper = { ...minesweeper, problem: { kind: 'mineCount', problem: refused } };
  else {
    // The link's count is the custom one chosen last (applyShared remembers it, after the transition).
    minesweeper = {
      ...withNewGame(
        minesweeper,
        newGame(s.board, { mines: link.mines, seed: link.seed, marks: minesweeper.marks, firstClickRule: rule }),
        'custom',
        rule,
      ),
      origin: { kind: 'link' },
      chosen: { preset: 'custom', mines: link.mines },
    };
    patch.minesweeperResult = null;
    const p = link.progress;
    if (p) {
      const fit = p.mines || !link.noGuess ? fitLinkGame(s.board, minesweeper.game.config, p) : null;
      if (fit?.ok) minesweeper = { ...minesweeper, game: fit.game, startedAt: now, endedAt: null };
      else
        patch.notice = {
          kind: 'error',
          message: {
            kind: 'linkGameMisfit',
            problem: fit ? { kind: 'gameMisfit', why: fit.why } : { kind: 'noGuessWithoutMines' },
          },
        };
    }
  }
  if (link.progress)
    minesweeper = { ...minesweeper, session: { ...minesweeper.session, unranked: true, fresh: false } };
  const watched = replayFromShared(s.board, link);
  if (watched) minesweeper = withReplayOpened(minesweeper, s.board, watched);
  return { ...patch, minesweeper };
}
