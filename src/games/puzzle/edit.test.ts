import { describe, expect, it } from 'vitest';
import { buildPuzzle, clueNumber, lineNumber } from './board';
import {
  applyTool,
  cycleClue,
  editIssues,
  editParity,
  emptyLevel,
  emptySlots,
  eraseSlot,
  paintCell,
  placeLine,
  playableLevel,
  setClue,
  setShown,
  slotAt,
} from './edit';
import { parseLevel, writeLevel, type Level } from './level';

/** A level painted from [x, y, colour] triples, every cell hidden. */
const painted = (cells: [number, number, 'blue' | 'black'][]) =>
  cells.reduce((l, [x, y, c]) => paintCell(l, x, y, c), emptyLevel());

/** A black cell at (16, 16) whose six neighbours are blue where `blue` says (clockwise from north). */
function ringAround(blue: boolean[]): Level {
  const around: [number, number][] = [
    [16, 14],
    [17, 15],
    [17, 17],
    [16, 18],
    [15, 17],
    [15, 15],
  ];
  const l = painted([
    [16, 16, 'black'],
    ...around.map(([x, y], i): [number, number, 'blue' | 'black'] => [x, y, blue[i] ? 'blue' : 'black']),
  ]);
  return setShown(l, 16, 16, true);
}

describe('editing a level', () => {
  it('adds a hidden cell on an empty slot, repaints one, erases it, keeping the cells in reading order', () => {
    let l = paintCell(emptyLevel(), 16, 16, 'blue');
    l = paintCell(l, 16, 14, 'black');
    expect(l.cells.map((c) => [c.x, c.y, c.color, c.shown, c.clue])).toEqual([
      [16, 14, 'black', false, 'plain'],
      [16, 16, 'blue', false, 'none'],
    ]);
    expect(paintCell(l, 16, 16, 'blue')).toBe(l);
    const black = paintCell(l, 16, 16, 'black');
    expect(slotAt(black, 16, 16)).toMatchObject({ kind: 'cell', cell: { color: 'black', clue: 'plain' } });
    expect(eraseSlot(black, 16, 16).cells).toHaveLength(1);
    expect(eraseSlot(black, 10, 10)).toBe(black);
    expect(paintCell(l, 40, 0, 'blue')).toBe(l);
  });

  it('shows and hides a cell, and the Shown tool does nothing on an empty slot', () => {
    const l = painted([[16, 16, 'blue']]);
    const shown = setShown(l, 16, 16, true);
    expect(shown.cells[0].shown).toBe(true);
    expect(setShown(shown, 16, 16, true)).toBe(shown);
    expect(applyTool(l, 16, 18, 'shown', '|', true)).toBe(l);
  });

  it('steps each kind of slot through the clues it may carry, as v1 writes them', () => {
    let l = setShown(
      painted([
        [16, 16, 'black'],
        [16, 18, 'blue'],
      ]),
      16,
      16,
      true,
    );
    const kinds: string[] = [];
    for (let i = 0; i < 4; i++) {
      l = cycleClue(l, 16, 16);
      kinds.push(slotAt(l, 16, 16)!.kind === 'cell' ? (slotAt(l, 16, 16) as { cell: { clue: string } }).cell.clue : '');
    }
    expect(kinds).toEqual(['together', 'apart', 'none', 'plain']);
    // A blue cell tells its flower number or nothing; it can't say together or apart.
    expect(setClue(l, 16, 18, 'together')).toBe(l);
    l = setClue(l, 16, 18, 'plain');
    l = setClue(setShown(l, 16, 18, true), 16, 16, 'none');
    l = placeLine(l, 16, 12, '|');
    l = setClue(l, 16, 12, 'apart');
    const row = (y: number) => writeLevel(l).split('\n')[5 + y].slice(28, 40);
    expect(row(12)).toBe('....|n......');
    expect(row(16)).toBe('....O.......');
    expect(row(18)).toBe('....X+......');
  });

  it('places a line clue, turns it on a second tap, and leaves out one that points at no cell when played', () => {
    let l = painted([[16, 16, 'blue']]);
    l = placeLine(l, 16, 14, '|');
    expect(slotAt(l, 16, 14)).toMatchObject({ kind: 'line', line: { dir: '|', kind: 'plain' } });
    l = placeLine(l, 16, 14, '|');
    expect(slotAt(l, 16, 14)).toMatchObject({ kind: 'line', line: { dir: '\\' } });
    expect(lineNumber(buildPuzzle(l), 0)).toBe(0);
    expect(editIssues(buildPuzzle(l))).toEqual([{ x: 16, y: 14, kind: 'line-to-nothing', what: 'line' }]);
    const played = playableLevel(l);
    expect(played.lines).toEqual([]);
    expect(parseLevel(writeLevel(played)).ok).toBe(true);
    expect(parseLevel(writeLevel(l)).ok).toBe(false);
  });

  it('flags a {n} whose blue neighbours are not one run, and a -n- around one run or none', () => {
    // Blue north and south: two runs.
    const two = ringAround([true, false, false, true, false, false]);
    expect(editIssues(buildPuzzle(setClue(two, 16, 16, 'together')))).toEqual([
      { x: 16, y: 16, kind: 'together', what: 'cell' },
    ]);
    expect(editIssues(buildPuzzle(setClue(two, 16, 16, 'apart')))).toEqual([]);
    // One run, wrapping round from north-west to north.
    const one = ringAround([true, false, false, false, false, true]);
    expect(editIssues(buildPuzzle(setClue(one, 16, 16, 'together')))).toEqual([]);
    expect(editIssues(buildPuzzle(setClue(one, 16, 16, 'apart')))).toEqual([
      { x: 16, y: 16, kind: 'apart', what: 'cell' },
    ]);
    const none = ringAround([false, false, false, false, false, false]);
    expect(editIssues(buildPuzzle(setClue(none, 16, 16, 'apart')))).toHaveLength(1);
    // The numbers are live: the solution says them.
    expect(clueNumber(buildPuzzle(two), 0)).toBe(1);
    expect(clueNumber(buildPuzzle(two), buildPuzzle(two).idAt[16 * 33 + 16])).toBe(2);
  });

  it('flags a line clue whose together/apart mark the solution contradicts', () => {
    let l = painted([
      [16, 16, 'blue'],
      [16, 18, 'black'],
      [16, 20, 'blue'],
    ]);
    l = setClue(placeLine(l, 16, 14, '|'), 16, 14, 'together');
    expect(editIssues(buildPuzzle(l))).toEqual([{ x: 16, y: 14, kind: 'together', what: 'line' }]);
    expect(editIssues(buildPuzzle(setClue(l, 16, 14, 'apart')))).toEqual([]);
  });

  it('offers the empty slots one step around the level, in its parity, and a hexagon for an empty level', () => {
    const empty = emptySlots(emptyLevel());
    expect(empty).toHaveLength(37);
    expect(empty.every(([x, y]) => ((x + y) & 1) === 0)).toBe(true);
    const odd = painted([[16, 15, 'blue']]);
    expect(editParity(odd)).toBe(1);
    expect(emptySlots(odd)).toEqual([
      [16, 13],
      [15, 14],
      [17, 14],
      [15, 16],
      [17, 16],
      [16, 17],
    ]);
    // At the grid's edge, the slots outside it are not offered.
    expect(emptySlots(painted([[0, 0, 'black']]))).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });
});
