// "Challenge a friend", after a won game: the challenge a link
// opened, held for the visit, and what the player's finished game makes of it. The codec is share/challenge.ts; there
// is no server, so a result is what the sender's Hexlab said.
import { create } from 'zustand';
import { tileAtOffset } from '../../engine';
import {
  answerChallenge,
  challengeBoardKey,
  decodeChallenge,
  encodeChallenge,
  type Challenge,
  type ChallengeResult,
} from '../../share/challenge';
import { decodeShare } from '../../share';
import { useHexlab, type AppState } from '../../store';
import { shareQuery } from '../../store/links/toLink/toLink';
import { keepChallengeQuery } from '../../store/persist/challengeKept';

/** The challenge the address opened (its board's key tells which game answers it), or none. */
export const useChallenge = create<{ challenge: Challenge | null; key: string | null }>()(() => ({
  challenge: null,
  key: null,
}));

/**
 * Read a challenge link the page opened with; a damaged one says so, and its board (if readable) is shown plain. The
 * tab keeps the link's query, so a reload brings the challenge back (boot.ts).
 */
export function openChallenge(search: string): void {
  const read = decodeChallenge(search.replace(/^\?/, ''));
  if (!read.ok) {
    if (read.problem.kind !== 'notChallenge')
      useHexlab.getState().setNotice({ kind: 'error', message: { kind: 'challengeRefused', problem: read.problem } });
    return;
  }
  useChallenge.setState({ challenge: read.challenge, key: challengeBoardKey(read.challenge.board) });
  keepChallengeQuery(search.replace(/^\?/, ''));
}

/** The store's board and Minesweeper game as a link carries them, or null. */
const sharedNow = (s: AppState) => {
  const read = decodeShare(shareQuery(s));
  return read.ok ? read.state : null;
};

/** The cell (row * cols + col) of a tile of the store's board. */
const cellOf = (s: AppState, tile: number) => s.board.row[tile] * s.board.cols + s.board.col[tile];

/** The tile at a challenge's first cell on the store's board, or -1. */
export function firstTile(s: AppState, challenge: Challenge): number {
  const { first } = challenge;
  if (first === undefined) return -1;
  return tileAtOffset(s.board, { row: Math.floor(first / s.board.cols), col: first % s.board.cols });
}

/** The held challenge when the board on screen (its board and game, as a link carries them) is the challenge's. */
export function challengeOnBoard(s: AppState, held: { challenge: Challenge | null; key: string | null }) {
  const now = held.challenge && sharedNow(s);
  return now && challengeBoardKey(now) === held.key ? held.challenge : null;
}

/**
 * The held challenge and how the game on screen stands to it: `ready` (its board, not started), `playing` (started
 * where the challenger did: the same mines), or `elsewhere` (started on another tile: other mines). Null when the
 * game is not the challenge's board.
 */
export function challengeHere(
  s: AppState,
  held: { challenge: Challenge | null; key: string | null },
): { challenge: Challenge; stands: 'ready' | 'playing' | 'elsewhere' } | null {
  const challenge = challengeOnBoard(s, held);
  if (!challenge) return null;
  const { firstClick } = s.minesweeper.game;
  if (firstClick < 0) return { challenge, stands: 'ready' };
  const same = challenge.first === undefined || cellOf(s, firstClick) === challenge.first;
  return { challenge, stands: same ? 'playing' : 'elsewhere' };
}

/** A player's result in a finished Minesweeper game: its time, and the fatal clicks taken back as mistakes. */
export const resultOf = (s: AppState, ms: number): ChallengeResult => ({
  ms: Math.round(ms),
  mistakes: s.minesweeper.log.filter((a) => a.kind === 'undo').length,
});

/** The query of a link that challenges a friend to the board and game on screen (no first cell) with this result. */
export function boardChallengeQuery(s: AppState, mine: ChallengeResult): string | null {
  const board = sharedNow(s);
  return board ? encodeChallenge({ board, results: [mine] }) : null;
}

/** The query of a link that challenges a friend to this Minesweeper board, from its first click, with this result. */
export function challengeQuery(s: AppState, mine: ChallengeResult): string | null {
  const board = sharedNow(s);
  const { firstClick } = s.minesweeper.game;
  if (!board) return null;
  return encodeChallenge(
    firstClick < 0 ? { board, results: [mine] } : { board, results: [mine], first: cellOf(s, firstClick) },
  );
}

/** The query of the link back: the challenge with the answer's result. */
export const answerQuery = (challenge: Challenge, mine: ChallengeResult): string =>
  encodeChallenge(answerChallenge(challenge, mine));

/** Who did better: fewer mistakes, then the shorter time. */
export function better(a: ChallengeResult, b: ChallengeResult): 'first' | 'second' | 'tie' {
  if (a.mistakes !== b.mistakes) return a.mistakes < b.mistakes ? 'first' : 'second';
  if (a.ms !== b.ms) return a.ms < b.ms ? 'first' : 'second';
  return 'tie';
}
