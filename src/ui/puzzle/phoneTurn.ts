// On a phone held upright, a puzzle is shown in the layout that gives its cells the most room: a level wider than
// tall is turned (the Horizontal layout shows it a quarter turned), until the player picks a layout themselves. A
// level whose title or notes speak of directions ("the top cell of the middle column") is not turned: its words would
// no longer hold.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { PuzzleGrid } from '../../games/puzzle/grid';
import { speaksOfDirections } from '../../games/puzzle/directions';
import { useHexlab } from '../../store';
import { boardLayout } from '../board/boardLayout';
import { boardGeometry } from '../board/geometry';
import { turnGain } from '../board/turn';
import { TURN_FIRST } from '../shell/firstGame';
import { useTouchOnly } from '../shell/touch';

/** The player turned the Puzzles' board (Orientation, "Turn to fit"): their layout is kept from then on. */
let chosen = false;
/** The turn under way is this hook's own. */
let turning = false;

/** Turns each puzzle opened on an upright touch screen to the layout that shows its cells bigger in `stage`'s frame. */
export function usePhoneTurn(grid: PuzzleGrid, stage: RefObject<HTMLElement | null>): void {
  const touchOnly = useTouchOnly();
  useEffect(
    () =>
      useHexlab.subscribe((s, prev) => {
        if (turning || s.mode !== 'puzzle' || prev.mode !== 'puzzle') return;
        if (s.board.orientation !== prev.board.orientation) chosen = true;
      }),
    [],
  );
  const { puzzle } = grid;
  useLayoutEffect(() => {
    const frame = stage.current?.querySelector('[data-testid="board-frame"]')?.getBoundingClientRect();
    if (!touchOnly || chosen || !frame || frame.height <= frame.width) return;
    const s = useHexlab.getState();
    const turn = (to: 'pointy' | 'flat') => {
      turning = true;
      s.setOrientation(to);
      turning = false;
    };
    const { title, notes } = grid.level;
    // Words of direction hold in the layout the level was drawn in (the Vertical one), so it is shown as drawn.
    if (speaksOfDirections([title, ...notes].join('\n'))) {
      if (grid.board.orientation !== 'flat') turn('flat');
      return;
    }
    const { box } = boardGeometry(grid.board, boardLayout(grid.board, s.hexSize));
    if (turnGain(box, frame) <= TURN_FIRST) return;
    turn(grid.board.orientation === 'pointy' ? 'flat' : 'pointy');
    // Once a puzzle: its turn, not every grid drawn (a turn draws a new one).
  }, [puzzle, touchOnly]); // eslint-disable-line react-hooks/exhaustive-deps
}
