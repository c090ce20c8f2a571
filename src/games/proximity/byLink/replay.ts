// Opening a game by links: every reveal checked against its seat's commitment, every draw made again, every move
// replayed by Proximity's own placement. Whatever a link holds, the answer is a position or a FriendProblem.
import { KIND_FLOOR, makeBoard, type Board } from '../../../engine';
import { encodeMove } from '../moves';
import { placeInPlace, RULES } from '../rules';
import type { ProximityState } from '../types';
import { chainStep, drawAt, fromHex, gameKey, toHex, type Sha256 } from './hash';
import type { FriendGame, FriendProblem, PlayerNo } from './types';

/** Who acts next in a game by links. */
type FriendTurn = { kind: 'seat'; player: PlayerNo } | { kind: 'move'; player: PlayerNo } | { kind: 'over' };

/** A checked game: Proximity's state (hands as everybody knows them), the board, and who acts next. */
export interface FriendPosition {
  readonly board: Board;
  /** config.seed is 0 and unused: the draws come from the players' chains */
  readonly state: ProximityState;
  readonly next: FriendTurn;
  /** the strength each move placed, in order */
  readonly strengths: readonly number[];
  /** the seat that resigned, which ended the game; null when nobody did */
  readonly resigned: PlayerNo | null;
}

export type FriendReplay = { ok: true; position: FriendPosition } | { ok: false; problem: FriendProblem };

/** How many links a seat has revealed after these many moves: player 1 one a move, the others one more at seating. */
export function revealsOf(player: PlayerNo, players: number, moves: number): number {
  const made = moves >= player ? Math.floor((moves - player) / players) + 1 : 0;
  return made + (player === 1 ? 0 : 1);
}

const refuse = (problem: FriendProblem): FriendReplay => ({ ok: false, problem });

/** Check a game by links whole and rebuild its position. Never throws on what a link can hold. */
export async function replayFriend(game: FriendGame, sha: Sha256): Promise<FriendReplay> {
  const n = game.players;
  const seated = game.commitments.length;
  if (!Number.isInteger(n) || n < 2 || n > 4 || seated < 1 || seated > n || game.latest.length !== seated) {
    return refuse({ kind: 'badSettings' });
  }
  if (game.moves.length > 0 && seated < n) return refuse({ kind: 'moveBeforeSeated', move: 1 });
  let board: Board;
  try {
    board = makeBoard(game.board.level, game.board);
  } catch {
    return refuse({ kind: 'badSettings' });
  }
  const key = await gameKey(game, sha);
  const chains = await revealedChains(game, key, sha);
  if (!chains.ok) return chains;
  const played = await play(game, board, key, chains.links, sha);
  if (!played.ok || !game.resign) return played;
  return resigned(game, played.position, key, chains.links, sha);
}

/**
 * A resign ends the game: it must be by a seat taken, before the board filled, and carry the link that seat's next
 * move would have revealed (it hashes to the seat's latest reveal, or to its commitment when it revealed none).
 */
async function resigned(
  game: FriendGame,
  position: FriendPosition,
  key: Uint8Array,
  chains: Uint8Array[][],
  sha: Sha256,
): Promise<FriendReplay> {
  const { player, link } = game.resign!;
  const top = game.commitments[player - 1];
  if (top === undefined || position.next.kind === 'over') return refuse({ kind: 'resignNotPlaying', player });
  const chain = chains[player - 1];
  const below = chain.length > 0 ? toHex(chain[chain.length - 1]) : top;
  if (!/^[0-9a-f]{32}$/.test(link) || toHex(await chainStep(key, player, fromHex(link), sha)) !== below) {
    return refuse({ kind: 'resignMismatch', player });
  }
  return {
    ok: true,
    position: { ...position, next: { kind: 'over' }, resigned: player, state: { ...position.state, over: true } },
  };
}

/**
 * Each seat's revealed links, first reveal first, checked up to the commitment. A seat that revealed one link more
 * than its turns made a move that was another seat's: that is named before any other seat's mismatch (the seat whose
 * turn it was shows a mismatch too, having revealed nothing for it).
 */
