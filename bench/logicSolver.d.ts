// Just the corner of logic-solver (MiniSat compiled to JavaScript, which ships no types) that the puzzle bench uses.
declare module 'logic-solver' {
  export type Formula = string | object;
  export interface Solution {
    getTrueVars(): string[];
  }
  export interface Solver {
    require(...f: Formula[]): void;
    solve(): Solution | null;
    solveAssuming(f: Formula): Solution | null;
  }
  const Logic: {
    TRUE: Formula;
    FALSE: Formula;
    Solver: new () => Solver;
    not(f: Formula): Formula;
    or(...f: Formula[]): Formula;
    sum(...f: Formula[]): Formula;
    constantBits(n: number): Formula;
    equalBits(a: Formula, b: Formula): Formula;
  };
  export default Logic;
}
