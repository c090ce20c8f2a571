import { wrapProblem } from '../engine';
import { isFloorValue, MAX_LEVEL_SIDE } from '../games/editor/limits';
import { clip, fail, Fields, ShareError, unpacked } from './fields';
import { linkFields, linkModes } from './linkFields';
import { unpackMask } from './pack';
import { parseQuery } from './query';
import { MAX_HEX_SIZE, MIN_HEX_SIZE, SHARE_VERSION, type DecodeResult, type SharedState } from './types';

/** The parameters that mark a query as a Hexlab link; a query with none of them shares nothing. */
const SHARE_KEYS = ['v', 'm', 'mask', 'rows', 'cols'];
/** A link's board: every link has one but that of a mode whose field stands alone (FieldCodec's `alone`). */
const BOARD_KEYS = ['rows', 'cols', 'mask'];

/** Read a link's query string (with or without '?'). Never throws: a bad link gives the reason (LinkProblem). */
export function decodeShare(query: string): DecodeResult {
  try {
    const params = parseQuery(query);
    if (params === null) return { ok: false, error: { kind: 'garbled' } };
    if (!SHARE_KEYS.some((k) => params.has(k))) return { ok: true, state: null };
    return { ok: true, state: decodeFields(new Fields(params)) };
  } catch (e) {
    if (e instanceof ShareError) return { ok: false, error: e.problem };
    return { ok: false, error: { kind: 'unreadable' } };
  }
}

function decodeFields(f: Fields): SharedState {
  checkVersion(f);
  const mode = f.choice('m', 'mode', linkModes());
  const orientation = f.choice('o', 'orientation', ['pointy', 'flat'] as const);
  const parity = f.choice('p', 'offset', ['odd', 'even'] as const);
  const hexSize = readHexSize(f);
  // A mode whose field is all its link needs (its codec's `alone`) may carry it alone: no board (the mode draws its
  // own), hence no other mode's game.
  const codecs = linkFields();
  const alone = codecs.find((c) => c.mode === mode)?.alone;
  if (alone && !BOARD_KEYS.some((k) => f.has(k))) {
    const field = alone(f);
    if (field !== undefined) return { mode, orientation, parity, hexSize, [mode]: field };
  }
  const rows = f.int('rows', 'rowCount', 0, Number.MAX_SAFE_INTEGER);
  const cols = f.int('cols', 'columnCount', 0, Number.MAX_SAFE_INTEGER);
  if (rows > MAX_LEVEL_SIDE || cols > MAX_LEVEL_SIDE) {
    fail({ kind: 'boardTooBig', rows, cols, max: MAX_LEVEL_SIDE });
  }
  if (rows < 1 || cols < 1) fail({ kind: 'boardEmpty', rows, cols });
  const level = unpacked(unpackMask(f.raw('mask', 'board'), rows, cols));
  const board = {
    rows,
    cols,
    isFloor: (i: number) => i >= 0 && i < rows * cols && isFloorValue(level[Math.floor(i / cols)][i % cols]),
  };
  const state: SharedState = { mode, orientation, parity, hexSize, level };
  if (f.has('wrap')) {
    const wrap = f.choice('wrap', 'wraparound', ['x', 'xy', 'hex'] as const);
    const problem = wrapProblem(level, { orientation, parity }, wrap);
    if (problem) fail({ kind: 'cannotWrap', why: problem });
    state.wrap = wrap;
  }
  // Each mode's field, by its codec, in the registry's order (the first bad one is the one reported).
  for (const codec of codecs) {
    const field = codec.read(f, board);
    if (field !== undefined) Object.assign(state, { [codec.mode]: field });
  }
  return state;
}

function checkVersion(f: Fields): void {
  if (!f.has('v')) fail({ kind: 'noVersion', version: SHARE_VERSION });
  const raw = f.raw('v', 'version');
  if (raw === String(SHARE_VERSION)) return;
  if (/^\d{1,9}$/.test(raw) && Number(raw) > SHARE_VERSION) {
    fail({ kind: 'newerVersion', found: Number(raw), reads: SHARE_VERSION });
  }
  fail({ kind: 'unknownVersion', found: clip(raw), reads: SHARE_VERSION });
}

function readHexSize(f: Fields): number {
  return f.int('s', 'hexSize', MIN_HEX_SIZE, MAX_HEX_SIZE);
}
