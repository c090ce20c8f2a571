import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel, makeBoard } from '../../engine';
import { useHexlab } from '../../store';
import { BULK, createTileSignal, STEP } from './tileSignal';

// Each tile's code is `look` (one number for the whole board), read when the store changes.
let look = 0;
const signal = createTileSignal(
  () => look,
  () => true,
);
/** A step and a half of blocks of 1,024 tiles, each with one subscriber counting its wakes. */
const COUNT = STEP + STEP / 2;
const board = makeBoard(filledLevel(32, 32 * COUNT), { orientation: 'pointy', parity: 'odd' });
const blocks = Array.from({ length: COUNT }, (_, b) => {
  const ids = Array.from({ length: 1024 }, (_, i) => b * 1024 + i);
  const group = signal.group(ids, board);
  return { ids, group, wakes: 0 };
});
const unsubscribes: (() => void)[] = [];
const subscribeAll = (list: typeof blocks) => {
  for (const b of list) unsubscribes.push(b.group.subscribe(() => b.wakes++));
};
/** What each block's tiles show after an effect: its codes now. */
const drawAll = (list: typeof blocks) => list.forEach((b) => b.group.drawn(b.group.snapshot()));
const change = (to: number) => {
  look = to;
  useHexlab.setState({});
};

afterEach(() => {
  unsubscribes.splice(0).forEach((u) => u());
  for (const b of blocks) b.wakes = 0;
});

describe('a tile signal', () => {
  it('wakes every block a small change reaches at once, its codes drawn in the update', () => {
    const few = blocks.slice(0, 3); // 3,072 tiles
    expect(few.length * 1024).toBeLessThanOrEqual(BULK);
    subscribeAll(few);
    drawAll(few);
    change(1);
    expect(few.map((b) => b.wakes)).toEqual([1, 1, 1]);
    expect(few.some((b) => b.group.bulk(b.group.snapshot()))).toBe(false);
  });

  it('draws a change of thousands of tiles a step of blocks at a time, each once the step before is drawn', () => {
    const list = blocks;
    subscribeAll(list);
    drawAll(list);
    change(2);
    const step = STEP;
    // The first step's blocks are woken, with codes to draw in the background; the rest wait.
    expect(list.filter((b) => b.wakes === 1)).toHaveLength(step);
    expect(list.every((b) => b.group.bulk(b.group.snapshot()))).toBe(true);
    // Until every block of the step has drawn, no other is woken.
    drawAll(list.slice(0, step - 1));
    expect(list.filter((b) => b.wakes === 1)).toHaveLength(step);
    drawAll(list.slice(step - 1, step));
    expect(list.filter((b) => b.wakes === 1)).toHaveLength(list.length);
    drawAll(list);
    // Every block woken exactly once, and each shows the end.
    expect(list.map((b) => b.wakes)).toEqual(list.map(() => 1));
    for (const b of list) expect([...b.group.snapshot()].every((c) => c === 2)).toBe(true);
  });

  it('wakes a block of a step being drawn again when the store changes once more, and goes on', () => {
    subscribeAll(blocks);
    drawAll(blocks);
    change(3);
    const first = blocks.filter((b) => b.wakes === 1);
    expect(first.length).toBeGreaterThan(0);
    change(4); // a second bulk change before the first step is drawn
    expect(first.every((b) => b.wakes === 2)).toBe(true);
    drawAll(blocks);
    expect(blocks.every((b) => b.wakes >= 1)).toBe(true);
    for (const b of blocks) expect(b.group.snapshot()[0]).toBe(4);
  });
});
