// What both solvers share (Minesweeper's in src/games/minesweeper/solver, and the hex-logic solver): the count rule,
// the union-find that splits a position into linked parts, and the cheapest-first ladder of proofs. Each solver keeps
// its own search (Minesweeper counts arrangements by dynamic programming; the hex-logic solver asks a SAT solver).
export { countForces, type CountConstraint } from './countRule';
export { cheapestProof, type Rung } from './ladder';
export { UnionFind } from './unionFind';
