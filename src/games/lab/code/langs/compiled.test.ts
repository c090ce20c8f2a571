// Each language's code, compiled and run on this machine in every layout, answers as the engine does. One program a
// language and layout (the code, then a harness that makes every call and prints the answers), so each compiler runs
// four times in all.
import { describe, expect, it } from 'vitest';
import { makeBoard, shapePreset } from '../../../../engine';
import { LAYOUTS } from '../../../../engine/testing';
import type { LabTool } from '../../tools';
import { exampleCalls, labCode, middleTile } from '../index';
import { TEST_WORDS } from '../testing';
import { compileAndRun, HARNESS, missing } from './harness.testing';
import { engineCode } from './index';
import { checks, mismatches, program } from './testing';

const ALL_TOOLS: LabTool[] = ['line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];
const LANGUAGES = ['python', 'lua', 'cpp', 'rust', 'csharp'] as const;
/** A hex size per layout, whole and not. */
const SIZES = [24, 10, 37, 31.5];

describe.each(LANGUAGES)('the %s code, run', (language) => {
  const why = missing(language);
  if (why) console.log(`Skipping the ${language} code's run: ${why}.`);

  it.skipIf(why !== null).each(LAYOUTS.map(([name, settings], i) => [name, settings, SIZES[i]] as const))(
    'answers as the engine does in the %s layout',
    (_, settings, size) => {
      const list = checks(settings, size);
      const code = engineCode({ ...settings, size }, language, ALL_TOOLS, TEST_WORDS);
      const { output, ms } = compileAndRun(language, code + HARNESS[language](program(list)));
      console.log(
        `${language} ${settings.orientation} ${settings.parity}: ${list.length} calls, ${ms.join(' ms + ')} ms`,
      );
      expect(mismatches(list, output, settings, size)).toEqual([]);
    },
    180_000,
  );
});

/** Every number a line shows, in order: `(1, -2)`, `[[1, 2], …]`, `{1, 2}` and `20.78…` read alike. */
const numbersOf = (line: string) => (line.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi) ?? []).map(Number);
const flat = (v: unknown): number[] => (Array.isArray(v) ? v.flatMap(flat) : [v as number]);

/** The tools the worked example is run with: the tile-list argument, levelData, a call on a ring, Python's hex_range. */
const EXAMPLE_TOOLS: LabTool[] = ['reflect', 'fov', 'intersect', 'range'];

describe.each(LANGUAGES)('the %s worked example, run', (language) => {
  const why = missing(language);

  it.skipIf(why !== null).each(LAYOUTS.map(([name, settings], i) => [name, EXAMPLE_TOOLS[i], settings] as const))(
    'prints what the JavaScript example prints, in the %s layout (tool %s)',
    (_, tool, settings) => {
      const layout = { ...settings, size: SIZES[LAYOUTS.findIndex(([, s]) => s === settings)] };
      const board = makeBoard(shapePreset('tutorial', { rows: 9, cols: 9, ...settings }), settings);
      const tile = middleTile(board);
      const example = {
        board,
        radius: 2,
        steps: 4,
        tile: tile + 3,
        source: 'hover' as const,
        selected: tile,
        point: { x: 31.27, y: -5.5 },
      };
      const code = labCode(layout, language, tool, TEST_WORDS, example);
      const { output } = compileAndRun(language, code);
      const lines = output.trim().split('\n');
      const { calls } = exampleCalls(layout, { ...example, tool });
      expect(lines.length).toBe(calls.length);
      calls.forEach((c, i) => {
        const want = flat(c.value);
        const got = numbersOf(lines[i]);
        expect(got.length, `${c.call}: ${lines[i]}`).toBe(want.length);
        want.forEach((v, k) => expect(got[k], `${c.call}: ${lines[i]}`).toBeCloseTo(v, 9));
      });
    },
    180_000,
  );
});
