import { describe, expect, it } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON, type Board } from '../../engine';
import { seededRandom, randomInt } from '../random';
import { chooseMove } from './ai';
import { drawStrength } from './draw';
import { replay, undoLastHumanMove } from './history';
import { decodeMove } from './moves';
import { legal, newProximity, playMove } from './rules';
import type { ProximityConfig, ProximityState } from './types';

const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });

/** Play `turns` random legal moves (random hand slots too). */
function randomGame(b: Board, config: ProximityConfig, turns: number, seed: number): ProximityState {
  const rand = seededRandom(seed);
  let state = newProximity(b, config);
  while (!state.over && state.moves.length < turns) {
    const tile = randomInt(rand, b.size);
    const hand = randomInt(rand, state.hands[state.current - 1].length);
    if (legal(state, b, tile, hand)) state = playMove(state, b, tile, hand);
  }
  return state;
}

describe('when tiles are drawn from a seed', () => {
  it('gives every player the same strengths for the same seed, from 1 to 20', () => {
    const a = Array.from({ length: 200 }, (_, i) => drawStrength(42, 1 + (i % 3), i));
    const b = Array.from({ length: 200 }, (_, i) => drawStrength(42, 1 + (i % 3), i));
    expect(a).toEqual(b);
    expect(Math.min(...a)).toBe(1);
    expect(Math.max(...a)).toBe(20);
  });

  it('gives another seed, or another player, different strengths', () => {
    const seq = (seed: number, player: number) => Array.from({ length: 30 }, (_, i) => drawStrength(seed, player, i));
    expect(seq(42, 1)).not.toEqual(seq(43, 1));
    expect(seq(42, 1)).not.toEqual(seq(42, 2));
  });

  it('hands out the same tiles when the same game is played again', () => {
    const config: ProximityConfig = { seed: 77, rules: 'classic', players: ['human', 'human'] };
    const first = randomGame(board, config, 20, 5);
    const again = randomGame(board, config, 20, 5);
    expect(again.strength).toEqual(first.strength);
    expect(again.hands).toEqual(first.hands);
  });
});

describe.each(['classic', 'p2'] as const)('when a %s game is replayed from its move log', (rules) => {
  const config: ProximityConfig = { seed: 2024, rules, players: ['human', 'easy', 'hard'] };

  it('rebuilds exactly the played state, mid-game and finished', () => {
    for (const turns of [0, 1, 37, 1000]) {
      const played = randomGame(board, config, turns, turns + 1);
      expect(replay(board, config, played.moves)).toEqual(played);
    }
  });

  it('stops at the first move that is not legal', () => {
    const played = randomGame(board, config, 6, 3);
    const broken = [...played.moves.slice(0, 4), played.moves[0], ...played.moves.slice(4)];
    expect(replay(board, config, broken)).toEqual(replay(board, config, played.moves.slice(0, 4)));
  });

  it('logs each move so it decodes to the tile played', () => {
    const played = randomGame(board, config, 10, 8);
    const tiles = played.moves.map((m) => decodeMove(rules, m).tile);
    expect(new Set(tiles).size).toBe(10);
    for (const t of tiles) expect(played.owner[t]).toBeGreaterThan(0);
  });
});

describe('when a human undoes a move against the computer', () => {
  const config: ProximityConfig = { seed: 5, rules: 'p2', players: ['human', 'easy'] };
  const rand = seededRandom(1);
  const afterHuman = (state: ProximityState, tile: number) => {
    const mine = playMove(state, board, tile, 2);
    const ai = chooseMove(mine, board, 'easy', rand);
    return { mine, replied: playMove(mine, board, ai.tile, ai.handIndex) };
  };

  it('goes back to just before the human’s last move, the computer’s reply undone too', () => {
    const start = newProximity(board, config);
    const one = afterHuman(start, 60);
    const two = afterHuman(one.replied, 61);
    expect(two.replied.moves).toHaveLength(4);
    expect(undoLastHumanMove(board, two.replied)).toEqual(one.replied);
    expect(undoLastHumanMove(board, two.mine)).toEqual(one.replied);
  });

  it('changes nothing when no human has moved yet', () => {
    const aiFirst = newProximity(board, { ...config, players: ['hard', 'easy'] });
    const played = playMove(aiFirst, board, 3);
    expect(undoLastHumanMove(board, played)).toBe(played);
  });
});
