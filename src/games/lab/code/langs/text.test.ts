// The engines' languages as text: what each defines for each tool, the layout and hex size built in, and (GDScript,
// which has no runtime here) the shape Godot 4 needs.
import { describe, expect, it } from 'vitest';
import { makeBoard, shapePreset } from '../../../../engine';
import { LAYOUTS } from '../../../../engine/testing';
import type { LabTool } from '../../tools';
import { exampleCalls, labCode, middleTile, type CodeLayout } from '../index';
import { TEST_WORDS } from '../testing';
import { NEEDS } from '../toolCode';
import type { CodeBlock } from '../words';
import { engineToolFunction, type EngineLanguage } from './index';

const LANGUAGES: EngineLanguage[] = ['python', 'csharp', 'cpp', 'rust', 'lua', 'gdscript'];
const TOOLS: LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];
const layouts: CodeLayout[] = LAYOUTS.map(([, s]) => ({ ...s, size: 24 }));

/** The functions a snippet defines, by each language's way of starting one. */
const DEFINITION: Record<EngineLanguage, RegExp> = {
  python: /^def (\w+)\(/gm,
  lua: /^local function (\w+)\(/gm,
  cpp: /^inline [\w:<>, ]+ (\w+)\(/gm,
  rust: /^(?:pub )?fn (\w+)\(/gm,
  csharp: /^ {4}(?:public )?static [^=\n]+ (\w+)\(/gm,
  gdscript: /^static func (\w+)\(/gm,
};
const defined = (language: EngineLanguage, code: string) => [...code.matchAll(DEFINITION[language])].map((m) => m[1]);

/** The block that defines each tool's function. */
const BLOCK: Record<LabTool, CodeBlock | 'none'> = {
  none: 'none',
  line: 'line',
  range: 'range',
  ring: 'ring',
  spiral: 'spiral',
  rotate: 'rotate',
  reflect: 'reflect',
  fov: 'fieldOfView',
  intersect: 'intersect',
};
const SIX = ['offset_to_axial', 'axial_to_offset', 'neighbors', 'distance', 'hex_to_pixel', 'pixel_to_hex'];
const named = (language: EngineLanguage, snake: string) =>
  language === 'csharp' ? snake.replace(/(^|_)([a-z])/g, (_, _u, c: string) => c.toUpperCase()) : snake;

describe.each(LANGUAGES)('the %s code as text', (language) => {
  const text = (layout: CodeLayout, tool: LabTool) => labCode(layout, language, tool, TEST_WORDS);

  it('defines the six functions, the selected tool’s function and no other tool’s', () => {
    for (const tool of TOOLS) {
      const names = defined(language, text(layouts[0], tool));
      expect(names, tool).toEqual(expect.arrayContaining(SIX.map((n) => named(language, n))));
      for (const other of TOOLS) {
        const fn = engineToolFunction(language, other);
        if (fn === null) continue;
        // A tool's code brings along the functions it uses (the field of view walks lines; spirals are rings).
        const needed = (NEEDS[tool] as readonly string[]).includes(BLOCK[other]);
        expect(names.includes(fn), `${tool} defines ${fn}: ${needed}`).toBe(needed);
      }
    }
  });

  it('differs between every pair of layouts, names the guide’s offset layout and builds in the hex size', () => {
    const codes = layouts.map((l) => text(l, 'none'));
    expect(new Set(codes).size).toBe(4);
    expect(codes[0]).toContain('"odd-r"');
    expect(codes[3]).toContain('"even-q"');
    expect(text({ ...layouts[0], size: 31.5 }, 'none')).toMatch(/\b(SIZE|Size|kHexSize)\b[^\n]*= 31\.5;?\s/);
  });

  it('uses no other library than the language’s own', () => {
    const code = text(layouts[0], 'fov');
    const imports = code
      .split('\n')
      .filter((l) => /^(import |from |#include |using (?!\w+ =)|use |require|extern crate|extends )/.test(l));
    const own: Record<EngineLanguage, RegExp> = {
      python: /^import math$/,
      cpp: /^#include <(algorithm|array|climits|cmath|cstdlib|utility|vector)>$/,
      csharp: /^using System(\.Collections\.Generic)?;$/,
      rust: /^$/,
      lua: /^$/,
      gdscript: /^$/,
    };
    for (const line of imports) expect(line).toMatch(own[language]);
  });
});

describe('the GDScript code', () => {
  const all = (layout: CodeLayout) => TOOLS.map((tool) => labCode(layout, 'gdscript', tool, TEST_WORDS));
  /** Each function's text, from its annotations to its last line. */
  const functions = (code: string) => code.split(/\n\n\n/).filter((s) => /^static func /m.test(s));

  it('is static funcs in a script named Hex, indented with tabs, returning Vector2i for a tile and Vector2 for a point', () => {
    for (const layout of layouts) {
      for (const code of all(layout)) {
        expect(code).toMatch(/^class_name Hex$/m);
        expect(code).not.toMatch(/^(?!static )\s*func /m);
        expect(code).not.toMatch(/^ +\S/m);
        expect(code).toMatch(/^static func offset_to_axial\(row: int, col: int\) -> Vector2i:$/m);
        expect(code).toMatch(/^static func axial_to_offset\(q: int, r: int\) -> Vector2i:$/m);
        expect(code).toMatch(/^static func neighbors\(row: int, col: int\) -> Array\[Vector2i\]:$/m);
        expect(code).toMatch(/^static func distance\(row1: int, col1: int, row2: int, col2: int\) -> int:$/m);
        expect(code).toMatch(/^static func hex_to_pixel\(row: int, col: int\) -> Vector2:$/m);
        expect(code).toMatch(/^static func pixel_to_hex\(x: float, y: float\) -> Vector2i:$/m);
      }
    }
  });

  it('divides integers only where the half is exact, saying so to Godot, and wraps turns with posmod', () => {
    for (const layout of layouts) {
      for (const code of all(layout)) {
        for (const fn of functions(code)) {
          // An int / int (a literal 2, not 2.0) truncates: only the exact halves do it, under the warning's annotation.
          const intDivision = /\/ 2(?!\.)\b/.test(fn);
          expect(intDivision, fn).toBe(fn.includes('@warning_ignore("integer_division")'));
          if (intDivision)
            expect(fn).toMatch(
              /\((row|col|r|q) [-+] \(\1 & 1\)\) \/ 2|\(absi\(d\.x\) \+ absi\(d\.y\) \+ absi\(d\.x \+ d\.y\)\) \/ 2/,
            );
        }
        // Godot's % truncates towards zero: negative turns need posmod. Its own round, abs, min, max for ints.
        expect(code).not.toMatch(/ % /);
        expect(code).not.toMatch(/\b(round|abs|min|max)\(/);
      }
    }
    expect(labCode(layouts[0], 'gdscript', 'rotate', TEST_WORDS)).toContain('for _i in posmod(turns, 6):');
    expect(labCode(layouts[0], 'gdscript', 'none', TEST_WORDS)).toContain('var q := roundi(fq)');
  });

  it('puts a tile as Vector2i(col, row), as a TileMapLayer does', () => {
    const pointy = labCode(layouts[0], 'gdscript', 'spiral', TEST_WORDS);
    expect(pointy).toContain('return Vector2i(q + (r - (r & 1)) / 2, r)');
    expect(pointy).toContain('result.append(Vector2i(col + step[1], row + step[0]))');
    expect(pointy).toContain('var result: Array[Vector2i] = [Vector2i(col, row)]');
    expect(labCode(layouts[3], 'gdscript', 'none', TEST_WORDS)).toContain('return Vector2i(q, r + (q + (q & 1)) / 2)');
  });
});

describe('the GDScript worked example', () => {
  it('is a static func that prints each call, tiles as Vector2i(col, row) in its arguments and its comments', () => {
    const settings = LAYOUTS[0][1];
    const board = makeBoard(shapePreset('tutorial', { rows: 9, cols: 9, ...settings }), settings);
    const tile = middleTile(board);
    const example = { board, radius: 1, steps: 0, tile, source: 'middle' as const, selected: -1, point: null };
    const code = labCode(layouts[0], 'gdscript', 'intersect', TEST_WORDS, example);
    const body = code.slice(code.indexOf('static func example() -> void:'));
    expect(body).toMatch(/^static func example\(\) -> void:\n\tprint\(offset_to_axial\(\d+, \d+\)\)  # \[/);
    expect(body).not.toMatch(/^ +\S/m);
    const { calls } = exampleCalls(layouts[0], { ...example, tool: 'intersect' });
    const [row, col] = calls[1].value as [number, number];
    expect(body).toContain(`  # [${col}, ${row}]`);
    expect(body).toMatch(/range_intersection\(\[Vector2i\(\d+, \d+\), Vector2i\(\d+, \d+\)\], 1\)/);
    expect(body.split('\n').filter((l) => l.startsWith('\tprint(')).length).toBe(calls.length);
  });
});
