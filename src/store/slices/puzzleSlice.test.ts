import { describe, expect, it } from 'vitest';
import { parseLevel, writeLevel } from '../../games/puzzle/level';
import { storeIn } from '../testing';
import { progressFields, progressOn } from '../persist/puzzleProgress';
import { puzzleElapsed } from './puzzleOpen';
import { BUILT_IN_PUZZLES, FIRST_PUZZLE, SECOND_PUZZLE } from '../../games/puzzle/builtIn';

const store = () => storeIn('puzzle');
type Store = ReturnType<typeof store>;
const pz = (s: Store) => s.getState().puzzle;
/** The dense ids of the hidden cells of this colour. */
const hidden = (s: Store, color: 'blue' | 'black') =>
  pz(s)
    .level.cells.map((c, i) => (!c.shown && c.color === color ? i : -1))
    .filter((i) => i >= 0);

describe('the puzzle slice', () => {
  it('starts on the first built-in puzzle, nothing marked', () => {
    const s = store();
    expect(writeLevel(pz(s).level)).toBe(FIRST_PUZZLE.trimEnd());
    expect(pz(s).play).toMatchObject({ mistakes: 0, remaining: hidden(s, 'blue').length, solved: false });
  });

  it('ships built-in puzzles that are all levels', () => {
    for (const text of BUILT_IN_PUZZLES) expect(parseLevel(text).ok).toBe(true);
  });

  it('reveals right marks, counts wrong ones, and is solved when every blue cell is found', () => {
    const s = store();
    const [black] = hidden(s, 'black');
    s.getState().puzzleMark(black, 'blue');
    expect(pz(s).play.mistakes).toBe(1);
    expect(pz(s).play.revealed[black]).toBe(0);
    s.getState().puzzleMark(black, 'black');
    expect(pz(s).play.revealed[black]).toBe(1);
    for (const cell of hidden(s, 'blue')) s.getState().puzzleMark(cell, 'blue');
    expect(pz(s).play).toMatchObject({ remaining: 0, solved: true, mistakes: 1 });
    s.getState().puzzleRestart();
    expect(pz(s).play).toMatchObject({ solved: false, mistakes: 0 });
  });

  it('remembers the last wrong mark until the next mark, greys clues out as done, and starts again without either', () => {
    const s = store();
    const [black] = hidden(s, 'black');
    s.getState().puzzleMark(black, 'blue');
    expect(pz(s).wrong).toEqual({ cell: black, mistakes: 1 });
    s.getState().puzzleMark(black, 'blue');
    expect(pz(s).wrong).toEqual({ cell: black, mistakes: 2 });
    s.getState().puzzleMark(black, 'black');
    expect(pz(s).wrong).toBeNull();
    const clue = pz(s).level.cells.findIndex((c) => c.shown && c.clue !== 'none');
    s.getState().puzzleToggleDone(clue);
    expect(pz(s).done[clue]).toBe(1);
    s.getState().puzzleToggleDone(pz(s).level.cells.length); // the first line clue
    expect(pz(s).done[pz(s).level.cells.length]).toBe(1);
    s.getState().puzzleToggleDone(clue);
    expect(pz(s).done[clue]).toBe(0);
    s.getState().puzzleLightCell(clue);
    expect(pz(s).litCell).toBe(clue);
    s.getState().puzzleRestart();
    expect(pz(s).done.every((d) => d === 0)).toBe(true);
  });

  it('opens a v1 text as a new puzzle, and keeps the puzzle when the text is not one', () => {
    const s = store();
    expect(s.getState().puzzleOpenText(SECOND_PUZZLE)).toBe(true);
    const second = pz(s).level;
    expect(second.title).toBe('Honeycomb');
    expect(pz(s).problem).toBeNull();
    expect(s.getState().puzzleOpenText('Hexcells level v1\nonly a title')).toBe(false);
    expect(pz(s).level).toBe(second);
    expect(pz(s).problem).toMatchObject({ kind: 'header-cut' });
    s.getState().puzzleOpenText(FIRST_PUZZLE);
    expect(pz(s).problem).toBeNull();
  });

  it('keeps its puzzle and progress through a change of layout (the puzzle draws its own board)', () => {
    const s = store();
    const [blue] = hidden(s, 'blue');
    s.getState().puzzleMark(blue, 'blue');
    const play = pz(s).play;
    s.getState().setOrientation('pointy');
    expect(pz(s).play).toBe(play);
  });

  it('lights one line clue at a time', () => {
    const s = store();
    s.getState().puzzleLight(0);
    expect(pz(s).lit).toBe(0);
    s.getState().puzzleLight(-1);
    expect(pz(s).lit).toBe(-1);
  });

  it('generates a puzzle from a difficulty and a seed: the same seed, the same puzzle, played from its start', () => {
    const s = store();
    s.getState().puzzleNew('easy', 5);
    const first = writeLevel(pz(s).level);
    expect(pz(s).play).toMatchObject({ mistakes: 0, solved: false });
    s.getState().puzzleNew('easy', 6);
    expect(writeLevel(pz(s).level)).not.toBe(first);
    s.getState().puzzleNew('easy', 5);
    expect(writeLevel(pz(s).level)).toBe(first);
  });
});

describe("a challenge's puzzle reloaded", () => {
  /** What the page keeps of the puzzle (persist/puzzleProgress.ts's fields), through JSON, read back on `level`. */
  const keptOf = (s: Store, ms: number) => {
    const p = pz(s);
    const fields = progressFields({
      revealed: p.play.revealed,
      mistakes: p.play.mistakes,
      ms,
      attempt: p.attempt,
      started: true,
      done: p.done,
    });
    return JSON.parse(JSON.stringify(fields)) as unknown;
  };

  it('goes on with its marks, mistakes, time and attempt, on the same puzzle only', () => {
    const s = store();
    const [black] = hidden(s, 'black');
    const [blue] = hidden(s, 'blue');
    s.getState().puzzleMark(black, 'blue');
    s.getState().puzzleMark(blue, 'blue');
    const kept = keptOf(s, 4000);
    const again = store();
    const progress = progressOn(pz(again).level, kept)!;
    again.getState().puzzleResume(progress);
    expect(pz(again).play.revealed).toEqual(pz(s).play.revealed);
    expect(pz(again).play.mistakes).toBe(1);
    expect(pz(again).attempt).toBe(pz(s).attempt);
    expect(puzzleElapsed(pz(again))).toBeGreaterThanOrEqual(4000);
    expect(pz(again).clock.since).not.toBeNull();
    // Progress kept on another puzzle, or marks that do not fit it, change nothing.
    const other = storeIn('puzzle');
    const second = parseLevel(SECOND_PUZZLE);
    if (!second.ok) throw new Error('not a level');
    other.getState().puzzleOpen(second.level);
    expect(progressOn(pz(other).level, kept)).toBeNull();
    const before = pz(other);
    other.getState().puzzleResume(progress);
    expect(pz(other)).toBe(before);
  });

  it('solved, shows it solved with its time stopped', () => {
    const s = store();
    for (const cell of hidden(s, 'blue')) s.getState().puzzleMark(cell, 'blue');
    const again = store();
    again.getState().puzzleResume(progressOn(pz(again).level, keptOf(s, 9000))!);
    expect(pz(again).play.solved).toBe(true);
    expect(pz(again).clock).toEqual({ before: 9000, since: null });
  });
});
