import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPuzzle, type PuzzleBoard } from './board';
import { checkLevel, shownAtStart } from './check';
import { hintFor, type ClueRef, type HintReason } from './hint';
import { parseLevel } from './level';
import { levelText, realLevels, smallLevel, truthful } from './testKit';

function board(rows: string[]): PuzzleBoard {
  const r = parseLevel(levelText(rows));
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return buildPuzzle(r.level);
}
const id = (b: PuzzleBoard, x: number, y: number) => b.idAt[y * 33 + x];

/** Apply hints from the start until none comes; each must agree with the solution. True when all are revealed. */
function playByHints(b: PuzzleBoard): boolean {
  const revealed = shownAtStart(b);
  for (let h = hintFor(b, revealed); h; h = hintFor(b, revealed)) {
    expect(revealed[h.cell]).toBe(0);
    expect(h.color).toBe(b.blue[h.cell] ? 'blue' : 'black');
    revealed[h.cell] = 1;
  }
  return revealed.every((s) => s === 1);
}

describe('hintFor', () => {
  it('names one clue when one clue proves the cell', () => {
    const b = board(['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. x. ..']);
    // 2 around (2,2) over two hidden cells: both blue
    const clue: ClueRef = { kind: 'cell', cell: id(b, 2, 2) };
    const reason: HintReason = { kind: 'clue', clue };
    expect(hintFor(b, shownAtStart(b))).toEqual({ cell: id(b, 2, 0), color: 'blue', reason });
  });

  it('names two clues when it takes both', () => {
    // (2,2) shows 1 over (2,0) and (2,4); the | line at (2,5) is wrong: lines count down. Use the column line above:
    // | at (3,0) counts (3,1) and (3,3): 1. (2,2)'s ring holds (2,0) (3,1) (3,3) (2,4): 1 blue, which is (3,1).
    // The line alone and the ring alone leave a choice; together: (2,0) and (2,4) are black.
    const b = board(['.. .. o. |+', '.. .. .. x.', '.. .. O+ ..', '.. .. .. o.', '.. .. o. ..']);
    const h = hintFor(b, shownAtStart(b));
    expect(h?.reason.kind).toBe('pair');
    expect(h?.color).toBe('black');
  });

  it('gives the remaining count when nothing else proves a cell', () => {
    const b = board([
      '.. .. x. ..',
      '.. .. .. ..',
      '.. .. O+ ..',
      '.. .. .. ..',
      '.. .. o. ..',
      '',
      '',
      '',
      '.. .. x+ ..',
    ]);
    expect(hintFor(b, shownAtStart(b))).toEqual({ cell: id(b, 2, 8), color: 'blue', reason: { kind: 'count' } });
  });

  it('gives nothing where the puzzle needs a guess', () => {
    const b = board(['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. o. ..']);
    expect(hintFor(b, shownAtStart(b))).toBeNull();
  });

  it('always agrees with the solution, and reveals everything exactly when the checker says no-guess (property)', () => {
    fc.assert(
      fc.property(smallLevel, (rows) => {
        const b = truthful(rows);
        if (!b) return;
        expect(playByHints(b)).toBe(checkLevel(b).verdict === 'no-guess');
      }),
      { numRuns: 200 },
    );
  });

  for (const { name, board: b } of realLevels.filter((l) => l.board.size <= 200 && !l.name.includes('non-consecutive')))
    it(`plays ${name} to the end by hints alone`, () => expect(playByHints(b)).toBe(true));
});
