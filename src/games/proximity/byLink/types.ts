// A Proximity game played by links: plain, JSON-ready data (hex strings, numbers), so the store can keep it as it is
// and a link can carry it whole. The protocol that fills it is in protocol.ts.
import type { LevelData, Orientation, Parity, Wrap } from '../../../engine';
import type { RuleSet } from '../types';

/** A tile's dense id on the board the game's level builds (makeBoard numbers tiles in cell order). */
export type TileId = number & { readonly __brand: 'TileId' };
/** A seat: player number 1..4, seat order is turn order. */
export type PlayerNo = 1 | 2 | 3 | 4;
/** A game's id: 8 random bytes from the caller, as 16 hex digits. */
export type GameId = string & { readonly __brand: 'GameId' };
/** A player's secret chain seed: 16 random bytes from the caller, as 32 hex digits. Never put in a link. */
export type ChainSeed = string & { readonly __brand: 'ChainSeed' };
/** A 16-byte value of a player's hash chain (its top is the commitment; lower links are reveals), 32 hex digits. */
export type ChainLink = string & { readonly __brand: 'ChainLink' };

/** The board a game by links is played on: everything that makes the engine's Board, nothing of its display. */
export interface FriendBoard {
  readonly level: LevelData;
  readonly orientation: Orientation;
  readonly parity: Parity;
  readonly wrap: Wrap;
}

/** One move: the tile and, in p2, the hand slot played (0 in classic). */
export interface FriendMove {
  readonly tile: TileId;
  readonly slot: number;
}

/**
 * A seat's resign: the seat and the chain link its next move would have revealed. Only the seat's owner knows that
 * link (it hashes to the seat's latest reveal), so a resign is exactly as hard to forge as a move.
 */
interface FriendResign {
  readonly player: PlayerNo;
  readonly link: ChainLink;
}

/**
 * A game by links, as a link carries it and the store keeps it. Events happen in this order: player 1 creates
 * (commitment), players 2..n take their seats (commitment and first reveal), then moves in turn order, each
 * revealing its mover's next chain link. Only each player's latest reveal is kept: the earlier ones are its hashes.
 */
export interface FriendGame {
  readonly id: GameId;
  readonly board: FriendBoard;
  readonly rules: RuleSet;
  /** how many seats, 2..4 */
  readonly players: number;
  /** per seat taken (index player - 1): the top of the player's chain */
  readonly commitments: readonly ChainLink[];
  /** per seat taken: the lowest chain link revealed so far, null while none is (player 1 before their first move) */
  readonly latest: readonly (ChainLink | null)[];
  readonly moves: readonly FriendMove[];
  /** a seat resigned after these moves: the game is over (absent in a game nobody resigned) */
  readonly resign?: FriendResign;
}

/**
 * Why a game by links is refused, as data: the UI's catalogues word each kind (English, Spanish). `move` counts from
 * 1; `player` is a seat number.
 */
export type FriendProblem =
  | { kind: 'badSettings' }
  | { kind: 'moveBeforeSeated'; move: number }
  | { kind: 'moveMissingTile'; move: number }
  | { kind: 'moveTaken'; move: number }
  | { kind: 'moveBadSlot'; move: number }
  | { kind: 'outOfTurn'; move: number; player: PlayerNo }
  | { kind: 'revealMismatch'; player: PlayerNo }
  | { kind: 'gameChanged'; what: 'board' | 'rules' | 'players' | 'seats' }
  | { kind: 'historyDiffers'; move: number }
  | { kind: 'notYourTurn'; player: PlayerNo }
  | { kind: 'seatsFull' }
  /** the resign's secret does not hash to the seat's latest reveal: not made by the seat's owner */
  | { kind: 'resignMismatch'; player: PlayerNo }
  /** a resign by a seat nobody has taken, or after the board filled */
  | { kind: 'resignNotPlaying'; player: PlayerNo }
  /** the link's resign is not the one this browser already saw (another seat, or after other moves) */
  | { kind: 'resignDiffers' };
