// Watching a replay: the board shows the position after `step` actions and takes no clicks. Stepping forward applies
// one action to the position on screen; any other seek replays from the start (positions are cheap to rebuild).
import type { StateCreator } from 'zustand';
import { tileAtOffset, type Board } from '../engine';
import { applyAction, replayPlacer, replayTo, type Replay } from '../games/minesweeper/replay';
import { newGame } from '../games/minesweeper/state';
import { decodeShare, encodeShare, type SharedReplay, type SharedState } from '../share';
import { sharedFromStore } from './shareState';
import type { AppState } from './index';

export interface ReplayView {
  readonly data: Replay;
  readonly step: number;
  readonly playing: boolean;
  /** 0.5 to 8 */
  readonly speed: number;
}

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;

export interface ReplayActions {
  /** watch the game just played, from its start */
  msWatchReplay(): void;
  /** watch a replay (from a link or a record) on the board as it is now */
  msOpenReplay(data: Replay): void;
  msReplaySeek(step: number): void;
  msReplayStep(): void;
  msReplayPlay(): void;
  msReplayPause(): void;
  msReplaySpeed(speed: number): void;
  /** stop watching: the board stays as the game ended */
  msCloseReplay(): void;
}

export const createReplayActions: StateCreator<AppState, [], [], ReplayActions> = (set, get) => {
  const patchMs = (p: Partial<AppState['ms']>) => set((s) => ({ ms: { ...s.ms, ...p } }));
  /** Show the position after `step` actions; the timer shows that action's time. */
  const show = (view: ReplayView, game: AppState['ms']['game'], before: AppState['ms']['before']) => {
    const t = view.step > 0 ? view.data.actions[view.step - 1].t : null;
    patchMs({ replay: view, game, before, startedAt: t === null ? null : 0, endedAt: t, hint: null, hintNote: null, probabilities: null, loss: null });
  };
  const seek = (step: number, playing?: boolean) => {
    const { ms, board } = get();
    const view = ms.replay;
    if (!view) return;
    const to = Math.max(0, Math.min(step, view.data.actions.length));
    const next: ReplayView = { ...view, step: to, playing: (playing ?? view.playing) && to < view.data.actions.length };
    if (to === view.step + 1) {
      const game = applyAction(ms.game, board, view.data.actions[view.step], replayPlacer(view.data), ms.before);
      return show(next, game, ms.game);
    }
    const { state, before } = replayTo(board, view.data, to);
    show(next, state, before);
  };
  return {
    msWatchReplay: () => {
      const { ms } = get();
      if (ms.game.status !== 'won' && ms.game.status !== 'lost') return;
      get().msOpenReplay({ config: ms.game.config, noGuess: ms.noGuess, mines: ms.game.mines, actions: ms.log });
    },
    msOpenReplay: (data) => {
      const { board } = get();
      show({ data, step: 0, playing: false, speed: 1 }, newGame(board, data.config), null);
      patchMs({ generating: null, cardClosed: true });
    },
    msReplaySeek: (step) => seek(step),
    msReplayStep: () => seek((get().ms.replay?.step ?? 0) + 1),
    msReplayPlay: () => {
      const view = get().ms.replay;
      if (!view) return;
      // Play from the start again once the end was reached.
      if (view.step >= view.data.actions.length) return seek(0, true);
      patchMs({ replay: { ...view, playing: true } });
    },
    msReplayPause: () => {
      const view = get().ms.replay;
      if (view) patchMs({ replay: { ...view, playing: false } });
    },
    msReplaySpeed: (speed) => {
      const view = get().ms.replay;
      if (view) patchMs({ replay: { ...view, speed: Math.min(8, Math.max(0.5, speed)) } });
    },
    msCloseReplay: () => {
      const view = get().ms.replay;
      if (!view) return;
      seek(view.data.actions.length, false);
      patchMs({ replay: null, cardClosed: true });
    },
  };
};

const cellOf = (board: Board, id: number): number => board.row[id] * board.cols + board.col[id];

/** A replay as a link carries it: cells instead of tile ids, the mines only where the seed can't rebuild them. */
export function sharedReplayOf(board: Board, r: Replay): SharedReplay {
  const mines: number[] = [];
  if (r.noGuess && r.mines) for (let id = 0; id < board.size; id++) if (r.mines[id]) mines.push(cellOf(board, id));
  return {
    marks: r.config.marks,
    mines: r.noGuess && r.mines ? mines.sort((a, b) => a - b) : null,
    actions: r.actions.map((a) => ({ kind: a.kind, cell: a.kind === 'undo' ? 0 : cellOf(board, a.tile), t: a.t })),
  };
}

/** The query string (without '?') of a link that opens this replay on the store's board. */
export function replayQuery(s: AppState, r: Replay): string {
  const state: SharedState = { ...sharedFromStore(s), mode: 'minesweeper' };
  state.minesweeper = { mines: r.config.mines, seed: r.config.seed, noGuess: r.noGuess, firstClickRule: r.config.firstClickRule ?? 'zero', replay: sharedReplayOf(s.board, r) };
  return encodeShare(state);
}

/** The replay of the game in the store (finished or being watched), or null. */
export function currentReplay(s: AppState): Replay | null {
  if (s.ms.replay) return s.ms.replay.data;
  const g = s.ms.game;
  if (g.status !== 'won' && g.status !== 'lost') return null;
  return { config: g.config, noGuess: s.ms.noGuess, mines: g.mines, actions: s.ms.log };
}

/** A replay from a decoded link, on the board the link built. */
export function replayFromShared(board: Board, ms: NonNullable<SharedState['minesweeper']>): Replay | null {
  const r = ms.replay;
  if (!r) return null;
  const tile = (cell: number) => tileAtOffset(board, { row: Math.floor(cell / board.cols), col: cell % board.cols });
  let mines: Uint8Array | null = null;
  if (r.mines) {
    mines = new Uint8Array(board.size);
    for (const c of r.mines) mines[tile(c)] = 1;
  }
  return {
    config: { mines: ms.mines, seed: ms.seed, marks: r.marks, firstClickRule: ms.firstClickRule ?? 'zero' },
    noGuess: ms.noGuess,
    mines,
    actions: r.actions.map((a) => ({ kind: a.kind, tile: a.kind === 'undo' ? -1 : tile(a.cell), t: a.t })),
  };
}

/** The replay a record keeps (its link's query), on the board on screen; null when it can't be read. */
export function replayFromQuery(board: Board, query: string): Replay | null {
  const decoded = decodeShare(query);
  const ms = decoded.ok && decoded.state ? decoded.state.minesweeper : undefined;
  return ms ? replayFromShared(board, ms) : null;
}
