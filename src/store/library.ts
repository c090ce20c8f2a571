// "My boards": every board the player edits is kept in a local library (IndexedDB, see boardStorage.ts), named and
// listed. The board on screen is either one of them (currentId) or a shared board opened from a link (currentId null),
// which is never written over one of the player's boards until they choose "Save to My boards".
// What comes back from storage is outside input: each record is checked (parseSaved) before it touches the store.
import { create, type StoreApi } from 'zustand';
import type { NoticeMessage, SaveProblem } from './notices';
import { AUTOSAVE_KEY, applySaved, parseSaved, readAutosave, savedOf, serialise, type Saved } from './autosave';
import { defaultStorage, type BoardStorage } from './boardStorage';
import type { AppState } from './index';
import { snapshotNow } from './hydration';

export interface BoardEntry {
  id: string;
  name: string;
  /** when it was last saved, ms since 1970 */
  savedAt: number;
  saved: Saved;
}

export interface LibraryState {
  /** false until the first board is on screen (start-up waits for IndexedDB rather than show a wrong board) */
  ready: boolean;
  /** newest first */
  boards: BoardEntry[];
  /** the player's board on screen, or null for a shared board from a link */
  currentId: string | null;
}

export const useLibrary = create<LibraryState>()(snapshotNow<LibraryState>(() => ({ ready: false, boards: [], currentId: null })));

/** The names the library gives boards it makes: the UI passes them in the reader's language. */
export interface BoardNames {
  /** the first board, made from what is on screen */
  firstName: string;
  /** a duplicate's name */
  copyOf(name: string): string;
}

const CURRENT = 'current';
const keyOf = (id: string) => `board:${id}`;
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const DELAY_MS = 300;

/** A stored record, checked, or why it can't be used. */
function readEntry(value: unknown): BoardEntry | SaveProblem {
  if (!value || typeof value !== 'object') return { kind: 'recordNotObject' };
  const o = value as Record<string, unknown>;
  if (typeof o.id !== 'string' || typeof o.name !== 'string') return { kind: 'recordNoName' };
  const parsed = parseSaved(typeof o.board === 'string' ? o.board : null);
  if (!parsed.ok) return parsed.problem;
  if (!parsed.saved) return { kind: 'recordNoBoard' };
  return { id: o.id, name: o.name, savedAt: typeof o.savedAt === 'number' ? o.savedAt : 0, saved: parsed.saved };
}

const record = (e: BoardEntry) => ({ id: e.id, name: e.name, savedAt: e.savedAt, board: serialise(e.saved) });

/** The player's boards over one storage, wired to the app's store. */
export class Library {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private full = false;

  /** `names` words a board's name in the reader's language at the moment it is made, once its texts have loaded. */
  constructor(
    private readonly store: StoreApi<AppState>,
    private readonly names: () => Promise<BoardNames>,
    private readonly storage: BoardStorage = defaultStorage(),
    private readonly state = useLibrary,
  ) {}

  /**
   * Read the library. Reports unreadable records (and leaves them stored: nothing is lost), and storage that can't
   * be read at all (blocked, absent, closed): then the list is empty and the board on screen stays.
   */
  async load(): Promise<BoardEntry[]> {
    const boards: BoardEntry[] = [];
    const bad: SaveProblem[] = [];
    let stored: [string, unknown][];
    try {
      stored = await this.storage.entries();
    } catch {
      this.blocked();
      return this.state.getState().boards;
    }
    for (const [key, value] of stored) {
      if (!key.startsWith('board:')) continue;
      const entry = readEntry(value);
      if ('kind' in entry) bad.push(entry);
      else boards.push(entry);
    }
    if (bad.length) this.notice({ kind: 'boardsUnreadable', count: bad.length, problem: bad[0] });
    boards.sort((a, b) => b.savedAt - a.savedAt);
    this.state.setState({ boards });
    return boards;
  }

  /**
   * Start-up without a link: show the player's last board. An empty library first takes in the old localStorage
   * autosave, once (then that key is removed), or the board on screen.
   */
  async openLast(localStore: Storage | null = safeLocalStorage()): Promise<void> {
    const boards = await this.load();
    if (boards.length === 0) {
      const old = readAutosave(this.store, localStore);
      if (old) applySaved(this.store, old);
      const entry = await this.add((await this.names()).firstName);
      if (old && entry) {
        try {
          localStore?.removeItem(AUTOSAVE_KEY);
        } catch {
          // Left in place: it is only read while the library is empty.
        }
      }
      return;
    }
    const last = await this.storage.get(CURRENT).catch(() => null);
    const entry = boards.find((b) => b.id === last) ?? boards[0];
    applySaved(this.store, entry.saved);
    this.state.setState({ currentId: entry.id });
  }

