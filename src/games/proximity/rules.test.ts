import { describe, expect, it } from 'vitest';
import type { Orientation, Parity } from '../../engine';
import { legal, newProximity, playMove, previewMove } from './rules';
import { at, LAYOUTS, position, testBoard, tileAt } from './testing';

type Step = readonly [number, number];

// The six neighbours written out by hand per layout and line parity (as the Proximity article does for rows), so
// these tests check the rules against the picture, not against the engine's own neighbour table.
function neighbourSteps(orientation: Orientation, parity: Parity, oddLine: boolean): Step[] {
  const shifted = oddLine === (parity === 'odd'); // this line sits half a tile further along
  if (orientation === 'pointy') {
    const d = shifted ? 0 : -1;
    return [
      [0, -1],
      [0, 1],
      [-1, d],
      [-1, d + 1],
      [1, d],
      [1, d + 1],
    ];
  }
  const d = shifted ? 0 : -1;
  return [
    [-1, 0],
    [1, 0],
    [d, -1],
    [d + 1, -1],
    [d, 1],
    [d + 1, 1],
  ];
}

describe.each(LAYOUTS)('when a classic tile is placed ($name)', ({ orientation, parity }) => {
  const board = testBoard(orientation, parity);
  const centres = orientation === 'pointy' ? { even: [2, 2], odd: [3, 2] } : { even: [2, 2], odd: [2, 3] };

  describe.each([
    ['an even', false],
    ['an odd', true],
  ] as const)('on %s line', (_, oddLine) => {
    const [row, col] = oddLine ? centres.odd : centres.even;
    const steps = neighbourSteps(orientation, parity, oddLine);
    const cell = ([dr, dc]: Step) => [row + dr, col + dc] as const;
    // neighbours: weaker enemy 3, weaker enemy 9, equal enemy 10, stronger enemy 15, friend 4, and one left empty
    const roles = [
      { player: 2, strength: 3 },
      { player: 2, strength: 9 },
      { player: 2, strength: 10 },
      { player: 2, strength: 15 },
      { player: 1, strength: 4 },
    ];
    // a weak enemy where the other line parity would have a neighbour: it must be left alone
    const other = neighbourSteps(orientation, parity, !oddLine);
    const nearMiss = cell(other.find(([a, b]) => !steps.some(([c, d]) => a === c && b === d))!);
    const pieces = [
      ...roles.map((r, i) => ({ row: cell(steps[i])[0], col: cell(steps[i])[1], ...r })),
      { row: nearMiss[0], col: nearMiss[1], player: 2, strength: 2 },
    ];
    const before = position(board, pieces, { hand: [10] });
    const after = playMove(before, board, at(board, row, col));

    it('takes the tile for the player with the drawn strength', () => {
      expect(tileAt(board, after, row, col)).toEqual({ owner: 1, strength: 10 });
    });

    it('captures the weaker neighbouring enemies and keeps their strength', () => {
      expect(tileAt(board, after, ...cell(steps[0]))).toEqual({ owner: 1, strength: 3 });
      expect(tileAt(board, after, ...cell(steps[1]))).toEqual({ owner: 1, strength: 9 });
    });

    it('leaves an equally strong enemy and a stronger one alone', () => {
      expect(tileAt(board, after, ...cell(steps[2]))).toEqual({ owner: 2, strength: 10 });
      expect(tileAt(board, after, ...cell(steps[3]))).toEqual({ owner: 2, strength: 15 });
    });

    it('reinforces a neighbouring friend by one', () => {
      expect(tileAt(board, after, ...cell(steps[4]))).toEqual({ owner: 1, strength: 5 });
    });

    it('does not touch a tile that is only a neighbour on the other kind of line', () => {
      expect(tileAt(board, after, ...nearMiss)).toEqual({ owner: 2, strength: 2 });
    });

    it('previews exactly what the move then does', () => {
      const preview = previewMove(before, board, at(board, row, col));
      expect(preview.captured.sort()).toEqual([at(board, ...cell(steps[0])), at(board, ...cell(steps[1]))].sort());
      expect(preview.reinforced).toEqual([at(board, ...cell(steps[4]))]);
      expect(preview.weakened).toEqual([]);
    });
  });

  it('at a corner, captures the neighbours on the board and nothing across the edge', () => {
    const last = 5;
    const corner = [last, last] as const;
    // the corner (5, 5) sits on an odd row (pointy) or an odd column (flat)
    const inside = neighbourSteps(orientation, parity, true)
      .map(([dr, dc]) => [corner[0] + dr, corner[1] + dc] as const)
      .filter(([r, c]) => r >= 0 && c >= 0 && r <= last && c <= last);
    const wrapped = [
      [last, 0],
      [0, last],
      [0, 0],
    ] as const; // where a neighbour would land if the board wrapped around
    const pieces = [...inside, ...wrapped].map(([r, c]) => ({ row: r, col: c, player: 2, strength: 1 }));
    const after = playMove(position(board, pieces, { hand: [5] }), board, at(board, ...corner));
    expect(inside.length).toBeGreaterThanOrEqual(2);
    for (const [r, c] of inside) expect(tileAt(board, after, r, c).owner).toBe(1);
    for (const [r, c] of wrapped) expect(tileAt(board, after, r, c).owner).toBe(2);
  });
});

