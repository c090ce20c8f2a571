// A slow, plain reference for the tests: the checker's question answered by trying every colouring of the hidden
// cells (small levels only), written on board.ts alone so that it shares nothing with the search it checks.
import { clueScope, lineRuns, ringRuns, type PuzzleBoard } from './board';
import { shownAtStart } from './check';

type Verdict =
  { verdict: 'no-guess' } | { verdict: 'needs-guess'; revealed: Uint8Array } | { verdict: 'contradiction' };

function holds(kind: string, runs: number): boolean {
  return kind === 'together' ? runs <= 1 : kind === 'apart' ? runs >= 2 : true;
}

/** Every readable clue and the count hold when the hidden cells take `colour` (1 blue). */
function fits(board: PuzzleBoard, revealed: Uint8Array, colour: Uint8Array): boolean {
  const isBlue = (c: number) => colour[c] === 1;
  for (let id = 0; id < board.size; id++) {
    const cell = board.level.cells[id];
    if (!revealed[id] || cell.clue === 'none') continue;
    const scope = clueScope(board, id);
    let n = 0;
    let truth = 0;
    for (const u of scope)
      if (u >= 0) {
        n += colour[u];
        truth += board.blue[u];
      }
    if (n !== truth || !holds(cell.clue, ringRuns(scope, isBlue))) return false;
  }
  for (let i = 0; i < board.lines.length; i++) {
    const cells = board.lines[i];
    let n = 0;
    let truth = 0;
    for (const u of cells) {
      n += colour[u];
      truth += board.blue[u];
    }
    if (n !== truth || !holds(board.level.lines[i].kind, lineRuns(cells, isBlue))) return false;
  }
  return true;
}

/** Stepwise reveal by trying every colouring (2^hidden of them each round). */
export function bruteCheck(board: PuzzleBoard): Verdict {
  const revealed = shownAtStart(board);
  for (;;) {
    const hidden: number[] = [];
    revealed.forEach((s, c) => s || hidden.push(c));
    if (hidden.length === 0) return { verdict: 'no-guess' };
    let remaining = 0;
    for (const c of hidden) remaining += board.blue[c];
    const colour = Uint8Array.from(board.blue, (b, c) => (revealed[c] ? b : 0));
    const seen = new Uint8Array(board.size * 2);
    let any = false;
    for (let m = 0; m < 1 << hidden.length; m++) {
      let blue = 0;
      hidden.forEach((c, k) => {
        colour[c] = (m >> k) & 1;
        blue += colour[c];
      });
      if (blue !== remaining || !fits(board, revealed, colour)) continue;
      any = true;
      for (const c of hidden) seen[c * 2 + colour[c]] = 1;
    }
    if (!any) return { verdict: 'contradiction' };
    const forced = hidden.filter((c) => !(seen[c * 2] && seen[c * 2 + 1]));
    if (forced.length === 0) return { verdict: 'needs-guess', revealed };
    for (const c of forced) {
      if (!seen[c * 2 + board.blue[c]]) return { verdict: 'contradiction' };
      revealed[c] = 1;
    }
  }
}
