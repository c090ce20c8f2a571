// The drawing of a game's board in the list of games with friends: one SVG path per owner (0 the empty floor, -1
// the walls), each tile a hexagon from the engine's corner maths. Cheap on purpose: a big board gets no drawing.
import { axialToPixel, cornerOffset, KIND_FLOOR, makeLayout, type Board } from '../../../engine';

/** Boards with more tiles than this get no thumbnail: its path would cost more than the list it sits in. */
export const THUMB_MAX_TILES = 3000;

export interface Thumb {
  readonly viewBox: string;
  /** one path a group of tiles: owner 1..4, 0 empty floor, -1 wall */
  readonly paths: readonly { readonly owner: number; readonly d: string }[];
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** The thumbnail of a position: tiles grouped by owner; null for an empty or too big board. */
export function thumbPaths(board: Board, owner: ArrayLike<number>): Thumb | null {
  if (board.size === 0 || board.size > THUMB_MAX_TILES) return null;
  const layout = makeLayout({ orientation: board.orientation, parity: board.parity, size: 10 });
  const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(layout, i));
  const groups = new Map<number, string[]>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let id = 0; id < board.size; id++) {
    const c = axialToPixel(layout, { q: board.q[id], r: board.r[id] });
    const who = board.kind[id] === KIND_FLOOR ? owner[id] : -1;
    const parts = corners.map((o, i) => `${i === 0 ? 'M' : 'L'}${r1(c.x + o.x)} ${r1(c.y + o.y)}`);
    let group = groups.get(who);
    if (!group) groups.set(who, (group = []));
    group.push(`${parts.join('')}Z`);
    minX = Math.min(minX, c.x - 10);
    minY = Math.min(minY, c.y - 10);
    maxX = Math.max(maxX, c.x + 10);
    maxY = Math.max(maxY, c.y + 10);
  }
  const paths = [...groups.entries()].sort(([a], [b]) => a - b).map(([who, d]) => ({ owner: who, d: d.join('') }));
  return { viewBox: `${r1(minX)} ${r1(minY)} ${r1(maxX - minX)} ${r1(maxY - minY)}`, paths };
}
