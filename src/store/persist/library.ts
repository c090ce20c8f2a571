// "My boards": every board the player edits is kept in a local library (IndexedDB, see boardStorage.ts), named and
// listed. The board on screen is either one of them (currentId) or a shared board opened from a link (currentId null),
// which is never written over one of the player's boards until they choose "Save to My boards".
// What comes back from storage is outside input: each record is checked (parseSaved) before it touches the store.
// Tabs: every write is one read-modify-write of one record (another tab's name or edits are never written over from a
// stale copy) and is announced on a BroadcastChannel; each tab then re-reads that record, shows it if its own copy had
// no changes since, and otherwise merges both tabs' changes, or asks (`clash`) where they can't both be kept.
import type { StoreApi, UseBoundStore } from 'zustand';
import type { NoticeMessage, SaveProblem } from '../notices';
import { AUTOSAVE_KEY, applySaved, parseSaved, readAutosave, savedOf, serialise, type Saved } from './autosave';
import { defaultStorage, isQuota, type BoardStorage } from './boardStorage';
import { mergeSaved, sameBoard, unchanged } from './boardMerge';
import { broadcastChannel, type TabChannel, type TabMessage } from './tabChannel';
import type { AppState } from '../state/app';
import { boardChanged } from '../modeBoards';
import { useLibrary, type BoardEntry, type LibraryState } from './libraryState';

export { libraryState, useLibrary, type BoardEntry, type LibraryState } from './libraryState';

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

/**
 * The version of a board record written today. Version 1 (no `v`) had the same fields; version 0 was the single
 * localStorage autosave (`hexlab:autosave:v1`), taken in by `openLast`. A newer record is refused, listed as
 * unreadable and never written over.
 */
export const BOARD_RECORD_VERSION = 2;

/** A stored record of any known version, migrated to today's and checked, or why it can't be used. */
function readEntry(value: unknown): BoardEntry | SaveProblem {
  if (!value || typeof value !== 'object') return { kind: 'recordNotObject' };
  const o = value as Record<string, unknown>;
  const v = o.v ?? 1;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    return { kind: 'version', found: JSON.stringify(v) ?? 'none' };
  if (v > BOARD_RECORD_VERSION) return { kind: 'newer', found: v };
  if (typeof o.id !== 'string' || typeof o.name !== 'string') return { kind: 'recordNoName' };
  const parsed = parseSaved(typeof o.board === 'string' ? o.board : null);
  if (!parsed.ok) return parsed.problem;
  if (!parsed.saved) return { kind: 'recordNoBoard' };
  return { id: o.id, name: o.name, savedAt: typeof o.savedAt === 'number' ? o.savedAt : 0, saved: parsed.saved };
}

const record = (e: BoardEntry) => ({
  v: BOARD_RECORD_VERSION,
  id: e.id,
  name: e.name,
  savedAt: e.savedAt,
  board: serialise(e.saved),
});

/** The board on screen as this tab last wrote or read it: what its own changes are counted from. */
interface Synced {
  id: string;
  at: number;
  saved: Saved;
}

/** What a save found in storage: it wrote, the board was deleted, or the two tabs' changes need a choice. */
type Outcome =
  | { kind: 'written'; entry: BoardEntry }
  | { kind: 'lost'; name: string }
  | { kind: 'clash'; name: string }
  | { kind: 'refused'; problem: SaveProblem };

/** The player's boards over one storage, wired to the app's store. */
export class Library {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private full = false;
  private synced: Synced | null = null;
  /** set while a board from storage is put on screen, so that showing it is not taken for an edit to save */
  private applying = false;

  /** `names` words a board's name in the reader's language at the moment it is made, once its texts have loaded. */
  constructor(
    private readonly store: StoreApi<AppState>,
    private readonly names: () => Promise<BoardNames>,
    private readonly storage: BoardStorage = defaultStorage(),
    private readonly state: UseBoundStore<StoreApi<LibraryState>> = useLibrary,
    private readonly channel: () => TabChannel | null = broadcastChannel,
  ) {}

