// A player's click as the competitive clones count it: the rule it triggers (reveal, chord or flag) and its kind in
// the tally. A click that changes nothing is still a click (IOE counts every one) and is also counted as wasted.
import type { Board } from '../../engine/board';
import { isLive, REVEALED, type ClickTally, type MinesweeperState, type Scratch } from './model';
import { toggleFlag } from './flags';
import { chord, reveal, type MinePlacer } from './reveal';

/** The two buttons: 'open' is a left click (a chord on a revealed number), 'flag' a right click. */
export type ClickButton = 'open' | 'flag';

/** Which tally column a click goes in: a left click on a revealed tile is a chord. */
function clickKind(state: MinesweeperState, button: ClickButton, tile: number): 'left' | 'right' | 'chord' {
  if (button === 'flag') return 'right';
  return state.view[tile] === REVEALED ? 'chord' : 'left';
}

/**
 * One click on a live game: the rule's next state with the click tallied. A finished game ignores clicks (the same
 * state comes back, nothing counted). `placer` supplies the mines at the first reveal (the no-guess generator's).
 */
export function click(
  state: MinesweeperState,
  board: Board,
  button: ClickButton,
  tile: number,
  placer?: MinePlacer,
  scratch?: Scratch,
): MinesweeperState {
  if (!isLive(state)) return state;
  const kind = clickKind(state, button, tile);
  const next =
    kind === 'right'
      ? toggleFlag(state, board, tile, scratch)
      : kind === 'chord'
        ? chord(state, board, tile, scratch)
        : reveal(state, board, tile, placer, scratch);
  const wasted = next === state ? 1 : 0;
  const tally: ClickTally = { ...state.tally, [kind]: state.tally[kind] + 1, wasted: state.tally.wasted + wasted };
  return { ...next, tally };
}

/** All clicks of a tally (what IOE divides by). */
export const totalClicks = (t: ClickTally): number => t.left + t.right + t.chord;