  /** Save the board on screen as a new board of the library and make it the current one. */
  async add(name: string): Promise<BoardEntry | null> {
    const entry: BoardEntry = { id: newId(), name, savedAt: Date.now(), saved: savedOf(this.store.getState()) };
    if (!(await this.write(entry))) return null;
    this.state.setState((s) => ({ boards: [entry, ...s.boards], currentId: entry.id }));
    await this.storage.set(CURRENT, entry.id).catch(() => {});
    return entry;
  }

  /** Show one of the player's boards. */
  async open(id: string): Promise<void> {
    const entry = this.state.getState().boards.find((b) => b.id === id);
    if (!entry) return;
    this.flush();
    applySaved(this.store, entry.saved);
    this.state.setState({ currentId: id });
    await this.storage.set(CURRENT, id).catch(() => {});
  }

  async rename(id: string, name: string): Promise<void> {
    const entry = this.state.getState().boards.find((b) => b.id === id);
    const clean = name.trim();
    if (!entry || clean === '' || clean === entry.name) return;
    const next = { ...entry, name: clean };
    if (await this.write(next)) this.replace(next);
  }

  async duplicate(id: string): Promise<void> {
    this.flush();
    const { copyOf } = await this.names();
    const entry = this.state.getState().boards.find((b) => b.id === id);
    if (!entry) return;
    const copy: BoardEntry = { ...entry, id: newId(), name: copyOf(entry.name), savedAt: Date.now() };
    if (await this.write(copy)) this.state.setState((s) => ({ boards: [copy, ...s.boards] }));
  }

  async remove(id: string): Promise<void> {
    try {
      await this.storage.del(keyOf(id));
    } catch {
      return this.notice({ kind: 'storageBlocked' });
    }
    this.state.setState((s) => ({ boards: s.boards.filter((b) => b.id !== id), currentId: s.currentId === id ? null : s.currentId }));
  }

  /** Keep the current board saved: a moment after each change to it, and at once on flush(). Returns a stop function. */
  startSaving(): () => void {
    const unsubscribe = this.store.subscribe((s, prev) => {
      const changed = s.level !== prev.level || s.orientation !== prev.orientation || s.parity !== prev.parity || s.hexSize !== prev.hexSize || s.mode !== prev.mode || s.wrap !== prev.wrap;
      if (!changed || this.state.getState().currentId === null) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.saveCurrent(), DELAY_MS);
    });
    return () => {
      this.flush();
      unsubscribe();
    };
  }

  /** Save the board on screen into its entry now (a reload brought back a tab's board newer than the library's copy). */
  saveNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    return this.saveCurrent();
  }

  /** Write a pending save now (the page is hiding, or another board is about to open). */
  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    void this.saveCurrent();
  }

  private async saveCurrent(): Promise<void> {
    this.timer = null;
    const { currentId, boards } = this.state.getState();
    if (currentId === null) return;
    // The tab's board may have been deleted meanwhile (another tab, another start): its edits make it again.
    const entry = boards.find((b) => b.id === currentId) ?? { id: currentId, name: (await this.names()).firstName, savedAt: 0, saved: savedOf(this.store.getState()) };
    const next = { ...entry, savedAt: Date.now(), saved: savedOf(this.store.getState()) };
    if (await this.write(next)) {
      this.replace(next);
      await this.storage.set(CURRENT, next.id).catch(() => {});
    }
  }

  /** Store a record; on failure say why once per spell (the board stays on screen and in the list). */
  private async write(entry: BoardEntry): Promise<boolean> {
    try {
      await this.storage.set(keyOf(entry.id), record(entry));
      this.full = false;
      return true;
    } catch (e) {
      if (isQuota(e)) {
        if (!this.full) this.notice({ kind: 'storageFull' });
        this.full = true;
      } else this.blocked();
      return false;
    }
  }

  /** Storage refuses to work at all: say so once (the board stays on screen, and edits go on in this page). */
  private blocked(): void {
    if (!this.full) this.notice({ kind: 'storageBlocked' });
    this.full = true;
  }

  private replace(entry: BoardEntry): void {
    this.state.setState((s) => ({ boards: [entry, ...s.boards.filter((b) => b.id !== entry.id)] }));
  }

  private notice(message: NoticeMessage): void {
    this.store.getState().setNotice({ kind: 'error', message });
  }
}

const isQuota = (e: unknown): boolean => e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
