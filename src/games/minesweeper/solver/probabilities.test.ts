import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledLevel, isFloor } from '../../../engine';
import { classifyLoss, probabilities } from './probabilities';
import { boardOf, bruteForce, knowledgeOf, picture } from './testKit';

const layouts = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
] as const;

describe('the probability overlay on a small board', () => {
  it('equals brute-force enumeration on random positions, masks and proven mines, in every layout', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 19 }), { minLength: 24, maxLength: 24 }),
        (li, cells) => {
          const [o, par] = layouts[li];
          // cells: 0 void, 1 wall, 2-4 mine, 5 proven mine, else safe; 12+ revealed
          const level = filledLevel(4, 6).map((row, i) =>
            row.map((_, j) => (cells[i * 6 + j] === 0 ? -1 : cells[i * 6 + j] === 1 ? 1 : 0)),
          );
          const board = boardOf(level, o, par);
          const mines = new Uint8Array(board.size);
          const revealed = new Uint8Array(board.size);
          const known = new Uint8Array(board.size);
          for (let t = 0; t < board.size; t++) {
            const v = cells[board.row[t] * 6 + board.col[t]];
            if (!isFloor(board, t)) continue;
            mines[t] = v >= 2 && v <= 5 ? 1 : 0;
            known[t] = v === 5 ? 1 : 0;
            revealed[t] = v >= 12 ? 1 : 0;
          }
          const k = knowledgeOf(board, mines, revealed, known);
          const truth = bruteForce(k);
          const p = probabilities(k);
          for (let t = 0; t < board.size; t++) {
            if (known[t]) expect(p[t]).toBe(1);
            else if (Number.isNaN(truth.prob[t])) expect(p[t]).toBeNaN();
            else expect(p[t]).toBeCloseTo(truth.prob[t], 12);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives every hidden tile the same chance before the first click', () => {
    const board = boardOf(filledLevel(5, 5));
    const p = probabilities({ board, revealed: new Uint8Array(25), counts: new Uint8Array(25), totalMines: 5 });
    for (const v of p) expect(v).toBeCloseTo(0.2, 12);
  });

  it('shows nothing for numbers that contradict each other', () => {
    const p = picture(`
      .  0  .
        .  .  .
    `);
    const k = { ...p.k, counts: p.k.counts.slice().fill(4) };
    expect([...probabilities(k)].every(Number.isNaN)).toBe(true);
  });
});

describe('on a 30x16 board with 99 mines half played', () => {
  it('the probabilities add up to the mines left', () => {
    const board = boardOf(filledLevel(16, 30));
    const mines = new Uint8Array(board.size);
    const revealed = new Uint8Array(board.size);
    for (let t = 0; t < board.size; t++) {
      mines[t] = (t * 7919) % 100 < 20 ? 1 : 0;
      revealed[t] = !mines[t] && board.col[t] < 15 ? 1 : 0;
    }
    const k = knowledgeOf(board, mines, revealed);
    let sum = 0;
    for (const v of probabilities(k)) if (!Number.isNaN(v)) sum += v;
    let left = 0;
    for (let t = 0; t < board.size; t++) if (!revealed[t]) left += mines[t];
    expect(sum).toBeCloseTo(left, 6);
  });
});

describe('after a loss', () => {
  const p = picture(`
    *  *  .
      2  1  .
  `);
  const knownMines = new Uint8Array(p.board.size);
  knownMines[p.tile(0, 0)] = knownMines[p.tile(0, 1)] = 1;

  it('calls the click a mistake and names the safe tiles that existed', () => {
    const loss = classifyLoss({ ...p.k, knownMines }, p.tile(0, 0));
    expect(loss.forcedGuess).toBe(false);
    expect(loss.safeTiles).toEqual(expect.arrayContaining([p.tile(0, 2), p.tile(1, 2)]));
  });

  it('calls it a forced guess when nothing was provably safe', () => {
    const q = picture(`
      *  .
        1  #
    `);
    expect(classifyLoss(q.k, q.tile(0, 0))).toEqual({ forcedGuess: true, safeTiles: [] });
  });
});
