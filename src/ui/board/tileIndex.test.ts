// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createTileIndex } from './tileIndex';

const SVG = 'http://www.w3.org/2000/svg';
/** A block as tiles draw it: each tile's polygon first, labels after it. */
function block(labelled: boolean[]) {
  const g = document.createElementNS(SVG, 'g');
  for (const l of labelled) {
    g.appendChild(document.createElementNS(SVG, 'polygon'));
    if (l) g.appendChild(document.createElementNS(SVG, 'text'));
  }
  return g;
}

describe('the tile index', () => {
  it("finds each tile's polygon by id, past the labels drawn between them", () => {
    const index = createTileIndex(10);
    const g = block([false, true, true, false]);
    index.fill([7, 2, 5, 9], g);
    const polygons = [...g.querySelectorAll('polygon')];
    expect([7, 2, 5, 9].map((id) => index.get(id))).toEqual(polygons);
    expect(index.get(0)).toBeNull();
  });

  it('keeps the blocks of a big board apart and forgets a block that goes', () => {
    const index = createTileIndex(4);
    const a = block([false, false]);
    const b = block([true, false]);
    index.fill([0, 1], a);
    index.fill([2, 3], b);
    expect(index.get(3)).toBe(b.querySelectorAll('polygon')[1]);
    index.drop([0, 1]);
    expect(index.get(0)).toBeNull();
    expect(index.get(2)).toBe(b.querySelector('polygon'));
  });
});