describe('when a tile is placed under Proximity 2 rules', () => {
  const board = testBoard('pointy', 'odd');
  // (2,2) on an even row: neighbours (2,1), (2,3), (1,1), (1,2), (3,1), (3,2)
  const pieces = [
    { row: 2, col: 1, player: 1, strength: 4 },
    { row: 2, col: 3, player: 2, strength: 7 },
    { row: 1, col: 1, player: 2, strength: 8 },
    { row: 1, col: 2, player: 2, strength: 12 },
    { row: 3, col: 1, player: 2, strength: 2 },
    { row: 3, col: 2, player: 2, strength: 1 },
  ];
  const before = position(board, pieces, { rules: 'p2', hand: [3, 8, 20, 5, 6] });
  const after = playMove(before, board, at(board, 2, 2), 1);

  it('places the strength chosen from the hand', () => {
    expect(tileAt(board, after, 2, 2)).toEqual({ owner: 1, strength: 8 });
  });

  it('reinforces friends by two and captures weaker enemies', () => {
    expect(tileAt(board, after, 2, 1)).toEqual({ owner: 1, strength: 6 });
    expect(tileAt(board, after, 2, 3)).toEqual({ owner: 1, strength: 7 });
  });

  it('weakens enemies as strong or stronger by two, never below one', () => {
    expect(tileAt(board, after, 1, 1)).toEqual({ owner: 2, strength: 6 });
    expect(tileAt(board, after, 1, 2)).toEqual({ owner: 2, strength: 10 });
    const weakBoard = testBoard('pointy', 'odd');
    const weak = position(
      weakBoard,
      [
        { row: 2, col: 1, player: 2, strength: 2 },
        { row: 2, col: 3, player: 2, strength: 1 },
      ],
      {
        rules: 'p2',
        hand: [1, 1, 1, 1, 1],
      },
    );
    const next = playMove(weak, weakBoard, at(weakBoard, 2, 2), 0);
    expect(tileAt(weakBoard, next, 2, 1)).toEqual({ owner: 2, strength: 1 });
    expect(tileAt(weakBoard, next, 2, 3)).toEqual({ owner: 2, strength: 1 });
  });

  it('captures weaker enemies even when they are very weak', () => {
    expect(tileAt(board, after, 3, 1)).toEqual({ owner: 1, strength: 2 });
    expect(tileAt(board, after, 3, 2)).toEqual({ owner: 1, strength: 1 });
  });

  it('previews the weakened tiles', () => {
    const preview = previewMove(before, board, at(board, 2, 2), 1);
    expect(preview.weakened.sort()).toEqual([at(board, 1, 1), at(board, 1, 2)].sort());
  });

  it('takes the used tile out of the hand and draws a new one at the end', () => {
    expect(after.hands[0].slice(0, 4)).toEqual([3, 20, 5, 6]);
    expect(after.hands[0]).toHaveLength(5);
  });
});

describe('when a move is not allowed', () => {
  const board = testBoard('pointy', 'odd', [
    [0, 1, -1],
    [0, 0, 0],
  ]);
  const state = newProximity(board, { seed: 3, rules: 'classic', players: ['human', 'human'] });

  it('refuses a wall tile, a taken tile, a tile off the board and a missing hand slot by returning the same state', () => {
    expect(legal(state, board, at(board, 0, 1))).toBe(false);
    expect(playMove(state, board, at(board, 0, 1))).toBe(state);
    const taken = playMove(state, board, at(board, 0, 0));
    expect(playMove(taken, board, at(board, 0, 0))).toBe(taken);
    expect(playMove(state, board, board.size)).toBe(state);
    expect(playMove(state, board, -1)).toBe(state);
    expect(playMove(state, board, at(board, 1, 1), 1)).toBe(state);
  });

  it('previews nothing for an illegal move', () => {
    expect(previewMove(state, board, at(board, 0, 1))).toEqual({ captured: [], reinforced: [], weakened: [] });
  });
});

describe('when tiles are reinforced again and again', () => {
  it('lets a strength grow past 20, each neighbour adding once', () => {
    const board = testBoard('pointy', 'odd');
    let state = position(board, [{ row: 2, col: 2, player: 1, strength: 20 }], {
      hand: [1],
      players: ['human', 'human'],
    });
    state = playMove(state, board, at(board, 2, 1));
    expect(tileAt(board, state, 2, 2)).toEqual({ owner: 1, strength: 21 });
  });
});

describe('when three players take turns', () => {
  it('passes the move 1, 2, 3, 1', () => {
    const board = testBoard('flat', 'even');
    let state = newProximity(board, { seed: 9, rules: 'classic', players: ['human', 'human', 'human'] });
    const seen = [state.current];
    for (let i = 0; i < 3; i++) {
      state = playMove(state, board, i);
      seen.push(state.current);
    }
    expect(seen).toEqual([1, 2, 3, 1]);
  });

  it('refuses fewer than two or more than four players', () => {
    const board = testBoard('flat', 'even');
    expect(() => newProximity(board, { seed: 1, rules: 'classic', players: ['human'] })).toThrow(RangeError);
    expect(() =>
      newProximity(board, { seed: 1, rules: 'classic', players: ['human', 'easy', 'easy', 'easy', 'hard'] }),
    ).toThrow(RangeError);
  });
});
