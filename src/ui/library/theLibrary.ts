// The player's library of boards ("My boards"), made once. Its code is not on the first screen: start-up fetches it
// (src/app/boot.ts) while the first screen paints, and what else uses it reaches it through `libraryCode`.
import { useHexlab } from '../../store';
import { Library } from '../../store/persist/library';
import { loadNamespace, useLang } from '../i18n';
import { hrefFor, writeHistory } from '../links/urlHistory';

/** The names new boards get, in the reader's language when the board is made (waiting for its texts if need be). */
const boardNames = () => loadNamespace(useLang.getState().lang, 'messages').then((m) => m.boardNames);

let library: Library | null = null;

/** The player's library of boards (made at start-up). */
export const theLibrary = (): Library => (library ??= new Library(useHexlab, boardNames));

/** The library once made, else null (before start-up has fetched its code). */
export const libraryIfMade = (): Library | null => library;

/** Show one of the player's boards, as a new entry of the tab's history at the app's own address (no link). */
export async function openOwnBoard(id: string): Promise<void> {
  await theLibrary().open(id);
  writeHistory('push', hrefFor(''));
}

/** Keep the shared board on screen as one of the player's boards; the address drops the link. */
export async function saveSharedBoard(name: string): Promise<void> {
  if (await theLibrary().add(name)) writeHistory('replace', hrefFor(''));
}
