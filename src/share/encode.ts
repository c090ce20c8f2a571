import { packMask } from './pack';
import { formatQuery } from './query';
import { linkFields } from './linkFields';
import { SHARE_VERSION, type SharedState } from './types';

/**
 * The query string (without '?') of a link that opens this state. The layout and mode (v, m, o, p, s), then the board
 * (rows, cols, a packed mask; wrap), then each mode's field that the state carries, as its codec writes it, in the
 * registry's order (linkFields.ts). Settings stay readable parameters; boards, games in progress and moves are packed
 * (see pack.ts), index lists sorted and unique. A state without a board (a mode whose field stands alone) writes no
 * rows, cols nor mask.
 */
export function encodeShare(state: SharedState): string {
  const level = state.level ?? [];
  const board = { rows: level.length, cols: level[0]?.length ?? 0 };
  const params: [string, string][] = [
    ['v', String(SHARE_VERSION)],
    ['m', state.mode],
    ['o', state.orientation],
    ['p', state.parity],
    ['s', String(state.hexSize)],
  ];
  if (state.level)
    params.push(
      ['rows', String(board.rows)],
      ['cols', String(board.cols)],
      ['mask', packMask(level, board.rows, board.cols)],
    );
  if (state.wrap) params.push(['wrap', state.wrap]);
  // A state holds each mode's field under the mode's id.
  const fields = state as unknown as Readonly<Record<string, unknown>>;
  for (const codec of linkFields()) {
    const field = fields[codec.mode];
    if (field !== undefined) params.push(...codec.write(field, board));
  }
  return formatQuery(params);
}
