/**
 * Fair draws with no server: how a Proximity game played by links draws its tile strengths.
 *
 * Each player makes a hash chain from a fresh secret seed (16 random bytes the caller gives, kept in that player's
 * browser and never put in a link): link 0 is the seed, link i + 1 = SHA-256(game key, seat, link i) cut to 16 bytes,
 * up to link K, K = ceil(floor tiles / players) + 1, more than the player can ever reveal. Link K is the player's
 * commitment; the player then reveals links K - 1, K - 2, ... one a message. Anyone checks a reveal by hashing it up
 * to the commitment; nobody can compute a lower link from a higher one.
 *
 * The messages, each a link carrying the whole game so far:
 *   1. Player 1 creates the game: the board, rules, seats, a random game id, and their commitment. No move yet.
 *   2. Players 2..n, in turn, take their seat: their commitment and, at once, their first reveal (link K - 1).
 *      Player 1's hidden commitment is already fixed, so a joiner gains nothing by choosing their seed.
 *   3. Then moves, in seat order. The mover reveals their next link with the move; the move's draw is
 *      SHA-256(game key, move number, the mover's link revealed with the move, every other seat's latest reveal).
 *      A player's first move draws their whole hand (1 tile classic, 5 in p2); each later move draws the one tile
 *      that refills the slot played at their previous move.
 *
 *   4. Any seated player may resign at any time before the board fills, their turn or not: the resign carries the link
 *      their next move would have revealed (resignFriendGame). It ends the game for everybody.
 *
 * Why it is fair: every input of a draw was committed before any input the committer had not seen was revealed
 * (seats are all taken before the first move, and every other seat's latest reveal comes after the mover's
 * commitment), so nobody can choose a seed to steer a draw, and nobody can re-draw: a seat's links are fixed by its
 * commitment, and the draw depends on no choice of tile. A move by someone else than the seat to move needs that
 * seat's next link, which only its owner knows: the chain is also the turn token.
 *
 * What a player knows, and when: the mover learns their new tile when the previous player's link arrives (it needs
 * everybody else's latest reveal and their own next link); the others learn it when the move is made. Nobody knows
 * anything of a later draw: it needs reveals not made yet. In p2 the other players see four of your five tiles (the
 * ones drawn at earlier moves), as they would at one screen; the fifth shows when you play.
 *
 * What it does not guarantee: a player may stop answering (there is no server to call time), and the player who
 * moves learns their draw before the others and may walk away after seeing it. Links are not signed: whoever holds
 * a link can read the reveals in it. A player who loses their browser's storage loses their seed: they can still
 * open every link of the game and watch it, checked whole, but can never move in it again (their next link is
 * gone), so the game stops there; a new game needs a new invitation. The first move can only come after every seat
 * is taken, one more message than at one screen: a draw known to its mover at once, with no server, needs a
 * commitment from each player before it.
 */
import { KIND_FLOOR, makeBoard } from '../../../engine';
import { RULES } from '../rules';
import { climb, drawAt, fromHex, gameKey, type Sha256 } from './hash';
import { replayFriend, revealsOf, type FriendPosition } from './replay';
import type {
  ChainLink,
  ChainSeed,
  FriendBoard,
  FriendGame,
  FriendMove,
  FriendProblem,
  GameId,
  PlayerNo,
} from './types';
import type { RuleSet } from '../types';

/** How long each chain is: one link more than a player's most moves and their seat's first reveal. */
export function chainLength(board: FriendBoard, players: number): number {
  const { kind, size } = makeBoard(board.level, board);
  let floors = 0;
  for (let id = 0; id < size; id++) if (kind[id] === KIND_FLOOR) floors++;
  return Math.ceil(floors / players) + 1;
}

/** The chain link `index` of the chain grown from this seed (index K is the commitment). */
async function linkOf(
  game: Omit<FriendGame, 'commitments' | 'latest' | 'moves'>,
  player: PlayerNo,
  seed: ChainSeed,
  index: number,
  sha: Sha256,
) {
  return climb(await gameKey(game, sha), player, seed as unknown as ChainLink, index, sha);
}

/** A new game by links: player 1's commitment and nothing else. `id` and `seed` are fresh random bytes (hex). */
export async function createFriendGame(
  setup: { id: GameId; board: FriendBoard; rules: RuleSet; players: number },
  seed: ChainSeed,
  sha: Sha256,
): Promise<FriendGame> {
  const { players } = setup;
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`2 to 4 players, got ${players}`);
  const top = await linkOf(setup, 1, seed, chainLength(setup.board, players), sha);
  return { ...setup, commitments: [top], latest: [null], moves: [] };
}

