import { describe, expect, it } from 'vitest';
import { writeLevel } from '../../games/puzzle/level';
import { storeIn } from '../testing';
import { FIRST_PUZZLE, SECOND_PUZZLE } from '../../games/puzzle/builtIn';

const store = () => storeIn('puzzle');
type Store = ReturnType<typeof store>;
const ed = (s: Store) => s.getState().puzzleEdit;
const at = (s: Store) => ed(s).level.cells.map((c) => `${c.x},${c.y}:${c.color}${c.shown ? '!' : ''}`);

describe('the puzzle editor slice', () => {
  it('edits the puzzle open in Play, and Play plays the edited level from its start', () => {
    const s = store();
    s.getState().puzzleEditStart();
    expect(ed(s).tab).toBe('edit');
    expect(writeLevel(ed(s).level)).toBe(FIRST_PUZZLE.trimEnd());
    s.getState().puzzleEditTool('erase');
    const [first] = ed(s).level.cells;
    s.getState().puzzleEditAt(first.x, first.y);
    s.getState().puzzleEditPlay();
    expect(s.getState().puzzle.level).toBe(ed(s).level);
    expect(s.getState().puzzle.play.mistakes).toBe(0);
    // Back to Edit: the same level and its history, not Play's again.
    s.getState().puzzleEditStart();
    expect(ed(s).past).toHaveLength(1);
    // Another puzzle opened in Play is the one edited next.
    s.getState().puzzleEditPlay();
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    s.getState().puzzleEditStart();
    expect(writeLevel(ed(s).level)).toBe(SECOND_PUZZLE.trimEnd());
    expect(ed(s).past).toHaveLength(0);
  });

  it('undoes and redoes taps, a drag as one step, typing in a field as one step, and New empty', () => {
    const s = store();
    const a = s.getState();
    a.puzzleEditStart();
    a.puzzleEditNew();
    expect(ed(s).level.cells).toEqual([]);
    a.puzzleEditTool('blue');
    a.puzzleEditAt(16, 16);
    a.puzzleEditTool('black');
    a.puzzleEditStrokeStart(16, 18);
    a.puzzleEditStrokeMove(16, 20);
    a.puzzleEditStrokeMove(16, 20);
    a.puzzleEditStrokeEnd();
    expect(at(s)).toEqual(['16,16:blue', '16,18:black', '16,20:black']);
    a.puzzleEditTool('shown');
    a.puzzleEditStrokeStart(16, 18);
    a.puzzleEditStrokeMove(16, 20);
    a.puzzleEditStrokeEnd();
    expect(at(s)).toEqual(['16,16:blue', '16,18:black!', '16,20:black!']);
    a.puzzleEditText('title', 'M');
    a.puzzleEditText('title', 'My');
    a.puzzleEditText('author', 'Me');
    expect(ed(s).level).toMatchObject({ title: 'My', author: 'Me' });
    a.puzzleEditUndo();
    expect(ed(s).level).toMatchObject({ title: 'My', author: '' });
    a.puzzleEditUndo();
    expect(ed(s).level.title).toBe('');
    a.puzzleEditUndo();
    expect(at(s)).toEqual(['16,16:blue', '16,18:black', '16,20:black']);
    a.puzzleEditUndo();
    expect(at(s)).toEqual(['16,16:blue']);
    a.puzzleEditRedo();
    expect(at(s)).toEqual(['16,16:blue', '16,18:black', '16,20:black']);
    a.puzzleEditUndo();
    a.puzzleEditUndo();
    a.puzzleEditUndo();
    expect(writeLevel(ed(s).level)).toBe(FIRST_PUZZLE.trimEnd());
    a.puzzleEditUndo();
    expect(writeLevel(ed(s).level)).toBe(FIRST_PUZZLE.trimEnd());
    a.puzzleEditRedo();
    a.puzzleEditRedo();
    expect(at(s)).toEqual(['16,16:blue']);
    // A new edit forgets what could be redone.
    a.puzzleEditTool('erase');
    a.puzzleEditAt(16, 16);
    expect(ed(s).future).toEqual([]);
  });

  it('sets the clue of the slot tapped last, and Play with an empty level leaves Play as it was', () => {
    const s = store();
    const a = s.getState();
    a.puzzleEditStart();
    a.puzzleEditNew();
    a.puzzleEditTool('black');
    a.puzzleEditAt(16, 16);
    a.puzzleEditClue('apart');
    expect(ed(s).level.cells[0].clue).toBe('apart');
    a.puzzleEditUndo();
    expect(ed(s).level.cells[0].clue).toBe('plain');
    const before = s.getState().puzzle.level;
    a.puzzleEditNew();
    a.puzzleEditPlay();
    expect(s.getState().puzzle.level).toBe(before);
    expect(ed(s).tab).toBe('play');
  });
});
