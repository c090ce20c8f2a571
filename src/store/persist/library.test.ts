import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TUTORIAL_HEXAGON } from '../../engine';
import { AUTOSAVE_KEY, serialise, type Saved } from './autosave';
import { memoryStorage } from './boardStorage';
import { useHexlab } from '../index';
import { BOARD_RECORD_VERSION, Library, useLibrary, type BoardNames } from './library';

const oldSave: Saved = {
  level: [
    [0, 1],
    [-1, 3],
  ],
  orientation: 'pointy',
  parity: 'even',
  hexSize: 30,
  mode: 'editor',
  shape: 'custom',
};

const local = (entries: Record<string, string> = {}) => {
  const data = new Map(Object.entries(entries));
  return Object.assign(
    {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
    { data },
  ) as unknown as Storage & { data: Map<string, string> };
};

/** The names the UI would pass, in English. */
const NAMES = async (): Promise<BoardNames> => ({ firstName: 'My board', copyOf: (name) => `${name} (copy)` });
const names = () => useLibrary.getState().boards.map((b) => b.name);

beforeEach(() => {
  vi.useFakeTimers();
  useLibrary.setState({ ready: false, boards: [], currentId: null });
  useHexlab.getState().setNotice(null);
  useHexlab.getState().setParity('odd');
  useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
});
afterEach(() => vi.useRealTimers());

describe('when the library starts empty', () => {
  it("takes in the old localStorage autosave once, as the player's board, and removes the old key", async () => {
    const storage = memoryStorage();
    const old = local({ [AUTOSAVE_KEY]: serialise(oldSave) });
    await new Library(useHexlab, NAMES, storage).openLast(old);
    expect(useHexlab.getState().board.level).toEqual(oldSave.level);
    expect(names()).toEqual(['My board']);
    expect(old.data.has(AUTOSAVE_KEY)).toBe(false);

    useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
    await new Library(useHexlab, NAMES, storage).openLast(
      local({ [AUTOSAVE_KEY]: serialise({ ...oldSave, level: [[1]] }) }),
    );
    expect(useHexlab.getState().board.level).toEqual(oldSave.level);
    expect(names()).toEqual(['My board']);
  });

  it("names the first board in the reader's language, waiting for the texts that word it", async () => {
    let loaded: (names: BoardNames) => void = () => {};
    const texts = new Promise<BoardNames>((resolve) => (loaded = resolve));
    const opening = new Library(useHexlab, () => texts, memoryStorage()).openLast(local());
    await Promise.resolve();
    expect(names()).toEqual([]);
    loaded({ firstName: 'Mi tablero', copyOf: (name) => `${name} (copia)` });
    await opening;
    expect(names()).toEqual(['Mi tablero']);
  });

  it('says so when the old autosave is unreadable, and keeps it', async () => {
    const old = local({ [AUTOSAVE_KEY]: '{"v":1,"level":[[0,"wall"]]}' });
    await new Library(useHexlab, NAMES, memoryStorage()).openLast(old);
    expect(useHexlab.getState().notice?.message).toEqual({
      kind: 'restoreFailed',
      problem: { kind: 'badCell', value: '"wall"' },
    });
    expect(old.data.has(AUTOSAVE_KEY)).toBe(true);
  });
});

describe("when the player's board is edited", () => {
  it('saves it a moment later, and a new page opens it', async () => {
    const storage = memoryStorage();
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    const stop = lib.startSaving();
    useHexlab.getState().setLevel([[0, 0, 1]]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
    await new Library(useHexlab, NAMES, storage).openLast(local());
    expect(useHexlab.getState().board.level).toEqual([[0, 0, 1]]);
  });

  it("never writes a shared board over one of the player's boards", async () => {
    const storage = memoryStorage();
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    const stop = lib.startSaving();
    useLibrary.setState({ currentId: null }); // a link opened
    useHexlab.getState().setLevel([[1, 1]]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await new Library(useHexlab, NAMES, storage).openLast(local());
    expect(useHexlab.getState().board.level).toEqual(TUTORIAL_HEXAGON);
  });

  it('says so when storage is full, and keeps the board on screen and the old copy stored', async () => {
    const storage = memoryStorage();
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    storage.set = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const stop = lib.startSaving();
    useHexlab.getState().setLevel([[0, 0]]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(useHexlab.getState().notice?.message).toEqual({ kind: 'storageFull' });
    expect(useHexlab.getState().board.level).toEqual([[0, 0]]);
    // The tutorial board saved before storage filled up is still there, whole.
    const boards = [...storage.data.values()].map((v) => (v as { board?: string }).board ?? '');
    expect(boards.some((b) => b.includes('"level":[[-1'))).toBe(true);
  });
});

describe('when boards are managed', () => {
  it('renames, duplicates and deletes them', async () => {
    const lib = new Library(useHexlab, NAMES, memoryStorage());
    await lib.openLast(local());
    const [first] = useLibrary.getState().boards;
    await lib.rename(first.id, '  Castle  ');
    await lib.duplicate(first.id);
    expect(names()).toEqual(['Castle (copy)', 'Castle']);
    await lib.remove(first.id);
    expect(names()).toEqual(['Castle (copy)']);
  });

  it('lists the readable boards and says how many could not be read', async () => {
    const storage = memoryStorage();
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    await storage.set('board:broken', { id: 'broken', name: 'Broken', board: '{"v":1,"level":"x"}' });
    await lib.load();
    expect(names()).toEqual(['My board']);
    expect(useHexlab.getState().notice?.message).toEqual({
      kind: 'boardsUnreadable',
      count: 1,
      problem: { kind: 'noRows' },
    });
  });
});

describe('when storage fails', () => {
  const broken = (why: Error) => ({
    lasting: true,
    get: () => Promise.reject(why),
    set: () => Promise.reject(why),
    del: () => Promise.reject(why),
    entries: () => Promise.reject(why),
    update: () => Promise.reject(why),
  });

  it('starts with the board on screen and says work can not be saved, with no rejection left', async () => {
    const lib = new Library(
      useHexlab,
      NAMES,
      broken(new DOMException('The database connection is closing.', 'InvalidStateError')),
    );
    await expect(lib.openLast(local())).resolves.toBeUndefined();
    expect(useHexlab.getState().notice?.message).toEqual({ kind: 'storageBlocked' });
    expect(useHexlab.getState().board.level).toEqual(TUTORIAL_HEXAGON);
  });

  it("asks, rather than saving nowhere, when the tab's board was deleted meanwhile, and keeps it on the word", async () => {
    const storage = memoryStorage();
    const lib = new Library(useHexlab, NAMES, storage);
    useLibrary.setState({ boards: [], currentId: 'gone' });
    useHexlab.getState().setLevel([[0, 0, 1]], 'custom');
    await lib.reopen('gone', { at: 5, changed: true });
    expect(useLibrary.getState().clash).toEqual({ kind: 'deleted', id: 'gone', name: 'My board' });
    expect(useLibrary.getState().currentId).toBeNull();
    expect(storage.data.size).toBe(0);
    await lib.keepMine();
    const again = new Library(useHexlab, NAMES, storage);
    useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
    await again.openLast(local());
    expect(useHexlab.getState().board.level).toEqual([[0, 0, 1]]);
  });
});

describe('when records of other versions are stored', () => {
  const v1 = { id: 'old', name: 'Old board', savedAt: 5, board: serialise(oldSave) };

  it("reads a version 1 record (no version field) and writes it back as today's version", async () => {
    const storage = memoryStorage();
    await storage.set('board:old', v1);
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    expect(useHexlab.getState().board.level).toEqual(oldSave.level);
    await lib.rename('old', 'Renamed');
    const stop = lib.startSaving();
    useHexlab.getState().setLevel([[0, 0, 1]]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(storage.data.get('board:old')).toMatchObject({ v: BOARD_RECORD_VERSION, id: 'old', name: 'Renamed' });
  });

  it('refuses a record from a newer version with a message, keeps it stored, and never writes over it', async () => {
    const storage = memoryStorage();
    const newer = { ...v1, v: BOARD_RECORD_VERSION + 1, layers: ['a future field'] };
    await storage.set('board:old', v1);
    const lib = new Library(useHexlab, NAMES, storage);
    await lib.openLast(local());
    await storage.set('board:old', newer); // a newer Hexlab in another tab saved it
    const stop = lib.startSaving();
    useHexlab.getState().setLevel([[0, 0, 1]]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(storage.data.get('board:old')).toEqual(newer);
    expect(useHexlab.getState().notice?.message).toEqual({
      kind: 'boardsUnreadable',
      count: 1,
      problem: { kind: 'newer', found: BOARD_RECORD_VERSION + 1 },
    });
    await lib.load();
    expect(names()).toEqual([]);
  });
});
