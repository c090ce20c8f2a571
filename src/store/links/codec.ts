// The link codec, both ways, fetched on first need and never with the first screen: in idle time after the first
// paint (ui/prefetch.ts), at a game's first click (the records keep a replay as a link), or when a link is made or
// opened. To a link (toLink/) builds a link from the store; from a link (fromLink/) applies one to it. The two come in
// one download (linkCodec.ts): they share the share/ codec, and a chunk each would only add a third for it.
import { later } from '../later';

export const linkCodec = later(() => import('./linkCodec'));
