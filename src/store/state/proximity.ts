// Proximity's part of the state (slices/proximitySlice.ts makes it).
import type { LogEntry, PlayerKind, ProximityConfig, ProximityState, RuleSet } from '../../games/proximity';

/** A Proximity game as a share link carries it: moves name cells (row * cols + col; p2: cell * 5 + hand slot). */
export interface SharedProximity {
  seed: number;
  rules: RuleSet;
  players: PlayerKind[];
  moves: number[];
}

/**
 * A game played by links on the board (ui/proximity/friend checks and plays it: every move comes from a checked
 * link). While one is shown, the board's taps and keys go to it, and the store's own moves, undo and computer
 * players stay out of it.
 */
export interface FriendView {
  /** the game's id (16 hex digits) */
  readonly id: string;
  /** the seat this browser plays, or 0 watching */
  readonly you: number;
  readonly players: number;
  /** who acts next: the player number to take a seat or to move; 0 when the game is over */
  readonly turn: number;
  /** the next act takes a seat (no move before every seat is taken) */
  readonly seating: boolean;
  readonly moves: number;
  /** the game's latest link (a query, without '?'): the one to send */
  readonly link: string;
  /** how the game ended (the seat that resigned, 0 none; the seats in first place), null while it goes on */
  readonly result: FriendResultView | null;
  /** the replay of a finished game: the board shows the position after this many moves; null shows the end */
  readonly step: number | null;
}

interface FriendResultView {
  readonly resigned: number;
  readonly winners: readonly number[];
}

export interface ProximitySlice {
  proximity: {
    /** seed, rules and seats of the game on the board (the same object as game.config) */
    config: ProximityConfig;
    /** the position; game.moves is the move log in tile ids, packed by encodeMove */
    game: ProximityState;
    /** the hand slot the player to move has picked (Proximity 2); 0 in classic */
    handIndex: number;
    /** one entry a move, in order */
    log: readonly LogEntry[];
    /** the game by links on the board, or null: a new game, a restart or a new board leaves it */
    friend: FriendView | null;
  };
  /**
   * Show a checked game by links: its facts, its position (the hand of the player to move as only they know it) and
   * its move log.
   */
  proximityShowFriend(friend: FriendView, game: ProximityState, log: readonly LogEntry[]): void;
  /** Start a new game on the board; the seed is fresh unless given, rules and seats stay unless given. */
  proximityNewGame(patch?: Partial<ProximityConfig>): void;
  /** Start the same game (seed, rules, seats) again from an empty board. */
  proximityRestart(): void;
  /** Hand a seat to a person or a computer level; the game goes on. */
  proximitySetSeat(index: number, kind: PlayerKind): void;
  /** Two to four seats: starts a new game with the same seed, new seats played by the easy computer. */
  proximitySetPlayerCount(count: number): void;
  /** Pick the tile from this hand slot for the next placement (Proximity 2). */
  proximitySelectHand(index: number): void;
  /** A person places the picked tile here; ignored when a computer is to move, the tile is taken or a game by links is shown. */
  proximityPlace(tile: number): void;
  /** The computer's answer for turn `turn` (the move count it was asked at); stale answers are dropped. */
  proximityComputerMove(turn: number, tile: number, handIndex: number): void;
  /** Take back the last human move and the computer replies after it. */
  proximityUndo(): void;
  /** Replay a shared game on the current board; moves that can't be played there end the replay with a notice. */
  proximityLoad(shared: SharedProximity): void;
}
