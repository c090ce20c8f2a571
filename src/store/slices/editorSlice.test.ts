import { beforeEach, describe, expect, it } from 'vitest';
import { useHexlab } from '../index';
import { loadAllParts } from '../testing';

loadAllParts();
import { TUTORIAL_HEXAGON } from '../../engine';

const s = () => useHexlab.getState();
const at = (row: number, col: number) => s().board.level[row][col];

beforeEach(() => {
  s().setMode('editor');
  s().setOrientation('pointy');
  s().setLevel(TUTORIAL_HEXAGON, 'tutorial');
  s().editorForget();
  s().editorSet({ tool: 'brush', value: 1, radius: 0 });
  s().setNotice(null);
});

describe('when the user drags a stroke', () => {
  it('shows it as a draft and commits it once, as one undo step', () => {
    s().editorSet({ tool: 'brush', value: 1, radius: 0 });
    s().editorStrokeStart({ row: 6, col: 1 });
    s().editorStrokeMove({ row: 6, col: 11 });
    expect(s().editor.draft?.[6][6]).toBe(1);
    expect(at(6, 6)).toBe(0);
    s().editorStrokeEnd();
    expect(s().editor.draft).toBeNull();
    for (let c = 1; c <= 11; c++) expect(at(6, c)).toBe(1);
    expect(s().editor.history.past).toHaveLength(1);
    s().editorUndo();
    expect(s().board.level).toEqual(TUTORIAL_HEXAGON);
    s().editorRedo();
    expect(at(6, 6)).toBe(1);
  });

  it('draws a ring from its centre out to the pointer', () => {
    s().editorSet({ tool: 'ring', value: 1 });
    s().editorStrokeStart({ row: 6, col: 6 });
    s().editorStrokeMove({ row: 6, col: 8 });
    s().editorStrokeEnd();
    let walls = 0;
    for (const line of s().board.level) for (const v of line) if (v === 1) walls++;
    expect(walls).toBe(12);
  });
});

describe('when the layout is turned', () => {
  it('is not an undo step, and undo still restores the earlier board in the new layout', () => {
    s().editorKeyAt({ row: 0, col: 5 });
    s().setOrientation('flat');
    expect(s().editor.history.past).toHaveLength(1);
    s().editorUndo();
    expect(s().board.level).toEqual(TUTORIAL_HEXAGON.map((_, i) => TUTORIAL_HEXAGON.map((r) => r[i])));
  });
});

describe('when many edits are made', () => {
  it('undoes at least 100 of them', () => {
    s().editorSet({ tool: 'brush', value: 1 });
    for (let i = 1; i <= 120; i++) {
      s().editorSet({ value: i % 2 });
      s().editorKeyAt({ row: 6, col: 6 });
    }
    for (let i = 0; i < 119; i++) s().editorUndo();
    expect(s().editor.history.past).toHaveLength(1);
    s().editorUndo();
    expect(s().board.level).toEqual(TUTORIAL_HEXAGON);
  });
});

describe('when a turn would outgrow the size limit', () => {
  it('refuses it with a message and changes nothing', () => {
    s().setLevel(Array.from({ length: 250 }, () => new Array(250).fill(0)));
    const before = s().board.level;
    s().editorRotate(1);
    expect(s().board.level).toBe(before);
    expect(s().notice?.message).toMatchObject({ kind: 'editorTooBig', change: 'rotate', max: 250 });
  });
});

describe('when an import or the layout panel changes the figures beside the board', () => {
  const start = () => {
    s().setParity('odd');
    s().setHexSize(24);
    s().editorForget();
  };

  it('undoes an import that brought its own offset and hex size back to the board, offset and size before it', () => {
    start();
    const imported = [
      [1, 1, 1],
      [1, 0, 1],
    ];
    s().editorImport(imported, { orientation: 'pointy', parity: 'even', hexSize: 40 });
    expect([s().board.parity, s().hexSize, s().board.level]).toEqual(['even', 40, imported]);
    s().editorUndo();
    expect([s().board.parity, s().hexSize, s().board.level]).toEqual(['odd', 24, TUTORIAL_HEXAGON]);
    s().editorRedo();
    expect([s().board.parity, s().hexSize, s().board.level]).toEqual(['even', 40, imported]);
  });

  it('makes a change of offset its own undo step', () => {
    start();
    s().setParity('even');
    expect(s().editor.history.past).toHaveLength(1);
    s().editorUndo();
    expect(s().board.parity).toBe('odd');
    expect(s().board.level).toEqual(TUTORIAL_HEXAGON);
    s().editorRedo();
    expect(s().board.parity).toBe('even');
  });
});
