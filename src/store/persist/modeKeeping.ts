// What each mode keeps in the browser, attached to the store from outside (app/boot.ts), as the progress recorder and
// the library's saving are: the store knows nothing of it. A mode's keeper comes with its part (ModePart.keep, in the
// part's own download), so it starts the moment the part joins the store, from the state it joined with: nothing
// done after the join (a link's game opened right after it) goes unkept.
import { joinedParts, partsJoined } from '../modeParts';
import type { Mode } from '../state/app';
import type { HexlabStore } from '../state/store';

/** Start each mode's keeper as its part joins `store` (and those already in it); returns a function that stops all. */
export function keepModes(store: Pick<HexlabStore, 'subscribe' | 'getState' | 'hasPart'>): () => void {
  const started = new Map<Mode, () => void>();
  let seen = -1;
  const startJoined = () => {
    // Parts join rarely: look again only when one has joined some store since.
    if (partsJoined() === seen) return;
    seen = partsJoined();
    for (const part of joinedParts())
      if (part.keep && !started.has(part.mode) && store.hasPart(part.mode))
        started.set(part.mode, part.keep(store, store.getState()));
  };
  startJoined();
  const unsubscribe = store.subscribe(startJoined);
  return () => {
    unsubscribe();
    for (const stop of started.values()) stop();
  };
}
