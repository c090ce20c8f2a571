// A Proximity game played by links, as this browser plays it: start one, open a link of one (checked whole, against
// what this browser already holds of it), take a seat, play a move. Every game shown comes from a checked link; the
// protocol (games/proximity/byLink) decides what is legal, and this file only carries its answers to the store, the
// address bar and the list of games kept here.
import { compareGames } from '../../../games/proximity/byLink/compare';
import { toHex, webSha256 } from '../../../games/proximity/byLink/hash';
import { friendLog, friendStepTo } from '../../../games/proximity/byLink/log';
import {
  createFriendGame,
  handToPlay,
  playFriendMove,
  resignFriendGame,
  takeSeat,
} from '../../../games/proximity/byLink/protocol';
import { friendResult } from '../../../games/proximity/byLink/result';
import { replayFriend, type FriendPosition } from '../../../games/proximity/byLink/replay';
import type { ChainSeed, FriendGame, GameId, PlayerNo, TileId } from '../../../games/proximity/byLink/types';
import { scores } from '../../../games/proximity';
import { encodeFriendLink, openFriendLink, type FriendLinkProblem } from '../../../share/friendLink';
import { parseQuery } from '../../../share/query';
import { useHexlab } from '../../../store';
import { heldFriendGame, keepFriendGame, type HeldFriendGame } from '../../../store/persist/friendGames';
import { hrefFor, writeHistory } from '../../links/urlHistory';

const sha = webSha256(globalThis.crypto.subtle);
const randomHex = (bytes: number) => toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));

/** Whether an address's query is a game by links' link. */
export const isFriendQuery = (query: string): boolean => parseQuery(query.replace(/^\?/, ''))?.has('fg') ?? false;

/** The game on screen, whole (the store holds what it shows of it); null when none is. */
let shown: { game: FriendGame; position: FriendPosition; seed: ChainSeed | null } | null = null;
/** One act at a time: a tap while a move is being made is not a second move. */
let busy = false;

const refuse = (problem: FriendLinkProblem) =>
  useHexlab.getState().setNotice({ kind: 'error', message: { kind: 'friendRefused', problem } });

/** Put a checked game on screen, keep it, and put its link in the address bar. */
async function show(game: FriendGame, position: FriendPosition, you: number, seed: ChainSeed | null) {
  const s = useHexlab.getState();
  const link = await encodeFriendLink(game, s.hexSize, sha);
  const { next } = position;
  const ended = friendResult(position);
  const result = ended && { resigned: ended.resigned ?? 0, winners: [...ended.winners] };
  const turn = next.kind === 'over' ? 0 : next.player;
  const seating = next.kind === 'seat';
  let state = position.state;
  // The seat to move sees the tile it will place: drawn from its own next secret, which only this browser holds.
  if (seed && next.kind === 'move' && next.player === you) {
    const hand = await handToPlay(game, position, next.player, seed, sha);
    if (hand) state = { ...state, hands: state.hands.map((h, i) => (i === you - 1 ? hand : h)) };
  }
  const board = game.board;
  const b = s.board;
  if (
    b.orientation !== board.orientation ||
    b.parity !== board.parity ||
    b.wrap !== board.wrap ||
    JSON.stringify(b.level) !== JSON.stringify(board.level)
  ) {
    s.loadBoard({ level: board.level, orientation: board.orientation, parity: board.parity, wrap: board.wrap });
  }
  const held: HeldFriendGame = {
    id: game.id,
    link,
    you,
    seed,
    players: game.players,
    turn,
    seating,
    moves: game.moves.length,
    scores: scores(position.state).map((p) => p.total),
    at: Date.now(),
    ...(result && { result }),
  };
  keepFriendGame(held);
  shown = { game, position, seed };
  useHexlab
    .getState()
    .proximityShowFriend(
      { id: game.id, you, players: game.players, turn, seating, moves: game.moves.length, link, result, step: null },
      state,
      friendLog(position.board, game, position),
    );
  writeHistory('replace', hrefFor(link));
}

/** Start a game by links on the board on screen, with the Proximity rules and seat count chosen: this browser is player 1. */
export async function startFriendGame(): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    const { board, proximity } = useHexlab.getState();
    const seed = randomHex(16) as ChainSeed;
    const game = await createFriendGame(
      {
        id: randomHex(8) as GameId,
        board: { level: board.level, orientation: board.orientation, parity: board.parity, wrap: board.wrap },
        rules: proximity.config.rules,
        players: proximity.config.players.length,
      },
      seed,
      sha,
    );
    const replayed = await replayFriend(game, sha);
    if (!replayed.ok) throw new Error(`a new game is refused: ${replayed.problem.kind}`);
    await show(game, replayed.position, 1, seed);
  } finally {
    busy = false;
  }
}

