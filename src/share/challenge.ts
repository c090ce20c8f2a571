// "Challenge a friend" after a won game: the same board and game as a share link carries it, with the sender's result;
// the friend's link back carries both. Two parameters follow the board: `ch`, the results, each `<ms>.<mistakes>` (the challenger's first, then the answer's, joined by '-'), and
// `ck`, an FNV-1a hash of the rest in base 36, so a cut or mistyped link is refused rather than showing a wrong time.
// There is no server: a result is what the sender's Hexlab says, not a proof.
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { linkFields } from './linkFields';
import type { LinkProblem } from './problems';
import { parseQuery } from './query';
import type { SharedState } from './types';

/** One player's result on the board: the time in ms and the mistakes made (Minesweeper: lives lost; each mode counts its own). */
export interface ChallengeResult {
  readonly ms: number;
  readonly mistakes: number;
}

/** A challenge: a board to play fresh, the challenger's result, and the friend's once answered. */
export interface Challenge {
  readonly board: SharedState;
  readonly results: readonly [ChallengeResult] | readonly [ChallengeResult, ChallengeResult];
  /**
   * Minesweeper: the cell (row * cols + col) the challenger clicked first (`cf`). The seed places the mines around the
   * first click, so the friend starts there too to play the same mines.
   */
  readonly first?: number;
}

export type ChallengeProblem =
  | { kind: 'link'; problem: LinkProblem }
  /** a link, but no challenge in it: open it as a plain link */
  | { kind: 'notChallenge' }
  /** a challenge needs a game to play: a mode's field beside the board (a game under way or a replay is not one) */
  | { kind: 'nothingToPlay' }
  | { kind: 'badResults' }
  /** the check fails: the link was cut or changed on the way */
  | { kind: 'challengeDamaged' };

/** The longest time a result may carry (a week) and the most mistakes: past them, a link was tampered with. */
const MAX_MS = 7 * 86_400_000;
const MAX_MISTAKES = 1_000_000;

/** The board alone, to be played fresh: a game in progress or a replay is not part of a challenge. */
function freshBoard(state: SharedState): SharedState {
  const { minesweeper, hero: _hero, proximity: _proximity, ...rest } = state;
  if (!minesweeper) return rest;
  const { progress: _progress, replay: _replay, ...settings } = minesweeper;
  return { ...rest, minesweeper: settings };
}

/**
 * What tells a challenge's board from another: its board and game (a mode's field) as a fresh link writes them,
 * whatever mode or hex size it is shown at. The game a player finishes answers a challenge when its key is the same.
 */
export const challengeBoardKey = (state: SharedState): string =>
  encodeShare({ ...freshBoard(state), mode: 'minesweeper', hexSize: 1 });

/** FNV-1a, 32 bits, over the text's UTF-16 code units: enough to catch a cut or a typo, not a forger. */
export function challengeCheck(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

const resultsText = (results: Challenge['results']): string => results.map((r) => `${r.ms}.${r.mistakes}`).join('-');

/** The query string (without '?') of a challenge link. */
export function encodeChallenge(challenge: Challenge): string {
  const first = challenge.first === undefined ? '' : `&cf=${challenge.first}`;
  const body = `${encodeShare(freshBoard(challenge.board))}&ch=${resultsText(challenge.results)}${first}`;
  return `${body}&ck=${challengeCheck(body)}`;
}

/** The challenge with the friend's result after the challenger's: the link back. */
export const answerChallenge = (challenge: Challenge, mine: ChallengeResult): Challenge => ({
  ...challenge,
  results: [challenge.results[0], mine],
});

/** Read a challenge link (with or without '?'). Never throws. */
export function decodeChallenge(
  query: string,
): { ok: true; challenge: Challenge } | { ok: false; problem: ChallengeProblem } {
  const fail = (problem: ChallengeProblem) => ({ ok: false as const, problem });
  const shared = decodeShare(query);
  if (!shared.ok) return fail({ kind: 'link', problem: shared.error });
  const params = parseQuery(query);
  const ch = params?.get('ch');
  if (!shared.state || ch === undefined) return fail({ kind: 'notChallenge' });
  const board = freshBoard(shared.state);
  // A state holds each mode's field under the mode's id.
  const fields = board as unknown as Readonly<Record<string, unknown>>;
  if (!linkFields().some((c) => fields[c.mode] !== undefined)) return fail({ kind: 'nothingToPlay' });
  const results = readResults(ch);
  const cf = params?.get('cf');
  // The check is over the link as encodeChallenge writes it, so a mangled but equivalent link still opens.
  const body = `${encodeShare(board)}&ch=${ch}${cf === undefined ? '' : `&cf=${cf}`}`;
  if (params?.get('ck') !== challengeCheck(body)) return fail({ kind: 'challengeDamaged' });
  const cells = (board.level?.length ?? 0) * (board.level?.[0]?.length ?? 0);
  const first = cf === undefined ? undefined : /^\d{1,7}$/.test(cf) && Number(cf) < cells ? Number(cf) : null;
  if (!results || first === null) return fail({ kind: 'badResults' });
  return { ok: true, challenge: first === undefined ? { board, results } : { board, results, first } };
}

function readResults(text: string): Challenge['results'] | null {
  const parts = text.split('-');
  if (parts.length > 2) return null;
  const results: ChallengeResult[] = [];
  for (const part of parts) {
    const m = /^(\d{1,10})\.(\d{1,7})$/.exec(part);
    if (!m) return null;
    const result = { ms: Number(m[1]), mistakes: Number(m[2]) };
    if (result.ms > MAX_MS || result.mistakes > MAX_MISTAKES) return null;
    results.push(result);
  }
  return results.length === 1 ? [results[0]] : [results[0], results[1]];
}
