// The store's shape and its wiring, as types: what createStore (index.ts) takes and makes. Types only (lint).
import type { StoreApi, UseBoundStore } from 'zustand';
import type { makeBoard } from '../../engine/board';
import type { Replay } from '../../games/minesweeper/replay';
import type { Later } from '../later';
import type { AppState, BoardReset, Mode, ModePart } from './app';
import type { Kept } from './kept';

/** The links' code a record needs (a game's replay kept as a link's query), fetched after the first screen. */
export interface RecordLinks {
  /** the query string (without '?') of a link that opens this replay on the store's board */
  replayQuery(s: AppState, replay: Replay): string;
}

export interface StoreWiring {
  /** builds a board from levelData (tests pass a counting one) */
  buildBoard?: typeof makeBoard;
  /** each mode's reset for a new board, in place of its own (tests pass counting ones) */
  resets?: Partial<Record<Mode, BoardReset>>;
  /** the later modes' parts to start with (tests pass them all: `ALL_PARTS` in testing.ts) */
  parts?: readonly ModePart[];
  /** what the store keeps in the browser (the browser's storage; a test may pass its own) */
  kept?: Kept;
  /** the replay link a record keeps, fetched after the first screen (links/codec.ts; a test may pass its own) */
  recordLinks?: Later<RecordLinks>;
}

/**
 * A Hexlab store (index.ts, createStore): zustand's, with the later modes' parts joining it as their code loads, and
 * the keeping it was wired with (links remember a link's mine count through it).
 */
export type HexlabStore = UseBoundStore<StoreApi<AppState>> & {
  /** add a later mode's slice, started on the board on screen */
  addPart(part: ModePart): void;
  /** whether the mode's slice is in the store */
  hasPart(mode: Mode): boolean;
  kept: Kept;
};
