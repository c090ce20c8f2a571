// Each language's code, compiled and run on this machine in every layout, answers as the engine does. One program a
// language and layout (the code, then a harness that makes every call and prints the answers), so each compiler runs
// four times in all.
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../../../engine/testing';
import type { LabTool } from '../../tools';
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
