// Proximity's values: plain data, so a game is (config, moves) and every state can be rebuilt by replaying them.

/** 'classic': one known tile a turn, friends +1. 'p2' (Proximity 2): choose from five, friends +2, strong enemies -2. */
export type RuleSet = 'classic' | 'p2';
/** Who plays a seat: a person at this device, or the computer at one of two levels. */
export type PlayerKind = 'human' | 'easy' | 'hard';

/** Everything that fixes a game besides the board and the moves; a share link carries it. */
export interface ProximityConfig {
  readonly seed: number;
  readonly rules: RuleSet;
  /** two to four seats; seat i is player number i + 1 */
  readonly players: readonly PlayerKind[];
}

/** A position. Immutable: playMove returns a new state and never touches the old one. */
export interface ProximityState {
  readonly config: ProximityConfig;
  /** per tile id: 0 empty, else the owning player number (from 1) */
  readonly owner: Uint8Array;
  /** per tile id: the strength of a taken tile (0 when empty) */
  readonly strength: Uint8Array;
  /** the player number to move (1-based) */
  readonly current: number;
  /** per player (index player - 1): classic = [next strength]; p2 = the five strengths to choose from */
  readonly hands: readonly (readonly number[])[];
  /** per player: how many strengths were drawn from the player's seeded sequence so far (the next draw's index) */
  readonly drawn: readonly number[];
  /** the move log, one entry a turn, packed by encodeMove (classic: the tile id; p2: tile * 5 + hand index) */
  readonly moves: readonly number[];
  /** floor tiles still empty; the game is over at 0 */
  readonly empty: number;
  readonly over: boolean;
}

/** What placing a tile would do, as tile ids. */
export interface MovePreview {
  captured: number[];
  reinforced: number[];
  weakened: number[];
}

/** A move as the AI and the UI name it. */
export interface MoveChoice {
  tile: number;
  handIndex: number;
}

/** The strongest tile a draw can give. */
export const MAX_DRAW = 20;
/** How many tiles a p2 player holds. */
export const P2_HAND = 5;
