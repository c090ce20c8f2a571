import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clueNumber, clueScope, lineNumber, lineRuns, ringRuns, type PuzzleBoard } from './board';
import { checkLevel, shownAtStart } from './check';
import { fitsRung } from '../deduction';
import { clueAtSlot, clueSlot, readableClues, remainingBlue } from './clues';
import { hintFor, type ClueRef, type Hint } from './hint';
import { provedBy } from './hintProof';
import { boardOf, COUNT_ONLY, realLevels, smallLevel, truthful } from './testKit';

const board = boardOf;
const id = (b: PuzzleBoard, x: number, y: number) => b.idAt[y * 33 + x];

const holds = (kind: string, runs: number) => (kind === 'together' ? runs <= 1 : kind === 'apart' ? runs >= 2 : true);

/**
 * Whether the clues a hint cites (and the count, when it takes part) prove it, tried colouring by colouring of their
 * hidden cells: written on board.ts alone, sharing nothing with the search that found the hint. Null when too many.
 */
function citedProve(b: PuzzleBoard, revealed: Uint8Array, h: Hint): boolean | null {
  const refs = h.proof.cites.map(clueAtSlot);
  const scope = (r: ClueRef) => [...(r.kind === 'line' ? b.lines[r.line] : clueScope(b, r.cell))].filter((u) => u >= 0);
  const vars = [...new Set([h.cell, ...refs.flatMap(scope)])].filter((u) => !revealed[u]);
  if (vars.length > 16) return null;
  const hidden = revealed.reduce((n, s) => n + (s ? 0 : 1), 0);
  const left = [...b.blue].reduce((n, v, c) => n + (revealed[c] ? 0 : v), 0);
  const counted = h.proof.withCount;
  const colour = Uint8Array.from(b.blue, (v, c) => (revealed[c] ? v : 0));
  const isBlue = (c: number) => colour[c] === 1;
  for (let m = 0; m < 1 << vars.length; m++) {
    vars.forEach((u, k) => (colour[u] = (m >> k) & 1));
    if (colour[h.cell] === (h.color === 'blue' ? 1 : 0)) continue;
    const blue = vars.reduce((n, u) => n + colour[u], 0);
    if (counted && (blue > left || blue < left - (hidden - vars.length))) continue;
    const fits = refs.every((r) => {
      const cells = scope(r);
      const n = cells.reduce((k, u) => k + colour[u], 0);
      if (r.kind === 'line')
        return n === lineNumber(b, r.line) && holds(b.level.lines[r.line].kind, lineRuns(cells, isBlue));
      const ring = clueScope(b, r.cell);
      return (
        n === clueNumber(b, r.cell) && (b.blue[r.cell] || holds(b.level.cells[r.cell].clue, ringRuns(ring, isBlue)))
      );
    });
    if (fits) return false;
  }
  return true;
}

/** Apply hints from the start until none comes; each must agree with the solution and be proved by what it cites. */
function playByHints(b: PuzzleBoard): boolean {
  const revealed = shownAtStart(b);
  for (let h = hintFor(b, revealed); h; h = hintFor(b, revealed)) {
    expect(revealed[h.cell]).toBe(0);
    expect(h.color).toBe(b.blue[h.cell] ? 'blue' : 'black');
    // The proof record (shared with Minesweeper) is the hint's: its cell and colour, its rung's shape and words.
    expect(h.proof).toMatchObject({ cell: h.cell, value: h.color === 'blue' ? 1 : 0, rung: h.reason.kind });
    expect(fitsRung(h.proof), JSON.stringify(h)).toBe(true);
    const brute = citedProve(b, revealed, h);
    if (brute !== null) expect(brute, JSON.stringify(h)).toBe(true);
    else {
      const clues = readableClues(b, revealed);
      const which = h.proof.cites.map((slot) => clues.findIndex((c) => clueSlot(c.ref) === slot));
      const left = h.proof.withCount ? remainingBlue(b, revealed) : null;
      expect(provedBy(b, revealed, clues, which, h.cell, h.color === 'blue' ? 1 : 0, left)).toBe(true);
    }
    revealed[h.cell] = 1;
  }
  return revealed.every((s) => s === 1);
}

