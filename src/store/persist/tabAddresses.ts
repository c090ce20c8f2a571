// The addresses this tab has shown (kept in sessionStorage, which survives a reload but not a new tab). A reload may
// load the address from before the last mirror write, so start-up treats any of them as "this tab's own board".
import { SESSION } from './keys';

const KEY = SESSION.tabAddresses;

const read = (): string[] => {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** Whether this tab showed this address before (so a reload of it should keep the tab's newer, autosaved board). */
export const isTabAddress = (search: string): boolean => search !== '' && read().includes(search);

/** Remember an address this tab shows. */
export function rememberTabAddress(search: string): void {
  if (!search) return;
  try {
    const list = read().filter((s) => s !== search);
    list.push(search);
    sessionStorage.setItem(KEY, JSON.stringify(list.slice(-20)));
  } catch {
    // Without sessionStorage a reload falls back to the autosave's own address check.
  }
}
