// The games played with friends by links that this browser has seen, newest first, in localStorage: each game's
// latest link (the game whole), the seat this browser took and that seat's secret chain seed (never put in a link:
// without it the seat can't move again), with what the list shows beside it so it is drawn without opening a link.
// Versioned as every kept list is (versionedList.ts; version 1 is the first); a newer Hexlab's list is shown as empty and never written
// over.
import { create } from 'zustand';
import { safeLocal } from './storedChoice';
import { LOCAL } from './keys';
import { readList, writeList } from './versionedList';

const KEY = LOCAL.friendGames;
const FRIEND_GAMES_VERSION = 1;
const MAX_KEPT = 50;

export interface HeldFriendGame {
  /** the game's id, 16 hex digits */
  id: string;
  /** the game's latest link seen here (a query, without '?') */
  link: string;
  /** the seat this browser plays, 0 watching */
  you: number;
  /** the seat's secret chain seed (32 hex digits); null watching */
  seed: string | null;
  players: number;
  /** who acts next (a seat to take or a move), 0 when over */
  turn: number;
  seating: boolean;
  moves: number;
  /** each seat's total strength */
  scores: number[];
  /** when the latest link was seen here, ms since 1970 */
  at: number;
  /** how the game ended (absent while it goes on, and in entries kept before results were): resigned 0 for none */
  result?: { resigned: number; winners: number[] };
}

interface Held {
  games: HeldFriendGame[];
  /** the stored list is a newer Hexlab's: it is not written over */
  newer: boolean;
}

const isResult = (v: unknown): boolean =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Record<string, unknown>).resigned === 'number' &&
  Array.isArray((v as Record<string, unknown>).winners);

const isHeld = (v: unknown): v is HeldFriendGame => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === 'string' &&
    typeof o.link === 'string' &&
    typeof o.you === 'number' &&
    (o.seed === null || typeof o.seed === 'string') &&
    typeof o.players === 'number' &&
    typeof o.turn === 'number' &&
    typeof o.seating === 'boolean' &&
    typeof o.moves === 'number' &&
    Array.isArray(o.scores) &&
    typeof o.at === 'number' &&
    (o.result === undefined || isResult(o.result))
  );
};

function readHeld(storage: Storage | null): Held {
  const { items, newer } = readList(storage, KEY, 'games', FRIEND_GAMES_VERSION, isHeld);
  return { games: items, newer };
}

/** The games with friends, for their list (read when first asked for). */
export const useFriendGames = create<Held>()(() => readHeld(safeLocal()));

function store(games: HeldFriendGame[], storage: Storage | null): boolean {
  if (useFriendGames.getState().newer) return false;
  useFriendGames.setState({ games });
  // A full storage keeps the list for this visit.
  return writeList(storage, KEY, 'games', FRIEND_GAMES_VERSION, games);
}

/** The game as last held here (read from storage: another tab may have played it meanwhile), or null. */
export function heldFriendGame(id: string, storage: Storage | null = safeLocal()): HeldFriendGame | null {
  return readHeld(storage).games.find((g) => g.id === id) ?? null;
}

/** Keep a game (first in the list, in place of what was held of it). False when the browser could not store it. */
export function keepFriendGame(game: HeldFriendGame, storage: Storage | null = safeLocal()): boolean {
  const others = readHeld(storage).games.filter((g) => g.id !== game.id);
  return store([game, ...others].slice(0, MAX_KEPT), storage);
}

/** Forget a game, and this browser's secret for it. */
export function dropFriendGame(id: string, storage: Storage | null = safeLocal()): void {
  store(
    readHeld(storage).games.filter((g) => g.id !== id),
    storage,
  );
}
