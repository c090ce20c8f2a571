import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPuzzle, type PuzzleBoard } from './board';
import GLPK from 'glpk.js/node';
import { checkLevel, type CheckOptions } from './check';
import { forcedByIlp } from './ilp';
import { parseLevel } from './level';
import { bruteCheck } from './oracle';
import { levelText, realLevels, smallLevel, truthful } from './testKit';

function board(rows: string[]): PuzzleBoard {
  const r = parseLevel(levelText(rows));
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return buildPuzzle(r.level);
}
const id = (b: PuzzleBoard, x: number, y: number) => b.idAt[y * 33 + x];
const verdict = (rows: string[]) => checkLevel(board(rows)).verdict;

// The ring around (2,2): up (2,0), up-right (3,1), down-right (3,3), down (2,4), down-left (1,3), up-left (1,1).
describe('checkLevel on hand-made levels', () => {
  it('{n} wraps around north: a shown {2} with blue up leaves up-left or up-right, and the line picks', () => {
    // up (2,0) shown blue, up-left (1,1) hidden blue; the | line above column 1 counts (1,1) and (1,3): 1
    const rows = (mark: string) => [
      '.. |+ X. ..',
      '.. x. .. o.',
      '.. .. O' + mark + ' ..',
      '.. o. .. o.',
      '.. .. o. ..',
    ];
    expect(verdict(rows('c'))).toBe('no-guess');
    // As a plain 2 the blue could be up-left or down-left: nothing forces it
    expect(verdict(rows('+'))).toBe('needs-guess');
  });

  it('{n} around a missing cell: with up-right missing, the second blue of {2} must be up-left', () => {
    const rows = (mark: string) => [
      '.. .. X. ..',
      '.. x. .. ..',
      '.. .. O' + mark + ' ..',
      '.. o. .. o.',
      '.. .. o. ..',
    ];
    expect(verdict(rows('c'))).toBe('no-guess');
    const r = checkLevel(board(rows('+')));
    expect(r.verdict).toBe('needs-guess');
    if (r.verdict === 'needs-guess') expect(r.stuck).toHaveLength(4);
  });

  it('a line clue counts across holes: {2} on a column with an empty slot between its cells', () => {
    // | at (1,0) counts (1,1) (1,5) (1,7); (1,3) is empty. (1,1) is shown blue.
    const rows = (mark: string) => ['.. |' + mark, '.. X.', '.. ..', '.. ..', '.. ..', '.. x.', '.. ..', '.. o.'];
    expect(verdict(rows('c'))).toBe('no-guess');
    expect(verdict(rows('+'))).toBe('needs-guess');
  });

  it('the count of blue cells still hidden decides a cell no clue touches, whose flower then decides the rest', () => {
    // (2,2) shows 1 over (2,0) blue and (2,4) black; (2,8) is blue and touched by no clue, its flower number is 0.
    const rows = ['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. o. ..', '', '', '', '.. .. x+ ..'];
    const b = board(rows);
    const r = checkLevel(b);
    expect(r).toMatchObject({ verdict: 'no-guess' });
    // Without the flower number, (2,0) and (2,4) stay a guess
    expect(verdict(rows.map((l) => l.replace('x+', 'x.')))).toBe('needs-guess');
    expect(id(b, 2, 8)).toBeGreaterThan(0);
  });

  it('needs a guess where two hidden cells share one clue and nothing else', () => {
    const b = board([
      '.. .. x. ..',
      '.. .. .. ..',
      '.. .. O+ ..',
      '.. .. .. ..',
      '.. .. o. ..',
      '',
      '',
      '',
      '.. .. O. ..',
    ]);
    const r = checkLevel(b);
    expect(r).toMatchObject({ verdict: 'needs-guess', stuck: [id(b, 2, 0), id(b, 2, 4)] });
    if (r.verdict === 'needs-guess') expect(r.revealed[id(b, 2, 8)]).toBe(1);
  });

  it('finds a contradiction where a shown mark disagrees with the solution', () => {
    // {2} around (2,2) whose two blue neighbours (up, down) are apart and all shown: no colouring at all
    const b = board(['.. .. X. ..', '.. O. .. O.', '.. .. Oc ..', '.. O. .. O.', '.. .. X. ..', '.. .. o. ..']);
    expect(checkLevel(b)).toEqual({ verdict: 'contradiction', clues: [id(b, 2, 2)], lines: [] });
    // -2- whose hidden second blue is next to the shown one: the clues prove it black, the solution says blue
    const n = board(['.. .. X. ..', '.. o. .. x.', '.. .. On ..', '.. o. .. o.', '.. .. o. ..']);
    expect(checkLevel(n)).toMatchObject({ verdict: 'contradiction', clues: [id(n, 2, 2)] });
  });

  it('stops when asked, and reports progress up to every hidden cell', () => {
    const rows = ['.. |c', '.. X.', '.. ..', '.. ..', '.. ..', '.. x.', '.. ..', '.. o.'];
    expect(checkLevel(board(rows), { shouldStop: () => true })).toEqual({ verdict: 'stopped' });
    const seen: [number, number][] = [];
    checkLevel(board(rows), { onProgress: (d, t) => seen.push([d, t]) });
    expect(seen[0]).toEqual([0, 2]);
    expect(seen[seen.length - 1]).toEqual([2, 2]);
  });
});

