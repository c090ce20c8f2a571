// The link of a Proximity game by links. The board goes as every link's board does (v, m=proximity, o, p, s, rows,
// cols, mask, wrap: encode.ts), then one field, `fg`, base64url of these bytes:
//   a version byte: 1, or 2 when a seat resigned (a game nobody resigned is still written as 1, so a Hexlab from before
//   resigns opens it; one with a resign it refuses as newer); a settings byte: bit 0 the rules (0 classic, 1 p2), bits 1-2 the seats - 2, bits 3-4 the
//   seats taken - 1; the game id (8 bytes); the move count (varint);
//   per seat taken, its commitment (16 bytes); per seat that has revealed a link by now, its latest reveal (16 bytes);
//   the moves, each tile * hand + slot in the fewest bits that hold the board's tiles times the hand (8 bits a move
//   on a 250-tile classic board), low bit first;
//   version 2 only, a resign: the seat that resigned (1 byte) and the link its next move would have revealed (16);
//   a check: the first 6 bytes of SHA-256 of the board's own query (as encodeShare writes it) and the bytes before.
// The check makes a cut or mistyped link refused rather than opened as another game; a deliberate change is caught
// by the commitments and by what this browser already holds (protocol.ts, compare.ts).
import { makeBoard } from '../engine';
import { RULES } from '../games/proximity/rules';
import type { Sha256 } from '../games/proximity/byLink/hash';
import { fromHex, LINK_BYTES, toHex } from '../games/proximity/byLink/hash';
import { replayFriend, revealsOf, type FriendPosition } from '../games/proximity/byLink/replay';
import type { ChainLink, FriendGame, FriendProblem, GameId, PlayerNo, TileId } from '../games/proximity/byLink/types';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { bitWidth, ByteReader, ByteWriter, fromBase64Url, toBase64Url } from './friendBytes';
import type { LinkProblem } from './problems';
import { parseQuery } from './query';
import type { SharedState } from './types';

const FRIEND_VERSION = 1;
/** the version of a link that carries a resign */
const RESIGN_VERSION = 2;
const CHECK_BYTES = 6;
const ID_BYTES = 8;

/** Why a link is not a game by links that can be opened, as data for the catalogues. */
export type FriendLinkProblem =
  /** the board part, as any link's (problems.ts) */
  | { kind: 'link'; problem: LinkProblem }
  /** a link, but not of a game by links (no `fg`): open it as a plain link */
  | { kind: 'notFriendLink' }
  | { kind: 'friendNewer'; version: number }
  /** the bytes end before the game does: the link was cut */
  | { kind: 'friendCut' }
  /** the check fails, or bytes are left over: the link was changed on the way */
  | { kind: 'friendCorrupted' }
  /** read whole, but not a legal game (protocol.ts, replay.ts) */
  | { kind: 'game'; problem: FriendProblem };

export type OpenedFriendLink =
  { ok: true; game: FriendGame; position: FriendPosition; hexSize: number } | { ok: false; problem: FriendLinkProblem };

const boardQuery = (game: FriendGame, hexSize: number): string => {
  const { level, orientation, parity, wrap } = game.board;
  const state: SharedState = { mode: 'proximity', orientation, parity, hexSize, level };
  if (wrap !== 'none') state.wrap = wrap;
  return encodeShare(state);
};

async function check(query: string, body: Uint8Array, sha: Sha256): Promise<Uint8Array> {
  const text = new TextEncoder().encode(query);
  const all = new Uint8Array(text.length + body.length);
  all.set(text);
  all.set(body, text.length);
  return (await sha(all)).slice(0, CHECK_BYTES);
}

/** The query string (without '?') of a link that carries this game whole, shown at this hex size. */
export async function encodeFriendLink(game: FriendGame, hexSize: number, sha: Sha256): Promise<string> {
  const hand = RULES[game.rules].hand;
  const tiles = makeBoard(game.board.level, game.board).size;
  const w = new ByteWriter();
  w.byte(game.resign ? RESIGN_VERSION : FRIEND_VERSION);
  w.byte((game.rules === 'p2' ? 1 : 0) | ((game.players - 2) << 1) | ((game.commitments.length - 1) << 3));
  w.bytes(fromHex(game.id));
  w.varint(game.moves.length);
  for (const c of game.commitments) w.bytes(fromHex(c));
  for (const l of game.latest) if (l !== null) w.bytes(fromHex(l));
  w.bits(
    game.moves.map((m) => m.tile * hand + m.slot),
    bitWidth(tiles * hand),
  );
  if (game.resign) {
    w.byte(game.resign.player);
    w.bytes(fromHex(game.resign.link));
  }
  const body = w.done();
  const query = boardQuery(game, hexSize);
  const sum = await check(query, body, sha);
  const all = new Uint8Array(body.length + CHECK_BYTES);
  all.set(body);
  all.set(sum, body.length);
  return `${query}&fg=${toBase64Url(all)}`;
}

