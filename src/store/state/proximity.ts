// Proximity's part of the state (slices/proximitySlice.ts makes it).
import type { LogEntry, PlayerKind, ProximityConfig, ProximityState, RuleSet } from '../../games/proximity';

/** A Proximity game as a share link carries it: moves name cells (row * cols + col; p2: cell * 5 + hand slot). */
export interface SharedProximity {
  seed: number;
  rules: RuleSet;
  players: PlayerKind[];
  moves: number[];
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
  };
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
  /** A person places the picked tile here; ignored when a computer is to move or the tile is taken. */
  proximityPlace(tile: number): void;
  /** The computer's answer for turn `turn` (the move count it was asked at); stale answers are dropped. */
  proximityComputerMove(turn: number, tile: number, handIndex: number): void;
  /** Take back the last human move and the computer replies after it. */
  proximityUndo(): void;
  /** Replay a shared game on the current board; moves that can't be played there end the replay with a notice. */
  proximityLoad(shared: SharedProximity): void;
}