/** On random small levels, checkLevel with `opts` gives the oracle's verdict and stops at the same cells. */
function agreesWithOracle(opts: CheckOptions, numRuns: number): number {
  let compared = 0;
  fc.assert(
    fc.property(smallLevel, (rows) => {
      const b = truthful(rows);
      if (!b) return;
      compared++;
      const want = bruteCheck(b);
      const got = checkLevel(b, opts);
      expect(got.verdict).toBe(want.verdict);
      if (got.verdict === 'needs-guess' && want.verdict === 'needs-guess')
        expect([...got.revealed]).toEqual([...want.revealed]);
    }),
    { numRuns },
  );
  return compared;
}

describe('checkLevel against trying every colouring', () => {
  it('gives the same verdict, and stops at the same cells, on random small levels (property)', () => {
    expect(agreesWithOracle({}, 300)).toBeGreaterThan(100);
  });
});

describe('checkLevel with its other exact engines', () => {
  // A budget of no conflicts hands every question CDCL cannot answer straight away to the other engine.
  const engines: [string, () => Promise<CheckOptions>][] = [
    ['the plain backtracking search', async () => ({ budget: 0 })],
    [
      "GLPK (the worker's integer programs)",
      async () => {
        const glpk = await GLPK();
        return { budget: 0, deep: (c) => forcedByIlp(glpk, c) };
      },
    ],
  ];
  for (const [name, options] of engines)
    it(`gives the oracle's verdict and stops at its cells with ${name} (property)`, async () => {
      expect(agreesWithOracle(await options(), 200)).toBeGreaterThan(60);
    });

  it('answers a real level whose every hard question goes to GLPK the same as without it', async () => {
    const glpk = await GLPK();
    for (const { name, board: b } of realLevels.filter((l) => l.board.size < 140))
      expect(checkLevel(b, { budget: 0, deep: (c) => forcedByIlp(glpk, c) }).verdict, name).toBe(checkLevel(b).verdict);
  });
});

describe('checkLevel on real levels', () => {
  // Community levels are made to need no guess. James Durant's test boards (made to train a screen reader, not to be
  // solved) include two that do need one; the ILP baseline in bench/puzzle.bench.ts agrees on both.
  const guessing = ['james-column-non-consecutive.hexcells', 'james-diagonal-non-consecutive-2.hexcells'];
  for (const { name, board: b } of realLevels)
    it(`${name} (${b.size} cells)`, () => {
      expect(checkLevel(b).verdict).toBe(guessing.includes(name) ? 'needs-guess' : 'no-guess');
    });
});
