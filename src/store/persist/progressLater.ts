// The progress store's writes (progressWrites.ts) are not on the first screen: fetched in idle time after the first
// paint (ui/prefetch.ts) or at a game's end, whichever comes first. The recorders hand their entries over once it has.
import { later } from '../later';

export const progressWrites = later(() => import('./progressWrites'));
