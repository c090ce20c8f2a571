// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { loadAllParts } from '../../store/testing';
import { EditorBoard, useFullBoard } from './EditorBoard';

loadAllParts();
afterEach(cleanup);

function Editor() {
  return <EditorBoard board={useFullBoard()} label="editor board" />;
}

const s = () => useHexlab.getState();

describe.each([
  ['drawn flat', 30],
  ['drawn in blocks', 50],
])('when one cell is painted on a %s board (%i x %i)', (_, side) => {
  it('changes that one tile and no other, voids included', async () => {
    const level = filledLevel(side, side);
    level[3][4] = -1; // a void cell: the editor draws it, and painting it makes a tile
    act(() => {
      s().setLevel(level, 'custom');
      s().editorForget();
      s().editorSet({ tool: 'brush', value: 1, radius: 0 });
    });
    const { container } = render(<Editor />);
    const cell = (row: number, col: number) => container.querySelector(`polygon[data-row="${row}"][data-col="${col}"]`);
    expect(container.querySelectorAll('polygon[data-row]')).toHaveLength(side * side);
    const painted = cell(3, 4);
    expect(painted?.getAttribute('data-kind')).toBe('void');

    const changed = new Set<Node>();
    const observer = new MutationObserver((records) => records.forEach((r) => changed.add(r.target)));
    observer.observe(container.querySelector('svg[data-testid="board"] .tiles')!, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    act(() => s().editorStrokeStart({ row: 3, col: 4 }));
    expect(cell(3, 4)).toBe(painted); // patched in place while the stroke is a draft
    expect(painted?.getAttribute('data-kind')).toBe('wall');
    act(() => s().editorStrokeEnd());
    await Promise.resolve(); // mutation records are delivered in a microtask
    observer.disconnect();

    expect(cell(3, 4)?.getAttribute('data-kind')).toBe('wall');
    expect([...changed]).toEqual([painted]);
  }, 30_000);
});
