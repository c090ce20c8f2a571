// An outside check of a Hexcells level, as a baseline for the benchmark: MiniSat (through logic-solver), one formula
// per reveal step over the readable clues and the count of blue cells still hidden, each hidden cell tried both ways
// (a way some model already shows is not asked again); the cells that can take one colour only are revealed.
import Logic, { type Solution, type Solver } from 'logic-solver';
import { clueNumber, clueScope, lineNumber, ringRuns, type PuzzleBoard } from '../src/games/puzzle/board';
import { shownAtStart } from '../src/games/puzzle/check';

const name = (c: number) => `c${c}`;

/** Forbids each colouring of `cells` (the others fixed by `known`) with n blue and the wrong runs. */
function shapeCuts(
  solver: Solver,
  cells: number[],
  known: (c: number) => number,
  ok: (blue: Set<number>) => boolean,
  n: number,
) {
  const open = cells.filter((c) => known(c) < 0);
  if (open.length > 20) throw new Error('shape too long for enumeration');
  for (let m = 0; m < 1 << open.length; m++) {
    const blue = new Set(cells.filter((c) => known(c) === 1));
    open.forEach((c, k) => (m >> k) & 1 && blue.add(c));
    if (blue.size !== n || ok(blue)) continue;
    solver.require(Logic.or(...open.map((c, k) => ((m >> k) & 1 ? Logic.not(name(c)) : name(c)))));
  }
}

function formula(b: PuzzleBoard, revealed: Uint8Array): Solver {
  const solver = new Logic.Solver();
  const known = (c: number) => (revealed[c] ? b.blue[c] : -1);
  const count = (cells: number[], n: number) => {
    const open = cells.filter((c) => !revealed[c]);
    const need = n - cells.reduce((a, c) => a + (revealed[c] ? b.blue[c] : 0), 0);
    solver.require(Logic.equalBits(Logic.sum(...open.map(name)), Logic.constantBits(need)));
  };
  /** A clue's count over `cells` and, when marked, its shape (`runs` counts the runs of a set of blue cells). */
  const clue = (cells: number[], n: number, kind: string, runs: (blue: Set<number>) => number) => {
    count(cells, n);
    if (kind !== 'plain')
      shapeCuts(solver, cells, known, (blue) => (kind === 'together' ? runs(blue) <= 1 : runs(blue) >= 2), n);
  };
  b.level.cells.forEach((cell, id) => {
    if (!revealed[id] || cell.clue === 'none') return;
    const scope = [...clueScope(b, id)];
    clue(
      scope.filter((c) => c >= 0),
      clueNumber(b, id),
      cell.clue,
      (blue) => ringRuns(scope, (c) => blue.has(c)),
    );
  });
  b.level.lines.forEach((l, i) => {
    const cells = [...b.lines[i]];
    const n = lineNumber(b, i);
    count(cells, n);
    // Lines are long: SixCells' cuts rather than every colouring (together: no two blue n or more apart; apart: no
    // window of n all blue, and at least two blue).
    const x = (c: number) => (revealed[c] ? (b.blue[c] ? Logic.TRUE : Logic.FALSE) : name(c));
    if (l.kind === 'together')
      for (let p = 0; p < cells.length; p++)
        for (let q = p + Math.max(n, 1); q < cells.length; q++)
          solver.require(Logic.or(Logic.not(x(cells[p])), Logic.not(x(cells[q]))));
    if (l.kind === 'apart') {
      if (n < 2) solver.require(Logic.FALSE);
      for (let p = 0; p + n <= cells.length; p++)
        solver.require(Logic.or(...cells.slice(p, p + n).map((c) => Logic.not(x(c)))));
    }
  });
  const hidden = b.level.cells.map((_, c) => c).filter((c) => !revealed[c]);
  count(
    hidden,
    hidden.reduce((a, c) => a + b.blue[c], 0),
  );
  return solver;
}

/** The stepwise reveal by SAT: 'no-guess', 'needs-guess' or 'contradiction' ('timeout' past `limitMs`, checked
 *  between solver calls), and the solver calls. */
export function satCheck(b: PuzzleBoard, limitMs = Infinity): { verdict: string; solves: number } {
  const revealed = shownAtStart(b);
  const t0 = performance.now();
  let solves = 0;
  for (;;) {
    const hidden = b.level.cells.map((_, c) => c).filter((c) => !revealed[c]);
    if (hidden.length === 0) return { verdict: 'no-guess', solves };
    const solver = formula(b, revealed);
    const can = new Uint8Array(b.size * 2);
    const note = (s: Solution) => {
      const blue = new Set(s.getTrueVars());
      for (const c of hidden) can[c * 2 + (blue.has(name(c)) ? 1 : 0)] = 1;
    };
    solves++;
    const first = solver.solve();
    if (!first) return { verdict: 'contradiction', solves };
    note(first);
    const forced: number[] = [];
    for (const c of hidden)
      for (const blue of [0, 1]) {
        if (can[c * 2 + blue]) continue;
        if (performance.now() - t0 > limitMs) return { verdict: 'timeout', solves };
        solves++;
        const s = solver.solveAssuming(blue ? name(c) : Logic.not(name(c)));
        if (s) note(s);
        else forced.push(c);
      }
    if (forced.length === 0) return { verdict: 'needs-guess', solves };
    for (const c of forced) {
      if (!can[c * 2 + b.blue[c]]) return { verdict: 'contradiction', solves };
      revealed[c] = 1;
    }
  }
}