  private tabs: TabChannel | null | undefined;
  private get others(): TabChannel | null {
    return this.tabs === undefined ? (this.tabs = this.channel()) : this.tabs;
  }

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
    if (!this.storage.lasting) this.blocked();
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
    this.show(boards.find((b) => b.id === last) ?? boards[0]);
  }

  /** What a reload needs to know of this tab's board: the version it last wrote or read, and whether it changed since. */
  tabStamp(): { at: number | null; changed: boolean } {
    const { currentId } = this.state.getState();
    const synced = this.synced?.id === currentId ? this.synced : null;
    return { at: synced?.at ?? null, changed: !synced || !unchanged(savedOf(this.store.getState()), synced.saved) };
  }

  /**
   * A reload brought back this tab's board (with its `tabStamp`, when the tab kept one). Its changes are written back
   * when nobody else wrote the board since; a tab with no changes of its own shows the newer record; where both
   * changed, the player chooses. A board deleted meanwhile stays on screen, and the player is asked.
   */
  async reopen(id: string, stamp: { at: number | null; changed: boolean } | null): Promise<void> {
    await this.load();
    const stored = this.state.getState().boards.find((b) => b.id === id);
    if (!stored) return this.lost(id, (await this.names()).firstName);
    const mine = savedOf(this.store.getState());
    this.synced = { id, at: stored.savedAt, saved: stored.saved };
    if (sameBoard(mine, stored.saved)) return;
    if (!stamp || (stamp.changed && stamp.at === stored.savedAt)) return this.saveNow();
    if (!stamp.changed) return this.show(stored, false);
    this.state.setState({ clash: { kind: 'changed', id, name: stored.name } });
  }

  /** Save the board on screen as a new board of the library and make it the current one. */
  async add(name: string, id = newId()): Promise<BoardEntry | null> {
    const entry: BoardEntry = { id, name, savedAt: Date.now(), saved: savedOf(this.store.getState()) };
    if (!(await this.write(entry))) return null;
    this.synced = { id: entry.id, at: entry.savedAt, saved: entry.saved };
    this.state.setState((s) => ({
      boards: [entry, ...s.boards.filter((b) => b.id !== id)],
      currentId: entry.id,
      clash: null,
    }));
    this.tell('saved', entry.id);
    await this.storage.set(CURRENT, entry.id).catch(() => {});
    return entry;
  }

  /** Show one of the player's boards (as stored now: another tab may have changed it). */
  async open(id: string): Promise<void> {
    this.flush();
    const entry = (await this.fresh(id)) ?? this.state.getState().boards.find((b) => b.id === id);
    if (!entry) return;
    this.show(entry);
    await this.storage.set(CURRENT, id).catch(() => {});
  }

  async rename(id: string, name: string): Promise<void> {
    const entry = this.state.getState().boards.find((b) => b.id === id);
    const clean = name.trim();
    if (!entry || clean === '' || clean === entry.name) return;
    // Only the name changes in the stored record: whatever another tab saved in it stays.
    const renamed = (stored: unknown) =>
      isRecord(stored) && !('kind' in readEntry(stored)) ? { ...stored, name: clean } : undefined;
    if (await this.change(id, renamed)) {
      this.replace({ ...((await this.fresh(id)) ?? entry), name: clean });
      this.tell('saved', id);
    }
  }

  async duplicate(id: string): Promise<void> {
    this.flush();
    const { copyOf } = await this.names();
    const entry = (await this.fresh(id)) ?? this.state.getState().boards.find((b) => b.id === id);
    if (!entry) return;
    const copy: BoardEntry = { ...entry, id: newId(), name: copyOf(entry.name), savedAt: Date.now() };
    if (!(await this.write(copy))) return;
    this.state.setState((s) => ({ boards: [copy, ...s.boards] }));
    this.tell('saved', copy.id);
  }

  async remove(id: string): Promise<void> {
    try {
      await this.storage.del(keyOf(id));
    } catch {
      return this.notice({ kind: 'storageBlocked' });
    }
    if (this.synced?.id === id) this.synced = null;
    this.state.setState((s) => ({
      boards: s.boards.filter((b) => b.id !== id),
      currentId: s.currentId === id ? null : s.currentId,
    }));
    this.tell('removed', id);
  }

  /** Keep the current board saved: a moment after each change to it, and at once on flush(). Returns a stop function. */
  startSaving(): () => void {
    const unsubscribe = this.store.subscribe((s, prev) => {
      if (!boardChanged(s, prev) || this.applying || this.state.getState().currentId === null) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.saveCurrent(), DELAY_MS);
    });
    const stopListening = this.others?.listen((m) => void this.heard(m)) ?? (() => {});
    return () => {
      this.flush();
      unsubscribe();
      stopListening();
    };
  }

  /** Save the board on screen into its entry now. */
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

  /** The player's answer to a clash: keep this tab's board (written over the other tab's, or made again if deleted). */
  async keepMine(): Promise<void> {
    const clash = this.state.getState().clash;
    if (!clash) return;
    if (clash.kind === 'deleted') {
      await this.add(clash.name, clash.id);
      return;
    }
    const stored = await this.fresh(clash.id);
    if (!stored) return void (await this.add(clash.name, clash.id));
    this.synced = { id: clash.id, at: stored.savedAt, saved: stored.saved };
    this.state.setState({ clash: null });
    await this.saveNow();
  }

  /** The player's answer to a clash: show the other tab's version (or, for a deleted board, let it go). */
  async takeTheirs(): Promise<void> {
    const clash = this.state.getState().clash;
    if (!clash) return;
    this.state.setState({ clash: null });
    const stored = clash.kind === 'changed' ? await this.fresh(clash.id) : null;
    if (stored) this.show(stored);
  }

  /** Another tab wrote or deleted a board: refresh the list, and the board on screen if it is that one. */
  private async heard({ kind, id }: TabMessage): Promise<void> {
    const entry = kind === 'removed' ? null : await this.fresh(id);
    if (entry) this.replace(entry);
    else this.state.setState((s) => ({ boards: s.boards.filter((b) => b.id !== id) }));
    const { currentId } = this.state.getState();
    if (currentId !== id || this.synced?.id !== id) return;
    if (!entry)
      return this.lost(
        id,
        this.state.getState().boards.find((b) => b.id === id)?.name ?? (await this.names()).firstName,
      );
    if (entry.savedAt === this.synced.at) return;
    // No change of ours since: show theirs. Changes of ours: saving now merges them with theirs.
    if (unchanged(savedOf(this.store.getState()), this.synced.saved)) this.show(entry, false);
    else await this.saveNow();
  }

  private async saveCurrent(): Promise<void> {
    this.timer = null;
    const { currentId, clash } = this.state.getState();
    if (currentId === null || clash?.id === currentId) return;
    const id = currentId;
    const mine = savedOf(this.store.getState());
    const synced = this.synced?.id === id ? this.synced : null;
    if (synced && unchanged(mine, synced.saved)) return;
    let outcome: Outcome | null = null;
    // In one transaction: the record as stored now, and this tab's changes laid over it.
    const ok = await this.change(id, (stored) => {
      const entry = stored === undefined ? null : readEntry(stored);
      if (entry === null) return void (outcome = { kind: 'lost', name: this.nameOf(id) });
      // A record this version can't read (a newer Hexlab's) is never written over.
      if ('kind' in entry && entry.kind === 'newer') return void (outcome = { kind: 'refused', problem: entry });
      const theirs = 'kind' in entry ? null : entry;
      const name = theirs?.name ?? this.nameOf(id);
      let saved = mine;
      if (theirs && synced && theirs.savedAt !== synced.at) {
        const merged = mergeSaved(synced.saved, mine, theirs.saved);
        if (!merged) return void (outcome = { kind: 'clash', name });
        saved = merged;
      }
      const next: BoardEntry = { id, name, savedAt: Math.max(Date.now(), (theirs?.savedAt ?? 0) + 1), saved };
      outcome = { kind: 'written', entry: next };
      return record(next);
    });
    if (!ok || !outcome) return;
    const done = outcome as Outcome;
    if (done.kind === 'lost') return this.lost(id, done.name);
    if (done.kind === 'refused') return this.notice({ kind: 'boardsUnreadable', count: 1, problem: done.problem });
    if (done.kind === 'clash') return void this.state.setState({ clash: { kind: 'changed', id, name: done.name } });
    this.replace(done.entry);
    this.tell('saved', id);
    if (this.state.getState().currentId !== id) return;
    // The other tab's changes, merged in, join this tab's on screen, with any edit made while the save was on its way.
    if (!sameBoard(done.entry.saved, mine)) {
      const now = savedOf(this.store.getState());
      const shown = unchanged(now, mine) ? done.entry.saved : mergeSaved(mine, now, done.entry.saved);
      if (shown) this.show({ ...done.entry, saved: shown }, false);
    }
    this.synced = { id, at: done.entry.savedAt, saved: done.entry.saved };
    await this.storage.set(CURRENT, id).catch(() => {});
  }

  /** The board on screen was deleted elsewhere: it stays on screen, out of the library, and the player is asked. */
  private lost(id: string, name: string): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.synced = null;
    this.state.setState((s) => ({
      boards: s.boards.filter((b) => b.id !== id),
      currentId: null,
      clash: { kind: 'deleted', id, name },
    }));
  }

  /** Put a stored board on screen (in this tab's mode when it only follows another tab's write). */
  private show(entry: BoardEntry, asLeft = true): void {
    const saved = asLeft ? entry.saved : { ...entry.saved, mode: this.store.getState().mode };
    this.applying = true;
    try {
      applySaved(this.store, saved);
    } finally {
      this.applying = false;
    }
    this.synced = { id: entry.id, at: entry.savedAt, saved };
    this.state.setState({ currentId: entry.id, clash: null });
  }

  private nameOf(id: string): string {
    return this.state.getState().boards.find((b) => b.id === id)?.name ?? this.state.getState().clash?.name ?? '';
  }

  /** One record as stored now, checked; null when it is gone or unreadable. */
  private async fresh(id: string): Promise<BoardEntry | null> {
    try {
      const entry = readEntry(await this.storage.get(keyOf(id)));
      return 'kind' in entry ? null : entry;
    } catch {
      return null;
    }
  }

  private tell(kind: TabMessage['kind'], id: string): void {
    try {
      this.others?.post({ kind, id });
    } catch {
      // A closed channel: the other tabs see the change when they next read the library.
    }
  }

  /** Store a record; on failure say why once per spell (the board stays on screen and in the list). */
  private write(entry: BoardEntry): Promise<boolean> {
    return this.change(entry.id, () => record(entry));
  }

  /** Change one stored record in one transaction; on failure say why once per spell. */
  private async change(id: string, change: (stored: unknown) => unknown): Promise<boolean> {
    try {
      await this.storage.update(keyOf(id), change);
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
    this.state.setState((s) => ({
      boards: [entry, ...s.boards.filter((b) => b.id !== entry.id)].sort((a, b) => b.savedAt - a.savedAt),
    }));
  }

  private notice(message: NoticeMessage): void {
    this.store.getState().setNotice({ kind: 'error', message });
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
