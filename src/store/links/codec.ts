// The link codec, both ways, fetched on first need and never with the first screen: in idle time after the first
// paint (ui/prefetch.ts), at a game's first click (the records keep a replay as a link), or when a link is made or
// opened. To a link (toLink/) builds a link from the store; from a link (fromLink/) applies one to it.
import { later } from '../later';

/** Making a link: the store's state, or a record's replay. */
export const toLink = later(() => import('./toLink/toLink'));

/** Opening a link (the address, a daily's replay, a record's replay). */
export const fromLink = later(() => import('./fromLink/fromLink'));
