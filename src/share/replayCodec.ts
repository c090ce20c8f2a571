// A Minesweeper replay in a link: the `rp` field. Bytes, then lz-string like every packed field (pack.ts):
//   a version byte (1); a flags byte (bit 0: '?' marks on, bit 1: the mines follow);
//   the action count; per action, zigzag(cell - the previous action's cell) * 3 + kind (0 open, 1 flag, 2 undo), so
//   clicks near each other take one byte, and the ms since the previous action;
//   when flagged, the mines as a bitset of cells, eight a byte.
// Numbers are unsigned varints (7 bits a byte, low first). Decoding checks every value against the board.
import { bytesToString, compress, decompress, type Unpacked } from './pack';
import { packedCellName } from '../games/cells';

const REPLAY_VERSION = 1;
/** The most actions a link may carry, and the longest game it may time (a day). */
const MAX_REPLAY_ACTIONS = 200_000;
const MAX_REPLAY_MS = 86_400_000;
/**
 * Each lost game in a replay (every undo is one) costs a pass over the board when watched; their number times the
 * board's cells is bounded, as a link's unpacked size is: 25,000,000 is 400 undos on a 250 x 250 board.
 */
const MAX_REPLAY_LOSS_CELLS = 25_000_000;

/** Why a link's replay is damaged. */
export type ReplayDamage =
  | {
      what:
        | 'start'
        | 'settings'
        | 'count'
        | 'tooLong'
        | 'minesSize'
        | 'minesUnreadable'
        | 'mineBeyond'
        | 'extra'
        | 'tooManyUndos';
    }
  | { what: 'moveCut' | 'moveOff'; move: number };

type SharedReplayKind = 'open' | 'flag' | 'undo';
const KINDS: readonly SharedReplayKind[] = ['open', 'flag', 'undo'];

/** A replay as a link carries it: cells (row * cols + col), times in ms since the clock started, nondecreasing. */
export interface SharedReplay {
  marks: boolean;
  /** the mines' cells, sorted, when the seed can't rebuild them (no-guess boards); null otherwise */
  mines: number[] | null;
  actions: { kind: SharedReplayKind; cell: number; t: number }[];
}

/** What decoding needs to know of the board. */
export interface ReplayBoard {
  cols: number;
  /** rows * cols */
  cells: number;
  isFloor(cell: number): boolean;
}

function pushVarint(out: number[], v: number): void {
  let x = v;
  while (x >= 0x80) {
    out.push((x % 0x80) | 0x80);
    x = Math.floor(x / 0x80);
  }
  out.push(x);
}

/** The `rp` field's value for a replay on a board of `cells` cells. */
export function packReplay(r: SharedReplay, cells: number): string {
  const out: number[] = [REPLAY_VERSION, (r.marks ? 1 : 0) | (r.mines ? 2 : 0)];
  pushVarint(out, r.actions.length);
  let last = 0;
  let prev = 0;
  for (const a of r.actions) {
    const d = a.cell - prev;
    prev = a.cell;
    pushVarint(out, (d >= 0 ? 2 * d : -2 * d - 1) * 3 + KINDS.indexOf(a.kind));
    pushVarint(out, Math.max(0, a.t - last));
    last = Math.max(last, a.t);
  }
  const bytes = new Uint8Array(out.length + (r.mines ? Math.ceil(cells / 8) : 0));
  bytes.set(out);
  if (r.mines) for (const c of r.mines) bytes[out.length + (c >> 3)] |= 1 << (c & 7);
  return compress(bytesToString(bytes));
}

/** Read an `rp` field for this board: the replay, or why it can't be used (never throws). */
export function unpackReplay(data: string, board: ReplayBoard, mineCount: number): Unpacked<SharedReplay> {
  // A version and a flags byte, the count, two varints of at most six bytes a move, and the mines' bitset.
  const raw = decompress(data, 'replay', 8 + 12 * MAX_REPLAY_ACTIONS + Math.ceil(board.cells / 8));
  if (!raw.ok) return raw;
  const s = raw.value;
  let at = 0;
  const damaged = (why: ReplayDamage): Unpacked<SharedReplay> => ({ ok: false, error: { kind: 'replayDamaged', why } });
  const byte = (): number => (at < s.length ? s.charCodeAt(at++) : -1);
  const varint = (): number => {
    let v = 0;
    let scale = 1;
    for (let k = 0; k < 6; k++) {
      const b = byte();
      if (b < 0 || b > 255) return -1;
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    return -1;
  };
  const version = byte();
  if (version !== REPLAY_VERSION) {
    return version > REPLAY_VERSION && version <= 255
      ? { ok: false, error: { kind: 'replayNewer', version } }
      : damaged({ what: 'start' });
  }
  const flags = byte();
  if (flags < 0 || flags > 3) return damaged({ what: 'settings' });
  const count = varint();
  if (count < 0 || count > MAX_REPLAY_ACTIONS) return damaged({ what: 'count' });
  const actions: SharedReplay['actions'] = [];
  let t = 0;
  let prev = 0;
  let undos = 0;
  for (let i = 0; i < count; i++) {
    const code = varint();
    const dt = varint();
    if (code < 0 || dt < 0) return damaged({ what: 'moveCut', move: i + 1 });
    const kind = KINDS[code % 3];
    const z = Math.floor(code / 3);
    const cell = prev + (z % 2 === 0 ? z / 2 : -(z + 1) / 2);
    if (cell < 0 || cell >= board.cells) return damaged({ what: 'moveOff', move: i + 1 });
    prev = cell;
    t += dt;
    if (t > MAX_REPLAY_MS) return damaged({ what: 'tooLong' });
    if (kind !== 'undo' && !board.isFloor(cell)) {
      return { ok: false, error: { kind: 'replayMoveNotFloor', move: i + 1, cell: packedCellName(cell, board.cols) } };
    }
    actions.push({ kind, cell, t });
    if (kind === 'undo' && ++undos * board.cells > MAX_REPLAY_LOSS_CELLS) return damaged({ what: 'tooManyUndos' });
  }
  let mines: number[] | null = null;
  if (flags & 2) {
    if (s.length - at !== Math.ceil(board.cells / 8)) return damaged({ what: 'minesSize' });
    mines = [];
    for (let c = 0; c < board.cells; c++) {
      const b = s.charCodeAt(at + (c >> 3));
      if (b > 255) return damaged({ what: 'minesUnreadable' });
      if (!(b & (1 << (c & 7)))) continue;
      if (!board.isFloor(c))
        return { ok: false, error: { kind: 'replayMineNotFloor', cell: packedCellName(c, board.cols) } };
      mines.push(c);
    }
    if (mines.length !== mineCount)
      return { ok: false, error: { kind: 'replayMineCount', mines: mines.length, board: mineCount } };
    for (let k = Math.ceil(board.cells / 8) * 8 - 1; k >= board.cells; k--) {
      if (s.charCodeAt(at + (k >> 3)) & (1 << (k & 7))) return damaged({ what: 'mineBeyond' });
    }
  } else if (at !== s.length) return damaged({ what: 'extra' });
  return { ok: true, value: { marks: (flags & 1) === 1, mines, actions } };
}
