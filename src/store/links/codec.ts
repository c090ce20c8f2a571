// The link codec, both ways, fetched on first need and never with the first screen: in idle time after the first
// paint (ui/prefetch.ts), at a game's first click (the records keep a replay as a link), or when a link is made or
// opened. To a link (toLink/) builds a link from the store; from a link (fromLink/) applies one to it. The two come in
// one download (linkCodec.ts): they share the share/ codec, and a chunk each would only add a third for it.
// The link fields of modes whose code comes later (share/linkFields.ts) are fetched with it, so no link is read or
// written without them.
import { later } from '../later';

/** Each later mode's link field, to fetch with the codec (its module registers it as it runs). */
const fields: (() => Promise<unknown>)[] = [];

/** Say where the later modes' link fields come from (the mode registry, ui/modes.ts, once, as the app starts). */
export function installLinkFields(loaders: readonly (() => Promise<unknown>)[]): void {
  fields.push(...loaders);
}

export const linkCodec = later(() =>
  Promise.all([import('./linkCodec'), ...fields.map((load) => load())]).then(([codec]) => codec),
);
