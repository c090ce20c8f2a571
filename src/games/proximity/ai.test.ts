import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, TUTORIAL_HEXAGON, type Board } from '../../engine';
import { seededRandom } from '../random';
import { chooseMove } from './ai';
import { answerAiRequest } from './ai.protocol';
import { replay } from './history';
import { legal, newProximity, playMove } from './rules';
import { winners } from './score';
import { at, position, testBoard } from './testing';
import type { PlayerKind, ProximityState, RuleSet } from './types';

const hexagon = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });

/** Play a whole game between computer players; `budget` Infinity makes the hard AI's work independent of the clock. */
function playOut(
  board: Board,
  seed: number,
  players: PlayerKind[],
  rules: RuleSet = 'classic',
  refineCount = 2,
): ProximityState {
  const rand = seededRandom(seed);
  let state = newProximity(board, { seed, rules, players });
  while (!state.over) {
    const kind = players[state.current - 1] === 'hard' ? 'hard' : 'easy';
    const move = chooseMove(state, board, kind, rand, { budgetMs: Infinity, refineCount });
    expect(legal(state, board, move.tile, move.handIndex)).toBe(true);
    state = playMove(state, board, move.tile, move.handIndex);
  }
  return state;
}

describe('when the easy computer moves', () => {
  const board = testBoard('pointy', 'odd');
  const pieces = [
    { row: 0, col: 0, player: 2, strength: 9 },
    { row: 4, col: 4, player: 2, strength: 2 },
  ];

  it('takes the biggest capture on offer, choosing at random between equal moves', () => {
    const state = position(board, pieces, { hand: [10] });
    const picked = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) picked.add(chooseMove(state, board, 'easy', seededRandom(seed)).tile);
    expect([...picked].sort()).toEqual([at(board, 0, 1), at(board, 1, 0)].sort());
  });

  it('picks from a Proximity 2 hand the tile that gains most', () => {
    const state = position(board, pieces, { rules: 'p2', hand: [4, 10, 20, 1, 7] });
    const move = chooseMove(state, board, 'easy', seededRandom(1));
    expect(move.handIndex).toBe(2);
    expect([at(board, 0, 1), at(board, 1, 0)]).toContain(move.tile);
  });

  it('has no move once the game is over', () => {
    const small = testBoard('flat', 'odd', filledLevel(3, 3));
    const over = playOut(small, 4, ['easy', 'easy']);
    expect(chooseMove(over, small, 'easy', seededRandom(1))).toEqual({ tile: -1, handIndex: 0 });
    expect(chooseMove(over, small, 'hard', seededRandom(1))).toEqual({ tile: -1, handIndex: 0 });
  });
});

describe('when the hard computer moves', () => {
  // a quick check that the search points the right way; bench/proximity.bench.ts measures the real rate
  it('beats the easy one in most of a short match on the hexagon, seats swapped on each seed', () => {
    let wins = 0;
    for (let seed = 1; seed <= 4; seed++) {
      if (winners(playOut(hexagon, seed, ['hard', 'easy'], 'classic', 0)).join() === '1') wins++;
      if (winners(playOut(hexagon, seed, ['easy', 'hard'], 'classic', 0)).join() === '2') wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('plays whole Proximity 2 games with three players legally', () => {
    const state = playOut(testBoard('pointy', 'even', filledLevel(4, 5)), 3, ['hard', 'easy', 'hard'], 'p2');
    expect(state.over).toBe(true);
  });

  it('stops refining once its budget is spent', () => {
    const state = playMove(
      newProximity(hexagon, { seed: 8, rules: 'classic', players: ['easy', 'hard'] }),
      hexagon,
      60,
    );
    let calls = 0;
    const clock = () => 1000 * calls++; // every look at the clock finds another second gone
    const move = chooseMove(state, hexagon, 'hard', seededRandom(2), { budgetMs: 500, now: clock });
    expect(legal(state, hexagon, move.tile, move.handIndex)).toBe(true);
    expect(calls).toBe(2); // the deadline, then one check after the first refined candidate
  });
});

describe('when the AI worker is asked for a move', () => {
  it('rebuilds the game from the request and answers the same for the same position', () => {
    const config = { seed: 31, rules: 'classic' as const, players: ['human', 'hard'] as PlayerKind[] };
    const request = {
      board: { level: TUTORIAL_HEXAGON, orientation: 'pointy' as const, parity: 'odd' as const },
      config,
      moves: [60],
      kind: 'hard' as const,
      budgetMs: Infinity,
    };
    const move = answerAiRequest(request, () => 0);
    expect(legal(replay(hexagon, config, [60]), hexagon, move.tile, move.handIndex)).toBe(true);
    expect(answerAiRequest(request, () => 0)).toEqual(move);
  });
});
