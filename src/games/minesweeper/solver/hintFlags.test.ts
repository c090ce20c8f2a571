import { describe, expect, it } from 'vitest';
import { filledLevel, isFloor, makeBoard, shapePreset } from '../../../engine';
import { fitsRung } from '../../deduction';
import { seededRandom, randomInt } from '../../random';
import { click } from '../actions';
import { knowledgeOf } from '../knowledge';
import { FLAGGED, newGame, type MinesweeperState } from '../model';
import { generateNoGuess } from './generate';
import { hint } from './hint';
import { picture } from './testKit';

const flagsAt = (size: number, tiles: number[]) => {
  const f = new Uint8Array(size);
  for (const t of tiles) f[t] = 1;
  return f;
};

describe('a hint on a board with flags', () => {
  it('skips a mine the player already flagged and goes on to the next provable tile', () => {
    // The 2 at (1,0) has two hidden neighbours: both mines. Without flags the hint would name one of them.
    const p = picture(`
      *  *  .
        2  1  .
    `);
    const flagged = flagsAt(p.board.size, [p.tile(0, 0), p.tile(0, 1)]);
    const h = hint({ ...p.k, flagged })!;
    expect(h.kind).toBe('safe');
    expect(flagged[h.tile]).toBe(0);
  });

  it('never names a flagged tile, even as the safest guess', () => {
    const p = picture(`
      *  .  .  .
        1  #  #  #
    `);
    // Nothing is provable; the two tiles by the 1 are 50/50. Flag one: the guess must be the other.
    const flagged = flagsAt(p.board.size, [p.tile(0, 1)]);
    const h = hint({ ...p.k, totalMines: 1, flagged })!;
    expect(h.tile).not.toBe(p.tile(0, 1));
  });

  it('says which flag is wrong when the numbers prove its tile safe, and marks that flag', () => {
    // The 1 at (1,1) touches the mine at (0,1)... the 2 at (1,0) proves both (0,0) and (0,1) are mines, so the 1 at
    // (1,1) has its mine and (0,2) is safe: a flag there is wrong.
    const p = picture(`
      *  *  .
        2  1  .
    `);
    const flagged = flagsAt(p.board.size, [p.tile(0, 2)]);
    const h = hint({ ...p.k, flagged })!;
    expect(h.kind).toBe('wrong-flag');
    expect(h.tile).toBe(p.tile(0, 2));
    expect(h.why).toMatchObject({ kind: 'wrongFlag', tile: { id: p.tile(0, 2) }, proof: { isMine: false } });
  });

  it('says a flag is wrong when a number has more flags than mines', () => {
    // The 1 at (1,0) has three hidden neighbours; two flags around it cannot both be right.
    const p = picture(`
      *  .  .
        1  #  .
    `);
    const flagged = flagsAt(p.board.size, [p.tile(0, 0), p.tile(0, 1)]);
    const h = hint({ ...p.k, totalMines: 1, flagged })!;
    expect(h.kind).toBe('wrong-flag');
    expect([p.tile(0, 0), p.tile(0, 1)]).toContain(h.tile);
    expect(h.why).toMatchObject({ kind: 'overFlagged', number: { count: 1 }, flags: 2 });
  });

  it('trusts nothing from right flags: the same position with its mines flagged gives a hint off the flags', () => {
    const p = picture(`
      .  1  *  *  .
        .  1  2  1  .
      1  .  1  .  1
        *  .  *  .  *
    `);
    const mines = [...p.mines.keys()].filter((t) => p.mines[t]);
    const h = hint({ ...p.k, flagged: flagsAt(p.board.size, mines) })!;
    expect(h.kind).toBe('safe');
    expect(p.mines[h.tile]).toBe(0);
  });
});

/** Follow hints from the first click to the end: the bot flags mines, opens safe tiles and lifts wrong flags. */
function followHints(
  game: MinesweeperState,
  board: ReturnType<typeof makeBoard>,
  mines: Uint8Array,
): { game: MinesweeperState; hints: number } {
  const seen = new Set<string>();
  let hints = 0;
  while (game.status === 'playing') {
    const h = hint(knowledgeOf(game, board));
    if (!h) throw new Error('no hint while the game is still on');
    if (h.kind === 'guess') throw new Error('a no-guess game needed a guess');
    // A hint never points at a flag, except to say it is wrong; and it never repeats itself on the same position.
    expect(game.view[h.tile] === FLAGGED).toBe(h.kind === 'wrong-flag');
    const key = `${h.kind}:${h.tile}:${game.view.join('')}`;
    if (seen.has(key)) throw new Error(`the hint repeated itself: ${JSON.stringify(h.why)}`);
    seen.add(key);
    // A proven hint carries its proof record (shared with the puzzles), in its rung's shape, about the hinted tile.
    if (h.proof) {
      expect(h.proof).toMatchObject({ cell: h.tile, value: h.kind === 'mine' ? 1 : 0 });
      expect(fitsRung(h.proof), JSON.stringify(h.proof)).toBe(true);
    }
    if (h.kind === 'safe') expect(mines[h.tile]).toBe(0);
    if (h.kind === 'mine') expect(mines[h.tile]).toBe(1);
    if (h.kind === 'wrong-flag') expect(mines[h.tile]).toBe(0);
    game = click(game, board, h.kind === 'safe' ? 'open' : 'flag', h.tile);
    hints++;
  }
  return { game, hints };
}

describe('a bot that follows hints', () => {
  it('wins 100 no-guess games without a hint ever repeating itself, flags or no flags, right or wrong', () => {
    const level = shapePreset('hexagon', { rows: 13, cols: 13, orientation: 'pointy', parity: 'odd' });
    const boards = [
      makeBoard(level, { orientation: 'pointy', parity: 'odd' }),
      makeBoard(filledLevel(9, 12), { orientation: 'flat', parity: 'even' }),
    ];
    let wrongFlagHints = 0;
    for (let g = 0; g < 100; g++) {
      const board = boards[g % 2];
      const rand = seededRandom(1000 + g);
      const floors = [...Array(board.size).keys()].filter((t) => isFloor(board, t));
      const first = floors[randomInt(rand, floors.length)];
      const mineCount = Math.round(floors.length * 0.16);
      const made = generateNoGuess(board, mineCount, first, rand, { timeLimitMs: 20_000 });
      expect(made.ok).toBe(true);
      let game = click(
        newGame(board, { mines: mineCount, seed: g, marks: false }),
        board,
        'open',
        first,
        () => made.mines,
      );
      // A third of the games start with a wrong flag on a hidden safe tile, another third with every mine flagged.
      const hidden = floors.filter((t) => game.view[t] === 0);
      if (g % 3 === 1)
        game = click(
          game,
          board,
          'flag',
          hidden.find((t) => !made.mines[t])!,
        );
      if (g % 3 === 2) for (const t of hidden) if (made.mines[t]) game = click(game, board, 'flag', t);
      const before = game.tally.right;
      const done = followHints(game, board, made.mines);
      expect(done.game.status).toBe('won');
      if (g % 3 === 1) wrongFlagHints += done.game.tally.right > before ? 1 : 0;
    }
    // Every planted wrong flag was named and lifted (or the game was won around it).
    expect(wrongFlagHints).toBeGreaterThan(0);
  }, 240_000);
});
