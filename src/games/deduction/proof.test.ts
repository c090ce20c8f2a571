import { describe, expect, it } from 'vitest';
import { citeLetter, fitsRung, proofOf, simplest, type Proof } from './proof';

describe('a proof record', () => {
  it('keeps what it cites in the order given, each once, and lights each other cell once', () => {
    const p = proofOf(5, 1, 'two', [9, 4, 9], [7, 4, 5, 7, 2]);
    expect(p.cites).toEqual([9, 4]);
    // 4 is named, so it is not lit again as a cell reasoned over; the proven cell 5 may be among the cells.
    expect(p.over).toEqual([7, 5, 2]);
    expect(p).toMatchObject({ cell: 5, value: 1, rung: 'two', withCount: false });
  });

  it('always counts what is still hidden on the count rung', () => {
    expect(proofOf(3, 0, 'count', []).withCount).toBe(true);
    expect(proofOf(3, 0, 'exhaustive', [], [1, 2]).withCount).toBe(false);
    expect(proofOf(3, 0, 'exhaustive', [], [1, 2], true).withCount).toBe(true);
  });

  it('letters the constraints in the order the words name them, and none it does not cite', () => {
    const p = proofOf(0, 0, 'two', [12, 3], [8]);
    expect(citeLetter(p, 12)).toBe('A');
    expect(citeLetter(p, 3)).toBe('B');
    expect(citeLetter(p, 8)).toBe('');
  });

  it('has its rung’s shape: one cites one, two cites two, the count and the exhaustive count name none', () => {
    expect(fitsRung(proofOf(0, 1, 'one', [4]))).toBe(true);
    expect(fitsRung(proofOf(0, 1, 'one', [4, 5]))).toBe(false);
    expect(fitsRung(proofOf(0, 1, 'two', [4, 4]))).toBe(false);
    expect(fitsRung(proofOf(0, 1, 'two', [4, 5]))).toBe(true);
    expect(fitsRung(proofOf(0, 1, 'count', [4]))).toBe(false);
    expect(fitsRung(proofOf(0, 1, 'exhaustive', [], [4, 5]))).toBe(true);
    expect(fitsRung(proofOf(0, 1, 'several', []))).toBe(false);
    expect(fitsRung(proofOf(0, 1, 'several', [1, 2, 3]))).toBe(true);
  });
});

describe('the simplest proof', () => {
  const at = (proof: Proof) => ({ proof });

  it('takes the lowest rung, then one without the count, then the fewest citations, else the first', () => {
    const several = at(proofOf(1, 1, 'several', [1, 2, 3]));
    const fewer = at(proofOf(2, 1, 'several', [1, 2]));
    const counted = at(proofOf(3, 1, 'several', [1], [], true));
    const two = at(proofOf(4, 0, 'two', [5, 6]));
    expect(simplest([several, fewer])).toBe(fewer);
    expect(simplest([counted, several])).toBe(several);
    expect(simplest([several, counted, two, fewer])).toBe(two);
    const twin = at(proofOf(7, 0, 'two', [8, 9]));
    expect(simplest([two, twin])).toBe(two);
    expect(simplest([twin, two])).toBe(twin);
    expect(
      simplest([at(proofOf(0, 0, 'exhaustive', [], [1], true)), at(proofOf(9, 0, 'exhaustive', [], [1]))]),
    ).toEqual(at(proofOf(9, 0, 'exhaustive', [], [1])));
  });

  it('is nothing among no proofs', () => {
    expect(simplest([])).toBeUndefined();
  });
});