/**
 * Open a game by links' link (a query, with or without '?'). A link that is not legal, or that disagrees with what
 * this browser holds of the game, is refused with a notice and nothing held changes; one older than what is held
 * shows the held game. Whoever opens a game with a seat to take takes it.
 */
export async function openFriendQuery(query: string): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    const opened = await openFriendLink(query.replace(/^\?/, ''), sha);
    if (!opened.ok) {
      refuse(opened.problem);
      await showHeldAgain();
      return;
    }
    let game = opened.game;
    let position = opened.position;
    const held = heldFriendGame(game.id);
    let you = held?.you ?? 0;
    let seed = (held?.seed ?? null) as ChainSeed | null;
    if (held) {
      const before = await openFriendLink(held.link, sha);
      if (before.ok) {
        const compared = compareGames(before.game, game);
        if (compared.kind === 'refused') {
          refuse({ kind: 'game', problem: compared.problem });
          await show(before.game, before.position, you, seed);
          return;
        }
        if (compared.kind === 'older') {
          useHexlab.getState().setNotice({ kind: 'info', message: { kind: 'friendOlder' } });
          await show(before.game, before.position, you, seed);
          return;
        }
      }
    }
    if (you === 0 && position.next.kind === 'seat') {
      seed = randomHex(16) as ChainSeed;
      const seated = await takeSeat(game, seed, sha);
      if (seated.ok) {
        const reopened = await replayFriend(seated.game, sha);
        if (reopened.ok) {
          game = seated.game;
          position = reopened.position;
          you = seated.player;
        }
      }
    }
    await show(game, position, you, you === 0 ? null : seed);
  } finally {
    busy = false;
  }
}

/** After a refused link: the game shown before it stays on screen, and its link in the address bar. */
async function showHeldAgain() {
  if (shown && useHexlab.getState().proximity.friend?.id === shown.game.id) {
    writeHistory('replace', hrefFor(useHexlab.getState().proximity.friend!.link));
  }
}

/** This browser's move on the game shown: the picked hand slot on this tile. Ignored when it is not its turn. */
export async function placeFriendTile(tile: number): Promise<void> {
  const { proximity } = useHexlab.getState();
  const friend = proximity.friend;
  if (busy || !shown || !friend || !shown.seed || friend.seating || friend.turn !== friend.you) return;
  if (proximity.game.owner[tile] !== 0) return;
  busy = true;
  try {
    const { game, seed } = shown;
    const slot = game.rules === 'p2' ? proximity.handIndex : 0;
    const played = await playFriendMove(game, friend.you as PlayerNo, seed, { tile: tile as TileId, slot }, sha);
    if (played.ok) await show(played.game, played.position, friend.you, seed);
  } finally {
    busy = false;
  }
}

/** This browser's seat resigns the game shown (its turn or not): the game ends, and its link is the one to send. */
export async function resignFriend(): Promise<void> {
  const friend = useHexlab.getState().proximity.friend;
  if (busy || !shown || !friend || !shown.seed || friend.you === 0 || friend.result) return;
  busy = true;
  try {
    const { game, seed } = shown;
    const resigned = await resignFriendGame(game, friend.you as PlayerNo, seed, sha);
    if (resigned.ok) await show(resigned.game, resigned.position, friend.you, seed);
    else refuse({ kind: 'game', problem: resigned.problem });
  } finally {
    busy = false;
  }
}

/**
 * The replay of the finished game shown: the board after `count` moves (clamped), from the checked game's own log.
 * The last step shows the game's end as it was.
 */
export function stepFriendReplay(count: number): void {
  const s = useHexlab.getState();
  const friend = s.proximity.friend;
  if (!shown || !friend || !friend.result || friend.id !== shown.game.id) return;
  const { game, position } = shown;
  const k = Math.max(0, Math.min(game.moves.length, Math.round(count)));
  if ((friend.step ?? game.moves.length) === k) return;
  if (k === game.moves.length) {
    s.proximityShowFriend({ ...friend, step: null }, position.state, friendLog(position.board, game, position));
    return;
  }
  const { state, log } = friendStepTo(position.board, game, position, k);
  s.proximityShowFriend({ ...friend, step: k }, state, log);
}
