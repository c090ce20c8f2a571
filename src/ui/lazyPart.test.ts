import { describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: the first screen's parts are registered as their modules load.
const freshParts = async () => {
  vi.resetModules();
  return import('./lazyPart');
};

describe('loadFirstScreenParts', () => {
  it('asks for one part per task, so asking never makes one long task of them all', async () => {
    const { hydratedPart, loadFirstScreenParts } = await freshParts();
    const asked: string[] = [];
    // What had been asked for when each ask's task ended (its microtasks run before the next task).
    const atTaskEnd: string[][] = [];
    const part = (name: string) => () => {
      asked.push(name);
      queueMicrotask(() => queueMicrotask(() => atTaskEnd.push([...asked])));
      return Promise.resolve(() => null);
    };
    hydratedPart(part('header'));
    hydratedPart(part('panel'));
    hydratedPart(part('bar'));

    const all = loadFirstScreenParts();
    expect(asked).toEqual([]);
    await expect(all).resolves.toHaveLength(3);
    expect(atTaskEnd).toEqual([['header'], ['header', 'panel'], ['header', 'panel', 'bar']]);
  });

  it('fails when a part fails to come, and still asks for the others', async () => {
    const { hydratedPart, loadFirstScreenParts } = await freshParts();
    const later = vi.fn(() => Promise.resolve(() => null));
    hydratedPart(() => Promise.reject(new Error('offline')));
    hydratedPart(later);

    await expect(loadFirstScreenParts()).rejects.toThrow('offline');
    await vi.waitFor(() => expect(later).toHaveBeenCalledOnce());
  });
});
