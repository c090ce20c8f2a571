// Test builders: boards in every layout and positions set up tile by tile, so each test states only what matters.
import {
  filledLevel,
  makeBoard,
  tileAtOffset,
  type Board,
  type LevelData,
  type Orientation,
  type Parity,
} from '../../engine';
import { newProximity } from './rules';
import type { PlayerKind, ProximityState, RuleSet } from './types';

/** The four layouts, named as the UI names them. */
export const LAYOUTS: readonly { name: string; orientation: Orientation; parity: Parity }[] = [
  { name: 'horizontal, odd rows shifted', orientation: 'pointy', parity: 'odd' },
  { name: 'horizontal, even rows shifted', orientation: 'pointy', parity: 'even' },
  { name: 'vertical, odd columns shifted', orientation: 'flat', parity: 'odd' },
  { name: 'vertical, even columns shifted', orientation: 'flat', parity: 'even' },
];

/** A board from levelData (default: a plain rows x cols rectangle of floor). */
export function testBoard(orientation: Orientation, parity: Parity, level: LevelData = filledLevel(6, 6)): Board {
  return makeBoard(level, { orientation, parity });
}

/** The tile id at (row, col); throws when there is none, so a mistyped setup fails loudly. */
export function at(board: Board, row: number, col: number): number {
  const id = tileAtOffset(board, { row, col });
  if (id < 0) throw new Error(`no tile at ${row},${col}`);
  return id;
}

/** A placed tile in a test setup. */
export interface Piece {
  row: number;
  col: number;
  player: number;
  strength: number;
}

/** A game in progress: the given pieces on the board and the player to move holding `hand`. */
export function position(
  board: Board,
  pieces: readonly Piece[],
  {
    rules = 'classic',
    hand,
    players = ['human', 'human'],
    current = 1,
  }: { rules?: RuleSet; hand: number[]; players?: PlayerKind[]; current?: number },
): ProximityState {
  const start = newProximity(board, { seed: 1, rules, players });
  const owner = start.owner.slice();
  const strength = start.strength.slice();
  for (const p of pieces) {
    const id = at(board, p.row, p.col);
    owner[id] = p.player;
    strength[id] = p.strength;
  }
  const hands = start.hands.map((h, i) => (i === current - 1 ? hand : h));
  return { ...start, owner, strength, hands, current, empty: start.empty - pieces.length };
}

/** Owner and strength of the tile at (row, col), for compact expectations. */
export function tileAt(
  board: Board,
  state: ProximityState,
  row: number,
  col: number,
): { owner: number; strength: number } {
  const id = at(board, row, col);
  return { owner: state.owner[id], strength: state.strength[id] };
}