describe('hintFor', () => {
  it('names one clue whose hidden cells are all it still needs ("full")', () => {
    const b = board(['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. x. ..']);
    // 2 around (2,2) over two hidden cells: both blue
    expect(hintFor(b, shownAtStart(b))).toEqual({
      cell: id(b, 2, 0),
      color: 'blue',
      proof: { cell: id(b, 2, 0), value: 1, rung: 'one', cites: [id(b, 2, 2)], over: [], withCount: false },
      reason: { kind: 'one', why: 'full', need: 2, hidden: 2 },
    });
  });

  it('names one clue that already has all its blue ("done"): the rest are black', () => {
    const b = board(['.. .. X. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. o. ..']);
    expect(hintFor(b, shownAtStart(b))).toMatchObject({
      cell: id(b, 2, 4),
      color: 'black',
      proof: { rung: 'one', cites: [id(b, 2, 2)] },
      reason: { kind: 'one', why: 'done', need: 0, hidden: 1 },
    });
  });

  it('names a line clue alone', () => {
    // The | at (1,0) counts (1,1) and (1,3): 0 blue, so both are black.
    const b = board(['.. |+', '.. o.', '', '.. o.', '', 'X. ..']);
    const h = hintFor(b, shownAtStart(b));
    expect(h?.reason).toEqual({ kind: 'one', why: 'done', need: 0, hidden: 2 });
    const line: ClueRef = { kind: 'line', line: 0 };
    expect(h?.proof.cites.map(clueAtSlot)).toEqual([line]);
    expect(h?.color).toBe('black');
  });

  it('names two clues, the one that bounds the cells they share first, with the count that links them', () => {
    // (2,2) shows 1 over (2,0) (3,1) (3,3) (2,4). The | at (3,0) counts (3,1) and (3,3): 1. The line puts exactly one
    // blue in the shared cells, which is all the 1 needs: (2,0) and (2,4) are black.
    const b = board(['.. .. o. |+', '.. .. .. x.', '.. .. O+ ..', '.. .. .. o.', '.. .. o. ..']);
    const h = hintFor(b, shownAtStart(b));
    expect(h?.color).toBe('black');
    expect(h?.reason).toEqual({ kind: 'two', need: 1, bound: { at: 'least', n: 1 } });
    expect(h?.proof).toMatchObject({ rung: 'two', withCount: false });
    expect(h?.proof.cites.map(clueAtSlot)).toEqual([
      { kind: 'line', line: 0 },
      { kind: 'cell', cell: id(b, 2, 2) },
    ]);
    expect([...(h?.proof.over ?? [])].sort((p, q) => p - q)).toEqual([id(b, 3, 1), id(b, 3, 3)].sort((p, q) => p - q));
  });

  it('gives the remaining count when nothing else proves a cell', () => {
    const b = board(COUNT_ONLY);
    const h = hintFor(b, shownAtStart(b));
    expect(h?.cell).toBe(id(b, 2, 8));
    expect(h?.color).toBe('blue');
    expect(h?.reason).toEqual({ kind: 'several', left: 2 });
    expect(h?.proof).toMatchObject({ rung: 'several', withCount: true });
    expect(citedProve(b, shownAtStart(b), h!)).toBe(true);
  });

  it('gives nothing where the puzzle needs a guess', () => {
    const b = board(['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. o. ..']);
    expect(hintFor(b, shownAtStart(b))).toBeNull();
  });

  it('always agrees with the solution and is proved by the clues it cites alone; it reveals everything exactly when the checker says no-guess (property)', () => {
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
    it(`plays ${name} to the end by hints alone, each proved by the clues it cites`, () =>
      expect(playByHints(b)).toBe(true));
});
