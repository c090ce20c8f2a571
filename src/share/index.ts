// The URL codec: a share link's query string to and from a validated SharedState. Pure; never throws on input.
export * from './types';
export { encodeShare } from './encode';
export { decodeShare } from './decode';
export type { SharedReplay } from './replayCodec';
