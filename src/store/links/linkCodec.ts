// The link codec's one download (codec.ts): both directions.
export { replayQuery, shareQuery } from './toLink/toLink';
export { openShareQuery, replayFromQuery } from './fromLink/fromLink';
