import { decodeShare } from './decode';
import type { DecodeResult } from './types';

/** Read a share link from `location.search` (with its '?', or empty): a thin wrapper over decodeShare. */
export function readShareFromSearch(search: string): DecodeResult {
  return decodeShare(search.startsWith('?') ? search.slice(1) : search);
}
