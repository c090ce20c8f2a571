import { P2_HAND, type MoveChoice, type RuleSet } from './types';

// The move log is one integer a turn so a share link stays short: classic logs the tile id (its hand has one
// slot); p2 logs tile * 5 + hand slot.

/** Pack a move for the log. */
export function encodeMove(rules: RuleSet, tile: number, handIndex: number): number {
  return rules === 'p2' ? tile * P2_HAND + handIndex : tile;
}

/** Unpack a logged move. */
export function decodeMove(rules: RuleSet, move: number): MoveChoice {
  return rules === 'p2' ? { tile: Math.floor(move / P2_HAND), handIndex: move % P2_HAND } : { tile: move, handIndex: 0 };
}

/** The player number who made the i-th logged move (turns rotate strictly from player 1). */
export const moverOf = (playerCount: number, index: number): number => (index % playerCount) + 1;
