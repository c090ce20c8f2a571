import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToPixel, makeLayout, offsetToAxial, type Offset, type OffsetSettings } from '../../engine';
import { tileInTools, toolToOffset, TOOLS, type TileInTools } from './toolNames';

const LAYOUTS: OffsetSettings[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];
const name = (l: OffsetSettings) => `${l.orientation === 'pointy' ? 'horizontal' : 'vertical'}, ${l.parity}`;
const posmod2 = (n: number) => ((n % 2) + 2) % 2;
const tile = fc.record({ row: fc.integer({ min: -60, max: 60 }), col: fc.integer({ min: -60, max: 60 }) });
const layout = fc.constantFrom(...LAYOUTS);

/**
 * Each tool's own placement of a cell's centre, in units of its column step across and its row step down (y down),
 * written from each tool's source or manual, not from Hexlab's engine.
 */
type Place = (names: TileInTools) => { x: number; y: number };

/** Godot 4's TileSet::map_to_local for a hexagon tile of size (1, 1), divided by the 0.75 overlap along its offset axis. */
const godot: Place = ({ godot: { x, y, tileOffsetAxis, tileLayout } }) => {
  if (tileOffsetAxis === 0) {
    const shoved = tileLayout === 0 ? posmod2(y) === 1 : posmod2(y) === 0; // stacked: odd rows; stacked offset: even rows
    return { x: x + (shoved ? 0.5 : 0), y };
  }
  const shoved = tileLayout === 0 ? posmod2(x) === 1 : posmod2(x) === 0;
  return { x, y: y + (shoved ? 0.5 : 0) };
};

/** Tiled's HexagonalRenderer: a row (staggeraxis y) or column (x) is staggered when its index's parity is the staggerindex. */
const tiled: Place = ({ tiled: { x, y, staggeraxis, staggerindex } }) => {
  const staggered = (n: number) => (posmod2(n) === 1) === (staggerindex === 'odd');
  return staggeraxis === 'y' ? { x: x + (staggered(y) ? 0.5 : 0), y } : { x, y: y + (staggered(x) ? 0.5 : 0) };
};

/**
 * Unity's hexagonal Grid (manual, "Hexagonal Tilemaps"): point-top (swizzle XYZ) shoves every odd row right by half a
 * cell, flat-top (swizzle YXZ) every odd column up by half a cell; y grows upwards, so it is negated here.
 */
const unity: Place = ({ unity: { x, y, swizzle } }) =>
  swizzle === 'XYZ' ? { x: x + (posmod2(y) === 1 ? 0.5 : 0), y: -y } : { x, y: -(y + (posmod2(x) === 1 ? 0.5 : 0)) };

/** Red Blob's "Offset coordinates": odd-r/even-r shove odd/even rows right, odd-q/even-q odd/even columns down. */
const redblob: Place = ({ redblob: { x, y, name: n } }) => {
  const shoved = (k: number) => (posmod2(k) === 1) === n.startsWith('odd');
  return n.endsWith('r') ? { x: x + (shoved(y) ? 0.5 : 0), y } : { x, y: y + (shoved(x) ? 0.5 : 0) };
};

/** Hexlab's engine, in the same units: pointy columns are √3·size apart and rows 1.5·size; flat the other way round. */
function engine(l: OffsetSettings, at: Offset) {
  const p = axialToPixel(makeLayout({ ...l, size: 10 }), offsetToAxial(l, at));
  return l.orientation === 'pointy'
    ? { x: p.x / (10 * Math.sqrt(3)), y: p.y / 15 }
    : { x: p.x / 15, y: p.y / (10 * Math.sqrt(3)) };
}

describe('when the Lab names one tile in every tool', () => {
  it('names the layout as each tool does', () => {
    const at = { row: 3, col: 5 };
    expect(tileInTools(LAYOUTS[0], at)).toMatchObject({
      redblob: { name: 'odd-r', x: 5, y: 3 },
      tiled: { staggeraxis: 'y', staggerindex: 'odd', x: 5, y: 3 },
      godot: { tileOffsetAxis: 0, tileLayout: 0, x: 5, y: 3 },
      unity: { swizzle: 'XYZ', shift: 'none', x: 5, y: -3 },
      axial: { q: 4, r: 3 },
    });
    expect(tileInTools(LAYOUTS[1], at)).toMatchObject({
      redblob: { name: 'even-r' },
      tiled: { staggerindex: 'even' },
      godot: { tileLayout: 1 },
      unity: { shift: 'row', x: 5, y: -4 },
    });
    expect(tileInTools(LAYOUTS[2], at)).toMatchObject({
      redblob: { name: 'odd-q' },
      tiled: { staggeraxis: 'x' },
      godot: { tileOffsetAxis: 1, tileLayout: 0 },
      unity: { swizzle: 'YXZ', shift: 'column', x: 6, y: -3 },
    });
    expect(tileInTools(LAYOUTS[3], at)).toMatchObject({
      redblob: { name: 'even-q' },
      godot: { tileOffsetAxis: 1, tileLayout: 1 },
      unity: { shift: 'none', x: 5, y: -3 },
    });
  });

  it("maps every tool's name of a tile back to the same tile, in all four layouts", () => {
    fc.assert(
      fc.property(layout, tile, (l, at) => {
        const names = tileInTools(l, at);
        for (const tool of TOOLS) expect(toolToOffset(l, tool, names[tool])).toEqual(at);
        expect(names.axial).toEqual(offsetToAxial(l, at));
      }),
    );
  });

  for (const [tool, place] of [
    ['Godot', godot],
    ['Tiled', tiled],
    ['Unity', unity],
    ['Red Blob', redblob],
  ] as const) {
    for (const l of LAYOUTS) {
      it(`puts any two tiles as far apart in ${tool} as the engine draws them (${name(l)})`, () => {
        fc.assert(
          fc.property(tile, tile, (a, b) => {
            const [ta, tb] = [place(tileInTools(l, a)), place(tileInTools(l, b))];
            const [ea, eb] = [engine(l, a), engine(l, b)];
            expect(tb.x - ta.x).toBeCloseTo(eb.x - ea.x, 9);
            expect(tb.y - ta.y).toBeCloseTo(eb.y - ea.y, 9);
          }),
        );
      });
    }
  }

  it('would see a shifted board if Unity were given the even-offset board unmoved', () => {
    // The shift is needed: without it, rows 0 and 1 of an even-r board would sit the wrong way round in Unity.
    const l = LAYOUTS[1];
    const unmoved = (at: Offset) =>
      unity({ ...tileInTools(l, at), unity: { ...tileInTools(l, at).unity, y: -at.row } });
    const d = unmoved({ row: 1, col: 0 }).x - unmoved({ row: 0, col: 0 }).x;
    expect(d).not.toBeCloseTo(engine(l, { row: 1, col: 0 }).x - engine(l, { row: 0, col: 0 }).x, 9);
  });
});
