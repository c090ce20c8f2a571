import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledLevel } from '../../../engine';
import { fitsRung } from '../../deduction';
import { deduce } from './deduce';
import { boardOf, bruteForce, knowledgeOf, picture } from './testKit';
import type { Deduction } from './types';

const find = (ds: Deduction[], tile: number) => ds.find((d) => d.tile === tile);

describe('when a number has exactly as many hidden neighbours as missing mines', () => {
  const p = picture(`
    *  *  .
      2  1  .
  `);
  const ds = deduce(p.k);

  it('proves both hidden neighbours of the 2 are mines, by the single-number rule', () => {
    for (const t of [p.tile(0, 0), p.tile(0, 1)])
      expect(find(ds, t)).toMatchObject({ isMine: true, proof: { rung: 'one' } });
    // "The 2 at row 1, column 0 has exactly 2 hidden neighbours left for its 2 missing mines, so both are mines: ..."
    expect(find(ds, p.tile(0, 0))!.why).toEqual({
      kind: 'single',
      number: { id: p.tile(1, 0), count: 2 },
      need: 2,
      hidden: 2,
      tile: { id: p.tile(0, 0) },
      isMine: true,
    });
  });

  it('uses those proven mines to clear the 1 next to it once they are known', () => {
    const knownMines = new Uint8Array(p.board.size);
    knownMines[p.tile(0, 0)] = knownMines[p.tile(0, 1)] = 1;
    const again = deduce({ ...p.k, knownMines });
    expect(find(again, p.tile(0, 2))).toMatchObject({ isMine: false, proof: { rung: 'one' } });
    // "... already touches 1 proven mine": the 1 needs no more mines
    expect(find(again, p.tile(0, 2))!.why).toMatchObject({
      kind: 'single',
      number: { count: 1 },
      need: 0,
      isMine: false,
    });
  });
});

describe("when one number's hidden tiles all lie inside another's (subset)", () => {
  const p = picture(`
    *  .  .  *  1
      *  *  2  .  1
    .  .  .  1  *
  `);
  it('proves the larger number has no mine outside them', () => {
    const d = find(deduce(p.k), p.tile(2, 2));
    expect(d).toMatchObject({ isMine: false, proof: { rung: 'two' } });
    // Its proof cites the 1 inside the other first (A), then the number whose other tiles it decides (B).
    expect(d!.proof.cites).toEqual([p.tile(1, 4), p.tile(2, 3)]);
    // "..., all of which also touch the 1 marked B"
    expect(d!.why).toMatchObject({ kind: 'pair', subset: true, owner: { id: p.tile(2, 3), count: 1 }, isMine: false });
  });
});

describe('when a 2 sits between two 1s in a hex row (1-2-1)', () => {
  const p = picture(`
    .  1  *  *  .
      .  1  2  1  .
    1  .  1  .  1
      *  .  *  .  *
  `);
  const ds = deduce(p.k);
  it('the pair rule proves the 2 has a mine beyond what it shares with the 1', () => {
    expect(find(ds, p.tile(0, 2))).toMatchObject({ isMine: true, proof: { rung: 'two' } });
  });
  it("and clears the 1's other hidden neighbours", () => {
    expect(find(ds, p.tile(1, 4))).toMatchObject({ isMine: false, proof: { rung: 'two' } });
    expect(find(ds, p.tile(0, 4))).toMatchObject({ isMine: false, proof: { rung: 'two' } });
  });
  it('every deduction agrees with the mines', () => {
    for (const d of ds) expect(p.mines[d.tile] === 1).toBe(d.isMine);
  });
});

describe('in an endgame where only the mine count decides', () => {
  // The tile at the right is an island behind a wall: it touches no number, so only the count can decide it.
  const p = picture(`
    1  *  #  x  .
      .  1  #  x  x
  `);
  const island = p.tile(0, 4);

  it('proves the island safe when the numbers account for every mine', () => {
    const d = find(deduce(p.k), island);
    expect(d).toMatchObject({ isMine: false, proof: { rung: 'exhaustive', withCount: true, cites: [] } });
    // "With 1 mine left on the board, every way to place them ...: the highlighted tile never has a mine, so it is safe."
    expect(d!.why).toEqual({
      kind: 'global',
      tile: { id: p.tile(0, 4) },
      isMine: false,
      minesLeft: 1,
      usesCount: true,
    });
  });

  it('proves the island a mine when one mine is left over', () => {
    const more = p.mines.slice();
    more[island] = 1;
    expect(find(deduce(knowledgeOf(p.board, more, p.revealed)), island)).toMatchObject({
      isMine: true,
      proof: { rung: 'exhaustive', withCount: true },
    });
  });
});

describe('on any small position', () => {
  const layouts = [
    ['pointy', 'odd'],
    ['pointy', 'even'],
    ['flat', 'odd'],
    ['flat', 'even'],
  ] as const;
  it('proves exactly the tiles brute force finds certain, and each one rightly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 20, maxLength: 20 }),
        (li, cells) => {
          const [o, par] = layouts[li];
          const board = boardOf(filledLevel(4, 5), o, par);
          const mines = new Uint8Array(board.size);
          const revealed = new Uint8Array(board.size);
          cells.forEach((v, t) => {
            mines[t] = v < 2 ? 1 : 0;
            revealed[t] = v >= 5 ? 1 : 0;
          });
          const k = knowledgeOf(board, mines, revealed);
          const truth = bruteForce(k);
          const ds = deduce(k);
          for (const d of ds) {
            expect(mines[d.tile] === 1).toBe(d.isMine);
            expect(d.proof).toMatchObject({ cell: d.tile, value: d.isMine ? 1 : 0 });
            expect(fitsRung(d.proof), JSON.stringify(d.proof)).toBe(true);
          }
          const proven = new Set(ds.map((d) => d.tile));
          for (let t = 0; t < board.size; t++) expect(proven.has(t)).toBe(truth.certain[t] >= 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
