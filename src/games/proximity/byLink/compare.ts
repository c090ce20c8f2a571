// A game by links opened where some of it is already held: the same game, a later or an earlier turn of it, or a
// history that can't be both (refused, and the held game kept). Both games have been checked by replayFriend.
import type { FriendGame, FriendProblem } from './types';

export type Comparison =
  /** another game: nothing held is touched */
  | { kind: 'otherGame' }
  | { kind: 'same' }
  /** the opened link is later: it becomes what is held */
  | { kind: 'newer' }
  /** "a later turn of this game exists": the held game is the latest, and stays */
  | { kind: 'older' }
  | { kind: 'refused'; problem: FriendProblem };

const refused = (problem: FriendProblem): Comparison => ({ kind: 'refused', problem });

const sameLevel = (a: FriendGame['board']['level'], b: FriendGame['board']['level']) =>
  a.length === b.length && a.every((line, i) => line.length === b[i].length && line.every((v, j) => v === b[i][j]));

/** What opening `opened` means for `held`, the same game id being one game with one history. */
export function compareGames(held: FriendGame, opened: FriendGame): Comparison {
  if (held.id !== opened.id) return { kind: 'otherGame' };
  const a = held.board;
  const b = opened.board;
  if (a.orientation !== b.orientation || a.parity !== b.parity || a.wrap !== b.wrap || !sameLevel(a.level, b.level)) {
    return refused({ kind: 'gameChanged', what: 'board' });
  }
  if (held.rules !== opened.rules) return refused({ kind: 'gameChanged', what: 'rules' });
  if (held.players !== opened.players) return refused({ kind: 'gameChanged', what: 'players' });
  const seats = Math.min(held.commitments.length, opened.commitments.length);
  for (let i = 0; i < seats; i++) {
    if (held.commitments[i] !== opened.commitments[i]) return refused({ kind: 'gameChanged', what: 'seats' });
  }
  const moves = Math.min(held.moves.length, opened.moves.length);
  for (let i = 0; i < moves; i++) {
    const x = held.moves[i];
    const y = opened.moves[i];
    if (x.tile !== y.tile || x.slot !== y.slot) return refused({ kind: 'historyDiffers', move: i + 1 });
  }
  // A resign ends the game where it is: a history going on past it, or another resign, is another history.
  const a1 = held.resign;
  const b1 = opened.resign;
  if ((a1 && opened.moves.length > held.moves.length) || (b1 && held.moves.length > opened.moves.length)) {
    return refused({ kind: 'resignDiffers' });
  }
  if (a1 && b1 && (a1.player !== b1.player || a1.link !== b1.link)) return refused({ kind: 'resignDiffers' });
  // Moves come only once every seat is taken, so one history holds the other: compare how far each went.
  const steps = (g: FriendGame) => g.commitments.length + g.moves.length + (g.resign ? 1 : 0);
  const ahead = steps(opened) - steps(held);
  return ahead > 0 ? { kind: 'newer' } : ahead < 0 ? { kind: 'older' } : { kind: 'same' };
}
