import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatePuzzle, type GenerateOptions } from '../../games/puzzle/generate';
import type { Level } from '../../games/puzzle/level';
import { dailyPuzzle } from '../../games/puzzle/daily';

const options: GenerateOptions = { shape: 'rectangle', difficulty: 'medium', seed: 11 };

afterEach(() => vi.unstubAllGlobals());

describe('when the page asks the worker for a puzzle', () => {
  it('posts the level generatePuzzle makes from the same options', async () => {
    const posted: Level[] = [];
    const scope = {
      onmessage: null as null | ((e: { data: GenerateOptions }) => void),
      postMessage: (m: Level) => posted.push(m),
    };
    vi.stubGlobal('self', scope);
    await import('./puzzleGenerate.worker');
    scope.onmessage!({ data: options });
    expect(posted).toEqual([generatePuzzle(options)]);
  });

  it("posts a date's daily puzzle, and null for a date that does not exist", async () => {
    const posted: (Level | null)[] = [];
    const scope = {
      onmessage: null as null | ((e: { data: { daily: string } }) => void),
      postMessage: (m: Level | null) => posted.push(m),
    };
    vi.stubGlobal('self', scope);
    vi.resetModules();
    await import('./puzzleGenerate.worker');
    scope.onmessage!({ data: { daily: '2026-12-07' } });
    scope.onmessage!({ data: { daily: '2026-02-30' } });
    expect(posted).toEqual([dailyPuzzle('2026-12-07')!.level, null]);
  });
});

class FakeWorker {
  static last: FakeWorker;
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((e: { data: Level }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  constructor(public url: URL) {
    FakeWorker.last = this;
  }
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the page-side client', () => {
  it('sends the options and resolves with the level, ending the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { generatePuzzleInWorker } = await import('./puzzleGenerate.client');
    const job = generatePuzzleInWorker(options);
    const w = FakeWorker.last;
    expect(w.url.pathname).toMatch(/puzzleGenerate\.worker\.ts$/);
    expect(w.sent).toEqual([options]);
    const level = { title: 'T' } as Level;
    w.onmessage!({ data: level });
    await expect(job.promise).resolves.toBe(level);
    expect(w.terminated).toBe(true);
  });

  it('settles with null and ends the worker when cancelled, and rejects when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { generatePuzzleInWorker } = await import('./puzzleGenerate.client');
    const job = generatePuzzleInWorker(options);
    job.cancel();
    await expect(job.promise).resolves.toBeNull();
    expect(FakeWorker.last.terminated).toBe(true);
    const failed = generatePuzzleInWorker(options);
    FakeWorker.last.onerror!({ message: 'boom' });
    await expect(failed.promise).rejects.toThrow('boom');
  });
});
