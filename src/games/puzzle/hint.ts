// One provable hidden cell with the simplest proof found: one clue alone, then two clues together, then the count of
// blue cells still hidden alone, then several clues, then the clues with the count. Data, not sentences: the UI words it.
import type { PuzzleBoard } from './board';
import { readableClues, remainingBlue, type Clue, type ClueRef } from './clues';
import { analyse, type Forced } from './exact';
import type { CellColor } from './level';
import { pairFindings, singleFindings } from './rules';

export type { ClueRef } from './clues';

export type HintReason =
  | { kind: 'clue'; clue: ClueRef }
  | { kind: 'pair'; clues: [ClueRef, ClueRef] }
  | { kind: 'count' }
  | { kind: 'several'; clues: ClueRef[] };

export interface Hint {
  cell: number;
  color: CellColor;
  reason: HintReason;
}

const colorOf = (f: Forced): CellColor => (f.blue ? 'blue' : 'black');

/** A hint for the position where the cells with `revealed[c] = 1` are shown; null when nothing can be proven. */
export function hintFor(board: PuzzleBoard, revealed: Uint8Array): Hint | null {
  const clues = readableClues(board, revealed);
  const refs = (f: Forced) => f.clues.map((i) => clues[i].ref);
  const single = singleFindings(board, revealed, clues);
  if (!single) return null;
  if (single.length)
    return { cell: single[0].cell, color: colorOf(single[0]), reason: { kind: 'clue', clue: refs(single[0])[0] } };
  const pair = pairFindings(board, revealed, clues);
  if (pair.length) {
    const [a, b] = refs(pair[0]);
    return { cell: pair[0].cell, color: colorOf(pair[0]), reason: { kind: 'pair', clues: [a, b] } };
  }
  const byCount = countAlone(board, revealed);
  if (byCount) return byCount;
  const several = analyse(board, revealed, clues, null);
  if (!several.ok) return null;
  if (several.forced.length) {
    const f = several.forced[0];
    return { cell: f.cell, color: colorOf(f), reason: { kind: 'several', clues: usedClues(clues, f) } };
  }
  const all = analyse(board, revealed, clues, remainingBlue(board, revealed));
  if (!all.ok || all.forced.length === 0) return null;
  return { cell: all.forced[0].cell, color: colorOf(all.forced[0]), reason: { kind: 'count' } };
}

/** The clues of the component that proved a cell (all of them: the search does not say which it needed). */
const usedClues = (clues: Clue[], f: Forced): ClueRef[] => f.clues.map((i) => clues[i].ref);

/** No blue cell left hidden (every hidden cell is black), or only blue ones. */
function countAlone(board: PuzzleBoard, revealed: Uint8Array): Hint | null {
  const remaining = remainingBlue(board, revealed);
  let hidden = -1;
  let count = 0;
  for (let c = 0; c < board.size; c++)
    if (!revealed[c]) {
      count++;
      if (hidden < 0) hidden = c;
    }
  if (hidden < 0 || (remaining !== 0 && remaining !== count)) return null;
  return { cell: hidden, color: remaining === 0 ? 'black' : 'blue', reason: { kind: 'count' } };
}
