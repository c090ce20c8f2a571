import { afterEach, describe, expect, it, vi } from 'vitest';
import { TUTORIAL_HEXAGON } from '../../engine';
import type { NoGuessMessage, NoGuessRequest } from '../../games/minesweeper/solver/noGuess.protocol';

const request: NoGuessRequest = {
  level: TUTORIAL_HEXAGON,
  orientation: 'pointy',
  parity: 'odd',
  mineCount: 30,
  firstClick: 60,
  seed: 4,
};

afterEach(() => vi.unstubAllGlobals());

describe('when the page asks the worker for a no-guess board', () => {
  it('rebuilds the board and posts the mines, handing over their buffer', async () => {
    const posted: [NoGuessMessage, Transferable[] | undefined][] = [];
    const scope = {
      onmessage: null as null | ((e: { data: NoGuessRequest }) => void),
      postMessage: (m: NoGuessMessage, t?: Transferable[]) => posted.push([m, t]),
    };
    vi.stubGlobal('self', scope);
    await import('./noGuess.worker');
    scope.onmessage!({ data: request });
    const [done, transfer] = posted[posted.length - 1];
    expect(done.type).toBe('done');
    if (done.type !== 'done') return;
    expect(done.ok).toBe(true);
    expect(done.mines.reduce((a, v) => a + v, 0)).toBe(30);
    expect(transfer).toEqual([done.mines.buffer]);
  });
});

class FakeWorker {
  static last: FakeWorker;
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((e: { data: NoGuessMessage }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  listeners: (() => void)[] = [];
  constructor(public url: URL) {
    FakeWorker.last = this;
    FakeWorker.made++;
  }
  static made = 0;
  addEventListener(_type: 'error', listener: () => void) {
    this.listeners.push(listener);
  }
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the page-side client', () => {
  it('passes progress on and resolves with the finished board', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker } = await import('./noGuess.client');
    const seen: number[] = [];
    const job = runNoGuessInWorker(request, (f) => seen.push(f));
    const w = FakeWorker.last;
    expect(w.url.pathname).toMatch(/noGuess\.worker\.ts$/);
    expect(w.sent).toEqual([request]);
    w.onmessage!({ data: { type: 'progress', fraction: 0.5 } });
    w.onmessage!({ data: { type: 'done', mines: new Uint8Array(3), ok: true } });
    await expect(job.promise).resolves.toMatchObject({ ok: true });
    expect(seen).toEqual([0.5]);
    expect(w.terminated).toBe(true);
  });

  it('settles as cancelled and stops the worker when cancelled', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker } = await import('./noGuess.client');
    const job = runNoGuessInWorker(request);
    job.cancel();
    await expect(job.promise).resolves.toMatchObject({ ok: false, reason: { kind: 'cancelled' } });
    expect(FakeWorker.last.terminated).toBe(true);
  });

  it('rejects when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker } = await import('./noGuess.client');
    const job = runNoGuessInWorker(request);
    FakeWorker.last.onerror!({ message: 'boom' });
    await expect(job.promise).rejects.toThrow('boom');
  });

  it('adds no words of its own to a failure the browser gives none for (the catalogue words it)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker } = await import('./noGuess.client');
    const job = runNoGuessInWorker(request);
    FakeWorker.last.onerror!({ message: '' });
    await expect(job.promise).rejects.toThrow(expect.objectContaining({ message: '' }));
  });

  it('builds the first board in the worker started ahead, its code already in, and the next in a new one', async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker, warmNoGuessWorker } = await import('./noGuess.client');
    FakeWorker.made = 0;
    warmNoGuessWorker();
    warmNoGuessWorker();
    const warm = FakeWorker.last;
    expect(FakeWorker.made).toBe(1);
    runNoGuessInWorker(request);
    expect(FakeWorker.made).toBe(1);
    expect(warm.sent).toEqual([request]);
    runNoGuessInWorker(request);
    expect(FakeWorker.made).toBe(2);
  });

  it('drops a worker started ahead that failed to start: the board is built in a new one', async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
    const { runNoGuessInWorker, warmNoGuessWorker } = await import('./noGuess.client');
    warmNoGuessWorker();
    const failed = FakeWorker.last;
    failed.listeners.forEach((l) => l());
    expect(failed.terminated).toBe(true);
    runNoGuessInWorker(request);
    expect(FakeWorker.last).not.toBe(failed);
    expect(FakeWorker.last.sent).toEqual([request]);
  });

  it("takes over the worker index.html's script started before the app ran, once, rather than starting another", async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
    const early = new FakeWorker(new URL('https://hexlab.test/assets/noGuess.worker.js'));
    vi.stubGlobal('hxNoGuessWorker', early);
    const { runNoGuessInWorker, warmNoGuessWorker } = await import('./noGuess.client');
    FakeWorker.made = 0;
    warmNoGuessWorker();
    expect(FakeWorker.made).toBe(0);
    runNoGuessInWorker(request);
    expect(early.sent).toEqual([request]);
    runNoGuessInWorker(request);
    expect(FakeWorker.made).toBe(1);
    expect(FakeWorker.last).not.toBe(early);
  });

  it("builds the first board in the page's early worker even when the app never warmed one", async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
    const early = new FakeWorker(new URL('https://hexlab.test/assets/noGuess.worker.js'));
    vi.stubGlobal('hxNoGuessWorker', early);
    const { runNoGuessInWorker } = await import('./noGuess.client');
    runNoGuessInWorker(request);
    expect(early.sent).toEqual([request]);
  });
});