/** Open a link of a game by links: read it, check it, replay every move. Never throws on what a link holds. */
export async function openFriendLink(query: string, sha: Sha256): Promise<OpenedFriendLink> {
  const fail = (problem: FriendLinkProblem): OpenedFriendLink => ({ ok: false, problem });
  const shared = decodeShare(query);
  if (!shared.ok) return fail({ kind: 'link', problem: shared.error });
  const raw = parseQuery(query)?.get('fg');
  // (A link of a game by links has a board: only a link whose field draws its own board has none.)
  if (shared.state?.mode !== 'proximity' || !shared.state.level || raw === undefined)
    return fail({ kind: 'notFriendLink' });
  const { level, orientation, parity, hexSize, wrap = 'none' } = shared.state;
  const bytes = fromBase64Url(raw);
  // A link cut inside a character group leaves one character no bytes give.
  if (!bytes) return fail({ kind: /^[\w-]*$/.test(raw) && raw.length % 4 === 1 ? 'friendCut' : 'friendCorrupted' });
  const read = readGame(bytes.subarray(0, Math.max(0, bytes.length - CHECK_BYTES)), {
    level,
    orientation,
    parity,
    wrap,
  });
  if (read === 'cut' || bytes.length < CHECK_BYTES) return fail({ kind: 'friendCut' });
  if (read === 'extra') return fail({ kind: 'friendCorrupted' });
  if (typeof read === 'number') return fail({ kind: 'friendNewer', version: read });
  const sum = await check(boardQuery(read, hexSize), bytes.subarray(0, bytes.length - CHECK_BYTES), sha);
  if (toHex(sum) !== toHex(bytes.subarray(bytes.length - CHECK_BYTES))) return fail({ kind: 'friendCorrupted' });
  const replayed = await replayFriend(read, sha);
  if (!replayed.ok) return fail({ kind: 'game', problem: replayed.problem });
  return { ok: true, game: read, position: replayed.position, hexSize };
}

/** The game in a link's bytes (check left off), or what stops it: cut, bytes left over, or a newer version. */
function readGame(bytes: Uint8Array, board: FriendGame['board']): FriendGame | 'cut' | 'extra' | number {
  const r = new ByteReader(bytes);
  const version = r.byte();
  if (version === null) return 'cut';
  if (version !== FRIEND_VERSION && version !== RESIGN_VERSION) return version > RESIGN_VERSION ? version : 'extra';
  const settings = r.byte();
  const id = r.bytes(ID_BYTES);
  const count = r.varint();
  if (settings === null || id === null || count === null) return 'cut';
  if (settings > 31) return 'extra';
  const rules = settings & 1 ? 'p2' : 'classic';
  const players = ((settings >> 1) & 3) + 2;
  const seated = ((settings >> 3) & 3) + 1;
  const tiles = makeBoard(board.level, board).size;
  // More moves than tiles can't be legal: refused before reading, so a link can't ask for a huge read.
  if (seated > players || count > tiles) return 'extra';
  const commitments: ChainLink[] = [];
  const latest: (ChainLink | null)[] = [];
  for (let p = 0; p < seated; p++) {
    const c = r.bytes(LINK_BYTES);
    if (!c) return 'cut';
    commitments.push(toHex(c) as ChainLink);
  }
  for (let p = 1; p <= seated; p++) {
    if (revealsOf(p as PlayerNo, players, count) === 0) {
      latest.push(null);
      continue;
    }
    const l = r.bytes(LINK_BYTES);
    if (!l) return 'cut';
    latest.push(toHex(l) as ChainLink);
  }
  const hand = RULES[rules].hand;
  const width = bitWidth(tiles * hand);
  if (r.left < Math.ceil((count * width) / 8)) return 'cut';
  const values = r.bits(count, width);
  if (!values) return 'extra';
  const moves = values.map((v) => ({ tile: Math.floor(v / hand) as TileId, slot: v % hand }));
  const game: FriendGame = { id: toHex(id) as GameId, board, rules, players, commitments, latest, moves };
  if (version === FRIEND_VERSION) return r.left > 0 ? 'extra' : game;
  const player = r.byte();
  const link = r.bytes(LINK_BYTES);
  if (player === null || link === null) return 'cut';
  if (player < 1 || player > seated || r.left > 0) return 'extra';
  return { ...game, resign: { player: player as PlayerNo, link: toHex(link) as ChainLink } };
}
