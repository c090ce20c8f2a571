// The community's way to check a Hexcells level, as a baseline for the benchmark: SixCells' player asks an integer
// program (PuLP + GLPK) which hidden cells the shown clues force, and reveals them, step by step. Here the same with
// glpk.js in this process: one 0/1 variable per cell (shown cells fixed), each readable clue's count as an equation,
// together/apart as linear cuts, the count of blue cells still hidden as one more equation; a first solution, then
// solutions that flip as many not-yet-flipped cells as they can, until none flips one more (SixCells' loop).
import type { GLPK, LP } from 'glpk.js/node';
import { clueNumber, clueScope, lineNumber, type PuzzleBoard } from '../src/games/puzzle/board';
import { shownAtStart } from '../src/games/puzzle/check';

type Row = LP['subjectTo'][number];
const name = (c: number) => `c${c}`;

function rows(glpk: GLPK, b: PuzzleBoard, revealed: Uint8Array): Row[] {
  const out: Row[] = [];
  const eq = (n: number) => ({ type: glpk.GLP_FX, lb: n, ub: n });
  const up = (n: number) => ({ type: glpk.GLP_UP, lb: 0, ub: n });
  const add = (terms: [number, number][], bnds: Row['bnds']) =>
    out.push({ name: `r${out.length}`, vars: terms.map(([c, coef]) => ({ name: name(c), coef })), bnds });
  const line = (cells: number[], n: number, kind: string) => {
    add(
      cells.map((c) => [c, 1]),
      eq(n),
    );
    if (kind === 'together')
      for (let i = 0; i < cells.length; i++)
        for (let j = i + Math.max(n, 1); j < cells.length; j++)
          add(
            [
              [cells[i], 1],
              [cells[j], 1],
            ],
            up(1),
          );
    if (kind === 'apart' && n > 0)
      for (let i = 0; i + n <= cells.length; i++)
        add(
          cells.slice(i, i + n).map((c) => [c, 1]),
          up(n - 1),
        );
  };
  b.level.cells.forEach((cell, id) => {
    if (!revealed[id] || cell.clue === 'none') return;
    const scope = [...clueScope(b, id)];
    const n = clueNumber(b, id);
    const present = scope.filter((c) => c >= 0);
    add(
      present.map((c) => [c, 1]),
      eq(n),
    );
    if (cell.clue === 'plain') return;
    // A ring of six: every colouring of its cells with n blue and the wrong number of runs is cut off.
    for (let m = 0; m < 1 << present.length; m++) {
      const bits = present.map((_, k) => (m >> k) & 1);
      if (bits.reduce((a, v) => a + v, 0) !== n) continue;
      const at = (d: number) => (scope[d] >= 0 ? bits[present.indexOf(scope[d])] : 0);
      let runs = 0;
      for (let d = 0; d < 6; d++) if (at(d) && !at((d + 5) % 6)) runs++;
      if (present.length === 6 && n === 6) runs = 1;
      if (runs <= 1 === (cell.clue === 'together')) continue;
      add(
        present.map((c, k) => [c, bits[k] ? 1 : -1]),
        up(n - 1),
      );
    }
  });
  b.level.lines.forEach((l, i) => line([...b.lines[i]], lineNumber(b, i), l.kind));
  const hidden: number[] = [];
  revealed.forEach((s, c) => s || hidden.push(c));
  add(
    hidden.map((c) => [c, 1]),
    eq(hidden.reduce((a, c) => a + b.blue[c], 0)),
  );
  return out;
}

/** The stepwise reveal by integer programming: 'no-guess' or 'needs-guess' (with the cells left), and the ILP calls. */
export function ilpCheck(glpk: GLPK, b: PuzzleBoard): { verdict: string; stuck: number; solves: number } {
  const revealed = shownAtStart(b);
  let solves = 0;
  for (;;) {
    const hidden: number[] = [];
    revealed.forEach((s, c) => s || hidden.push(c));
    if (hidden.length === 0) return { verdict: 'no-guess', stuck: 0, solves };
    const subjectTo = rows(glpk, b, revealed);
    const bounds = b.level.cells.map((_, c) => {
      const fixed = revealed[c] ? b.blue[c] : -1;
      return fixed >= 0
        ? { name: name(c), type: glpk.GLP_FX, lb: fixed, ub: fixed }
        : { name: name(c), type: glpk.GLP_DB, lb: 0, ub: 1 };
    });
    const solve = (terms: [number, number][], direction: number) => {
      solves++;
      const lp: LP = {
        name: 'hexcells',
        objective: { direction, name: 'obj', vars: terms.map(([c, coef]) => ({ name: name(c), coef })) },
        subjectTo,
        bounds,
        binaries: hidden.map(name),
      };
      return glpk.solve(lp, { msglev: glpk.GLP_MSG_OFF, presol: true }).result;
    };
    const first = solve(hidden.length ? [[hidden[0], 0]] : [], glpk.GLP_MIN);
    if (first.status !== glpk.GLP_OPT && first.status !== glpk.GLP_FEAS)
      return { verdict: 'contradiction', stuck: hidden.length, solves };
    const value = (r: typeof first, c: number) => Math.round(r.vars[name(c)] ?? 0);
    let candidates = hidden.map((c) => [c, value(first, c)] as [number, number]);
    for (;;) {
      // Maximise how many candidates take the other colour than they had so far.
      const r = solve(
        candidates.map(([c, v]) => [c, v ? -1 : 1]),
        glpk.GLP_MAX,
      );
      const gained = r.z + candidates.reduce((a, [, v]) => a + v, 0);
      if (Math.round(gained) === 0) break;
      candidates = candidates.filter(([c, v]) => value(r, c) === v);
      if (candidates.length === 0) break;
    }
    if (candidates.length === 0) return { verdict: 'needs-guess', stuck: hidden.length, solves };
    for (const [c] of candidates) revealed[c] = 1;
  }
}