async function revealedChains(
  game: FriendGame,
  key: Uint8Array,
  sha: Sha256,
): Promise<{ ok: true; links: Uint8Array[][] } | { ok: false; problem: FriendProblem }> {
  const seats = game.commitments.map((_, i) => (i + 1) as PlayerNo);
  const checked = await Promise.all(seats.map((player) => seatChain(game, key, player, sha)));
  const links: Uint8Array[][] = [];
  let mismatch: PlayerNo | null = null;
  for (const player of seats) {
    const chain = checked[player - 1];
    if (chain === 'extra') return { ok: false, problem: { kind: 'outOfTurn', move: game.moves.length, player } };
    if (chain === 'mismatch') mismatch ??= player;
    else links.push(chain);
  }
  return mismatch === null ? { ok: true, links } : { ok: false, problem: { kind: 'revealMismatch', player: mismatch } };
}

/** One seat's reveals, e(0) first, or how they fail to reach its commitment. */
async function seatChain(game: FriendGame, key: Uint8Array, player: PlayerNo, sha: Sha256) {
  const count = revealsOf(player, game.players, game.moves.length);
  const latest = game.latest[player - 1];
  const top = game.commitments[player - 1];
  if (latest === null) return count === 0 ? [] : 'mismatch';
  // Up from the latest reveal: e(count - 1), e(count - 2), ..., e(0), then the commitment.
  const up: Uint8Array[] = [];
  let link = fromHex(latest);
  for (let k = 0; k < count; k++) {
    up.push(link);
    link = await chainStep(key, player, link, sha);
  }
  if (toHex(link) === top) return count === 0 ? 'mismatch' : up.reverse();
  return toHex(await chainStep(key, player, link, sha)) === top ? 'extra' : 'mismatch';
}

/**
 * Every move's draw: the mover's link revealed with it and every other seat's latest reveal before it (a seat's first
 * reveal, or none yet for player 1). The draws depend on no placement, so they are all asked for at once: Web Crypto
 * answers a batch much faster than one digest at a time.
 */
function drawsOf(game: FriendGame, key: Uint8Array, chains: Uint8Array[][], sha: Sha256): Promise<number[][]> {
  const hand = RULES[game.rules].hand;
  const latest: (Uint8Array | null)[] = chains.map((c, i) => (i === 0 ? null : c[0]));
  const used = chains.map((_, i) => (i === 0 ? 0 : 1));
  return Promise.all(
    game.moves.map((_, m) => {
      const p = m % game.players;
      const own = chains[p][used[p]++];
      latest[p] = own;
      return drawAt(
        key,
        m,
        latest.map((l) => l ?? own),
        m < game.players ? hand : 1,
        sha,
      );
    }),
  );
}

/** Replay the moves on the checked chains: each move's draw, legality and placement. */
async function play(game: FriendGame, board: Board, key: Uint8Array, chains: Uint8Array[][], sha: Sha256) {
  const n = game.players;
  const rules = RULES[game.rules];
  const owner = new Uint8Array(board.size);
  const strength = new Uint8Array(board.size);
  const hands: number[][] = Array.from({ length: n }, () => []);
  const drawn = new Array<number>(n).fill(0);
  const draws = await drawsOf(game, key, chains, sha);
  const strengths: number[] = [];
  const moves: number[] = [];
  let empty = 0;
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR) empty++;
  for (let m = 0; m < game.moves.length; m++) {
    const p = (m % n) + 1;
    hands[p - 1].push(...draws[m]);
    drawn[p - 1] += draws[m].length;
    const { tile, slot } = game.moves[m];
    const move = m + 1;
    if (!Number.isInteger(tile) || tile < 0 || tile >= board.size || board.kind[tile] !== KIND_FLOOR) {
      return refuse({ kind: 'moveMissingTile', move });
    }
    if (owner[tile] !== 0) return refuse({ kind: 'moveTaken', move });
    if (!Number.isInteger(slot) || slot < 0 || slot >= hands[p - 1].length)
      return refuse({ kind: 'moveBadSlot', move });
    const value = hands[p - 1].splice(slot, 1)[0];
    placeInPlace(board.neighbors, owner, strength, tile, p, value, rules.friendBonus, rules.weaken);
    strengths.push(value);
    moves.push(encodeMove(game.rules, tile, slot));
    empty--;
  }
  const seated = game.commitments.length;
  const current = (game.moves.length % n) + 1;
  const next: FriendTurn =
    seated < n
      ? { kind: 'seat', player: (seated + 1) as PlayerNo }
      : empty === 0
        ? { kind: 'over' }
        : { kind: 'move', player: current as PlayerNo };
  const state: ProximityState = {
    config: { seed: 0, rules: game.rules, players: new Array(n).fill('human') },
    owner,
    strength,
    current,
    hands,
    drawn,
    moves,
    empty,
    over: empty === 0,
  };
  return { ok: true as const, position: { board, state, next, strengths, resigned: null } };
}
