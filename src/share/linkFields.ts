// The link fields' registry: every mode's field codec, in the order a link writes them (and reads them, so the first
// bad field is the one reported). The codecs listed here are always in it; a mode may instead register its own from
// its field's file as its code runs (registerLinkField), after these, and the link codec then fetches that file with
// it (store/links/codec.ts). encode.ts and decode.ts loop over the list and never name a mode.
import type { FieldCodec } from './fieldCodec';
import { minesweeperField } from './fields/minesweeper';
import { heroField } from './fields/hero';
import { proximityField } from './fields/proximity';
import { MODES, type Mode } from './types';

/** The board's and layout's parameters, which no field may take. */
const BOARD_PARAMS: readonly string[] = ['v', 'm', 'o', 'p', 's', 'rows', 'cols', 'mask', 'wrap'];

const registered: FieldCodec[] = [];

function add(codec: FieldCodec): void {
  const taken = new Set([...BOARD_PARAMS, ...registered.flatMap((c) => c.params)]);
  const clash = codec.params.find((p) => taken.has(p));
  if (clash !== undefined) throw new Error(`The ${codec.mode} mode's link field takes "${clash}", already taken`);
  if (registered.some((c) => c.mode === codec.mode)) throw new Error(`The ${codec.mode} mode has a link field already`);
  registered.push(codec);
}

[minesweeperField, heroField, proximityField].forEach(add);

/** Every mode's link field, in the order a link writes them. */
export const linkFields = (): readonly FieldCodec[] => registered;

/**
 * Register a mode's link field after those above (a mode whose code comes later, or a test's); what it gives takes it
 * out again.
 */
export function registerLinkField(codec: FieldCodec): () => void {
  add(codec);
  return () => {
    const at = registered.indexOf(codec);
    if (at >= 0) registered.splice(at, 1);
  };
}

/** The modes a link may name: the app's, and any whose field was registered at run time. */
export function linkModes(): readonly Mode[] {
  const known = new Set<string>(MODES);
  // A mode registered at run time is a mode the type does not list; a link names it by its id all the same.
  return [...MODES, ...(registered.map((c) => c.mode).filter((m) => !known.has(m)) as Mode[])];
}
