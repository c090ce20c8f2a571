// The hashes of the protocol (protocol.ts says what each is for). SHA-256 comes from the caller: the browser's and
// Node's Web Crypto both give it (webSha256), and games/ reaches no global.
import { MAX_DRAW } from '../types';
import type { ChainLink, FriendGame, PlayerNo } from './types';

/** SHA-256 of some bytes, 32 bytes back. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

/** SHA-256 through Web Crypto's `subtle` (globalThis.crypto.subtle in browsers and Node 20). */
export const webSha256 =
  (subtle: Pick<SubtleCrypto, 'digest'>): Sha256 =>
  async (bytes) =>
    new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));

/** Bytes as lower-case hex digits. */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex digits as bytes (the caller has checked them: ids and chain links come from the codec or from us). */
export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Chain links, game keys and draws are SHA-256 cut to 16 bytes: 128 bits is out of reach of a preimage search. */
export const LINK_BYTES = 16;

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The game's key: a hash of its id, board, rules and seats. Every chain step and draw hashes it in, so a chain made
 * for one game proves nothing in another, and a link whose board or rules were changed fails its commitments.
 */
export async function gameKey(game: Pick<FriendGame, 'id' | 'board' | 'rules' | 'players'>, sha: Sha256) {
  const { level, orientation, parity, wrap } = game.board;
  const text = [
    'hexlab-friend-1',
    game.id,
    game.rules,
    game.players,
    orientation,
    parity,
    wrap,
    level.length,
    level.map((line) => line.join(',')).join(';'),
  ].join('|');
  return (await sha(ascii(text))).slice(0, LINK_BYTES);
}

/** One step up a player's chain: link i + 1 is the hash of link i (with the game's key and the seat). */
export async function chainStep(key: Uint8Array, player: PlayerNo, link: Uint8Array, sha: Sha256) {
  return (await sha(concat([ascii('c'), key, Uint8Array.of(player), link]))).slice(0, LINK_BYTES);
}

/** The link `steps` steps above this one. */
export async function climb(key: Uint8Array, player: PlayerNo, from: ChainLink, steps: number, sha: Sha256) {
  let link = fromHex(from);
  for (let i = 0; i < steps; i++) link = await chainStep(key, player, link, sha);
  return toHex(link) as ChainLink;
}

/**
 * The strengths drawn for a move (1..20 each, `count` of them): from the mover's chain link revealed with the move and
 * every other seat's latest reveal before it, in seat order. 4 bytes a strength; the bias of `% MAX_DRAW` is below 2^-28.
 */
export async function drawAt(
  key: Uint8Array,
  move: number,
  links: readonly Uint8Array[],
  count: number,
  sha: Sha256,
): Promise<number[]> {
  const index = new Uint8Array(4);
  new DataView(index.buffer).setUint32(0, move);
  const digest = await sha(concat([ascii('d'), key, index, ...links]));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  return Array.from({ length: count }, (_, i) => 1 + (view.getUint32(4 * i) % MAX_DRAW));
}
