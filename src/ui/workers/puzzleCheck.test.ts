import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PuzzleCheckMessage } from '../../games/puzzle/check.protocol';
import { writeLevel } from '../../games/puzzle/level';
import { realLevels } from '../../games/puzzle/testKit';

afterEach(() => vi.unstubAllGlobals());

const textOf = (name: string) => writeLevel(realLevels.find((l) => l.name === name)!.board.level);

describe('when the page asks the checking worker about a puzzle', () => {
  it('answers a no-guess puzzle with its grade, and a puzzle that needs a guess with none', async () => {
    const posted: PuzzleCheckMessage[] = [];
    const scope = {
      onmessage: null as null | ((e: { data: { text: string } }) => Promise<void>),
      postMessage: (m: PuzzleCheckMessage) => posted.push(m),
    };
    vi.stubGlobal('self', scope);
    await import('./puzzleCheck.worker');
    const done = async (name: string) => {
      posted.length = 0;
      await scope.onmessage!({ data: { text: textOf(name) } });
      return posted.find((m) => m.type === 'done');
    };
    expect(await done('zelox-net.hexcells')).toMatchObject({ result: { verdict: 'no-guess', grade: 'hard' } });
    expect(await done('alpha-first_hexcells_test.hexcells')).toMatchObject({
      result: { verdict: 'no-guess', grade: 'easy' },
    });
    const guess = await done('james-column-non-consecutive.hexcells');
    expect(guess).toMatchObject({ result: { verdict: 'needs-guess' } });
    expect(guess && 'grade' in guess.result).toBe(false);
  }, 60_000);
});