/** The next seat taken with this seed: its commitment and first reveal. */
export async function takeSeat(
  game: FriendGame,
  seed: ChainSeed,
  sha: Sha256,
): Promise<{ ok: true; game: FriendGame; player: PlayerNo } | { ok: false; problem: FriendProblem }> {
  const seated = game.commitments.length;
  if (seated >= game.players) return { ok: false, problem: { kind: 'seatsFull' } };
  const player = (seated + 1) as PlayerNo;
  const k = chainLength(game.board, game.players);
  const top = await linkOf(game, player, seed, k, sha);
  const first = await linkOf(game, player, seed, k - 1, sha);
  return {
    ok: true,
    player,
    game: { ...game, commitments: [...game.commitments, top], latest: [...game.latest, first] },
  };
}

/** The mover's next chain link, which only the holder of the seat's seed can compute. */
async function nextLink(game: FriendGame, player: PlayerNo, seed: ChainSeed, sha: Sha256) {
  const k = chainLength(game.board, game.players);
  return linkOf(game, player, seed, k - 1 - revealsOf(player, game.players, game.moves.length), sha);
}

/**
 * The hand the seat to move plays from (its known tiles and the one drawn now), or null when it is not this seat's
 * move. Only the seat's own seed can tell it before the move is made.
 */
export async function handToPlay(
  game: FriendGame,
  position: FriendPosition,
  player: PlayerNo,
  seed: ChainSeed,
  sha: Sha256,
): Promise<number[] | null> {
  if (position.next.kind !== 'move' || position.next.player !== player) return null;
  const own = fromHex(await nextLink(game, player, seed, sha));
  const links = game.latest.map((l, i) => (i === player - 1 ? own : fromHex(l ?? '')));
  const first = position.state.drawn[player - 1] === 0;
  const count = first ? RULES[game.rules].hand : 1;
  const drawn = await drawAt(await gameKey(game, sha), game.moves.length, links, count, sha);
  return [...position.state.hands[player - 1], ...drawn];
}

/** The game after this seat plays a move, checked by replaying it whole; a move that is not legal is refused. */
export async function playFriendMove(
  game: FriendGame,
  player: PlayerNo,
  seed: ChainSeed,
  move: FriendMove,
  sha: Sha256,
): Promise<{ ok: true; game: FriendGame; position: FriendPosition } | { ok: false; problem: FriendProblem }> {
  const before = await replayFriend(game, sha);
  if (!before.ok) return before;
  if (before.position.next.kind !== 'move' || before.position.next.player !== player) {
    return { ok: false, problem: { kind: 'notYourTurn', player } };
  }
  const own = await nextLink(game, player, seed, sha);
  const latest = game.latest.map((l, i) => (i === player - 1 ? own : l));
  const after: FriendGame = { ...game, latest, moves: [...game.moves, move] };
  const replayed = await replayFriend(after, sha);
  return replayed.ok ? { ok: true, game: after, position: replayed.position } : replayed;
}

/**
 * This seat resigns: at any time while the game is not over, its turn or not. The resign carries the link the seat's
 * next move would have revealed, which only the seat's seed gives, so nobody else can resign for it. The game is over
 * for everybody at once: the resigning seat is last, the others rank by their totals at that moment (with 3 or 4
 * players too: a game by links has no way to go on without one of its seats, whose reveals every draw needs).
 */
export async function resignFriendGame(
  game: FriendGame,
  player: PlayerNo,
  seed: ChainSeed,
  sha: Sha256,
): Promise<{ ok: true; game: FriendGame; position: FriendPosition } | { ok: false; problem: FriendProblem }> {
  const before = await replayFriend(game, sha);
  if (!before.ok) return before;
  if (before.position.next.kind === 'over' || player > game.commitments.length) {
    return { ok: false, problem: { kind: 'resignNotPlaying', player } };
  }
  const after: FriendGame = { ...game, resign: { player, link: await nextLink(game, player, seed, sha) } };
  const replayed = await replayFriend(after, sha);
  return replayed.ok ? { ok: true, game: after, position: replayed.position } : replayed;
}

/** Whether this seed holds this seat of the game (the store keeps which seat it took; this checks a kept seed). */
export async function holdsSeat(game: FriendGame, player: PlayerNo, seed: ChainSeed, sha: Sha256): Promise<boolean> {
  const top = game.commitments[player - 1];
  if (top === undefined) return false;
  const k = chainLength(game.board, game.players);
  return (await linkOf(game, player, seed, k, sha)) === top;
}
