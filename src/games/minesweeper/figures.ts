// The figures a finished (or abandoned) game is judged by, from what the player actually solved.
import { KIND_FLOOR, type Board } from '../../engine/board';
import { REVEALED, type ClickTally, type MinesweeperState } from './model';
import { totalClicks } from './actions';

/**
 * 3BV on hex adjacency, total and solved: the fewest clicks that clear the board without flags. Each connected region
 * of zeros counts 1 (one click opens it with its border numbers), and each safe number not bordering a zero counts 1.
 * A region is solved once it is open (a zero of it is revealed: the flood opens all of it), a lone number once it is
 * revealed, so after a loss `solved` counts only what the player cleared.
 */
export function bv3Parts(
  board: Board,
  mines: Uint8Array,
  counts: Uint8Array,
  view?: Uint8Array,
): { solved: number; total: number } {
  const covered = new Uint8Array(board.size);
  const stack = new Int32Array(board.size);
  const safe = (id: number) => board.kind[id] === KIND_FLOOR && !mines[id];
  const open = (id: number) => view !== undefined && view[id] === REVEALED;
  let total = 0;
  let solved = 0;
  for (let start = 0; start < board.size; start++) {
    if (covered[start] || !safe(start) || counts[start] !== 0) continue;
    total++;
    let regionOpen = false;
    covered[start] = 1;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const id = stack[--top];
      if (open(id)) regionOpen = true;
      for (let d = 0; d < 6; d++) {
        const nb = board.neighbors[id * 6 + d];
        if (nb < 0 || covered[nb] || !safe(nb)) continue;
        covered[nb] = 1;
        if (counts[nb] === 0) stack[top++] = nb;
      }
    }
    if (regionOpen) solved++;
  }
  for (let id = 0; id < board.size; id++) {
    if (covered[id] || !safe(id)) continue;
    total++;
    if (open(id)) solved++;
  }
  return { solved, total };
}

/** How a game went: the time to the millisecond, 3BV solved of total, 3BV/s and IOE from the solved 3BV, and the clicks. */
export interface GameFigures {
  readonly result: 'won' | 'lost';
  readonly ms: number;
  readonly bv3: { readonly solved: number; readonly total: number };
  readonly bv3PerSecond: number;
  readonly ioe: number;
  readonly clicks: ClickTally;
  /** whether the game was played without a single flag placed (right clicks) */
  readonly noFlag: boolean;
}

/** The figures of a finished game that took `ms` milliseconds; null before the mines exist or while it is live. */
export function gameFigures(state: MinesweeperState, board: Board, ms: number): GameFigures | null {
  if (!state.mines || (state.status !== 'won' && state.status !== 'lost')) return null;
  const bv3 = bv3Parts(board, state.mines, state.counts, state.view);
  const clicks = totalClicks(state.tally);
  return {
    result: state.status,
    ms: Math.max(0, Math.round(ms)),
    bv3,
    bv3PerSecond: ms > 0 ? bv3.solved / (ms / 1000) : 0,
    ioe: clicks > 0 ? bv3.solved / clicks : 0,
    clicks: state.tally,
    noFlag: state.tally.right === 0,
  };
}
