// Proximity's field of a link: the seed of its draws (pseed), its rules, its seats (players) and the moves played
// (moves, packed).
import { P2_HAND } from '../../games/proximity/types';
import type { FieldCodec } from '../fieldCodec';
import { fail, unpacked } from '../fields';
import { packList, unpackList } from '../pack';
import { MAX_SEED } from '../types';

export type ProximityPlayer = 'human' | 'easy' | 'hard';
/** Who may sit at a Proximity seat. */
export const PROXIMITY_PLAYERS: readonly ProximityPlayer[] = ['human', 'easy', 'hard'];
/** Proximity seats. */
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;
/** How many tiles a Proximity 2 player holds: a p2 move packs the slot played. */
export const P2_SLOTS = P2_HAND;

/** A Proximity game on the link's board. */
export interface ProximityField {
  seed: number;
  rules: 'classic' | 'p2';
  players: ProximityPlayer[];
  /** one entry a turn: classic, the cell index; p2, cell index * P2_SLOTS + the hand slot played (0..4) */
  moves: number[];
}

declare module '../types' {
  interface LinkFields {
    proximity: ProximityField;
  }
}

declare module '../problems' {
  interface LinkLabels {
    proximitySeed: true;
    proximityRules: true;
    players: true;
    proximityMoves: true;
  }
  interface ModeProblems {
    playerCount: { count: number; min: number; max: number };
    unknownPlayer: { value: string; options: readonly string[] };
    moveNotFloor: { move: number };
    moveTaken: { move: number };
  }
}

export const proximityField: FieldCodec<ProximityField> = {
  mode: 'proximity',
  params: ['pseed', 'rules', 'players', 'moves'],
  write: (field) => [
    ['pseed', String(field.seed)],
    ['rules', field.rules],
    ['players', field.players.join('-')],
    ['moves', packList(field.moves)],
  ],
  read(f, board) {
    if (!f.has('pseed')) return undefined;
    const seed = f.int('pseed', 'proximitySeed', 0, MAX_SEED);
    const rules = f.choice('rules', 'proximityRules', ['classic', 'p2'] as const);
    const names = f.raw('players', 'players').split('-');
    if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
      fail({ kind: 'playerCount', count: names.length, min: MIN_PLAYERS, max: MAX_PLAYERS });
    }
    const players = names.map((name) => {
      const found = PROXIMITY_PLAYERS.find((p) => p === name);
      return found ?? fail({ kind: 'unknownPlayer', value: name.slice(0, 30), options: PROXIMITY_PLAYERS });
    });
    const moves = unpacked(unpackList(f.raw('moves', 'proximityMoves'), 'proximityMoves', board.rows * board.cols));
    const taken = new Set<number>();
    moves.forEach((move, turn) => {
      const at = rules === 'p2' ? Math.floor(move / P2_SLOTS) : move;
      if (!board.isFloor(at)) fail({ kind: 'moveNotFloor', move: turn + 1 });
      if (taken.has(at)) fail({ kind: 'moveTaken', move: turn + 1 });
      taken.add(at);
    });
    return { seed, rules, players, moves };
  },
};
