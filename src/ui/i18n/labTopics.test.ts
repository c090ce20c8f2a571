import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToPixel, makeLayout, offsetToAxial, pixelToFractional } from '../../engine';
import { LAYOUTS } from '../../engine/testing';
import { guideLink } from '../../games/lab/explain';
import * as en from './en/labTopics';
import * as es from './es/labTopics';

const CATALOGUES = [
  ['English', en],
  ['Spanish', es],
] as const;

/** A formula line as JavaScript: the page's typography (−, ·, √3) back to code. */
const asCode = (line: string) => line.replace(/−/g, '-').replace(/·/g, '*').replace(/√3/g, 'Math.sqrt(3)');

/** Evaluate formula lines of the form `a = …,   b = …` with the given variables, and return what they assign. */
function evaluate(lines: readonly string[], vars: Record<string, number>): Record<string, number> {
  const assignments = lines.flatMap((l) => l.split(/,\s{2,}/)).filter((a) => /^\s*\w+ = /.test(a));
  const names = [...new Set(assignments.map((a) => a.split('=')[0].trim()))];
  const body = `let ${names.join(', ')};\n${assignments.map(asCode).join(';\n')};\nreturn { ${names.join(', ')} };`;
  return new Function(...Object.keys(vars), body)(...Object.values(vars)) as Record<string, number>;
}

describe.each(CATALOGUES.flatMap(([lang, c]) => LAYOUTS.map(([name, settings]) => [lang, name, settings, c] as const)))(
  'the %s formulas shown for the %s layout',
  (_lang, _, settings, catalogue) => {
    const topics = Object.fromEntries(catalogue.basicTopics(settings).map((t) => [t.anchor, t]));
    const offsetArb = fc.record({ row: fc.integer({ min: -30, max: 30 }), col: fc.integer({ min: -30, max: 30 }) });

    it('convert offset to axial and back as the engine does', () => {
      const [toAxial, toOffset] = topics['conversions-offset'].formula;
      fc.assert(
        fc.property(offsetArb, ({ row, col }) => {
          const a = offsetToAxial(settings, { row, col });
          expect(evaluate([toAxial], { row, col })).toMatchObject({ q: a.q, r: a.r });
          expect(evaluate([toOffset], { q: a.q, r: a.r })).toMatchObject({ row, col });
        }),
      );
    });

    it('put a hex where the engine does, and a point back at its fractional hex', () => {
      const layout = makeLayout({ ...settings, size: 17 });
      fc.assert(
        fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (q, r) => {
          const p = axialToPixel(layout, { q, r });
          const xy = evaluate(topics['hex-to-pixel'].formula, { q, r, size: 17 });
          expect(xy.x).toBeCloseTo(p.x, 9);
          expect(xy.y).toBeCloseTo(p.y, 9);
          const f = pixelToFractional(layout, { x: p.x + 3, y: p.y - 2 });
          const back = evaluate(topics['pixel-to-hex'].formula, { x: p.x + 3, y: p.y - 2, size: 17 });
          expect(back.q).toBeCloseTo(f.q, 9);
          expect(back.r).toBeCloseTo(f.r, 9);
        }),
      );
    });
  },
);

describe.each(CATALOGUES)('the %s guide links', (_lang, catalogue) => {
  const all = [
    ...catalogue.basicTopics({ orientation: 'pointy', parity: 'odd' }),
    ...Object.values(catalogue.toolTopics),
    catalogue.geometryTopic('flat'),
    catalogue.storageTopic,
  ];
  it('point at a section of the guide for every basic topic and every tool, each named once', () => {
    expect(new Set(all.map((t) => t.anchor)).size).toBe(all.length);
    for (const t of all) expect(guideLink(t)).toMatch(/^https:\/\/www\.redblobgames\.com\/grids\/hexagons\/#[a-z-]+$/);
    expect(Object.keys(catalogue.toolTopics).sort()).toEqual([
      'fov',
      'intersect',
      'line',
      'range',
      'reflect',
      'ring',
      'rotate',
      'spiral',
    ]);
  });
  it('keep the guide’s own (English) section names, whatever the language', () => {
    expect(all.map((t) => t.section)).toEqual(
      [
        ...en.basicTopics({ orientation: 'pointy', parity: 'odd' }),
        ...Object.values(en.toolTopics),
        en.geometryTopic('flat'),
        en.storageTopic,
      ].map((t) => t.section),
    );
  });
});

describe('the geometry topic', () => {
  it('derives the width from the height with tan 30° as the axial tutorial does, and links the guide’s section', () => {
    const t = en.geometryTopic('pointy');
    expect(t.formula[0]).toBe('tan 30° = opposite / adjacent = (hexTileHeight / 4) / (hexTileWidth / 2) = 1 / √3');
    expect(Math.tan(Math.PI / 6)).toBeCloseTo(2 / 4 / (Math.sqrt(3) / 2), 12);
    expect(t.anchor).toBe('size-and-spacing');
  });
});
