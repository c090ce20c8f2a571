// A game under way as the page keeps it for a reload (a received challenge's game: ui/minesweeper/challenge), and
// read back: its actions with their times (the replay's record, so the position, the clicks tallied and the lives
// lost come back exactly), its mines as placed, and the time played. Cells are named row * cols + col, as links name
// them. What is read back is outside input: it is checked whole against the board, or refused.
import type { Board } from '../../engine/board';
import type { MinesweeperConfig, MinesweeperState } from './model';
import type { Replay, ReplayAction } from './replay';

/** The kept game: actions as [kind, cell, ms] (an undo's cell is -1), the mines' cells once placed, the time played. */
export interface KeptPlay {
  actions: [ReplayAction['kind'], number, number][];
  mines: number[] | null;
  ms: number;
}

const KINDS: readonly ReplayAction['kind'][] = ['open', 'flag', 'undo'];
/** More actions than any game on the largest board needs: past it, the kept text is not one of ours. */
const MAX_ACTIONS = 1_000_000;

const cellOf = (board: Board, id: number) => board.row[id] * board.cols + board.col[id];

/** The game `game` (its `log` of actions, `ms` played) as it is kept. */
export function keptPlayOf(board: Board, game: MinesweeperState, log: readonly ReplayAction[], ms: number): KeptPlay {
  const mines: number[] = [];
  if (game.mines) for (let id = 0; id < board.size; id++) if (game.mines[id]) mines.push(cellOf(board, id));
  return {
    actions: log.map((a) => [a.kind, a.kind === 'undo' ? -1 : cellOf(board, a.tile), Math.round(a.t)]),
    mines: game.mines ? mines : null,
    ms: Math.max(0, Math.round(ms)),
  };
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * A kept game read back on `board` for a game of `config` (the challenge's, freshly opened): the replay that rebuilds
 * it and the time played, or null when it is not one (a wrong shape, a cell that is no tile, the wrong mine count).
 */
export function replayFromKept(
  board: Board,
  config: MinesweeperConfig,
  noGuess: boolean,
  raw: unknown,
): { replay: Replay; ms: number } | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  if (!isTime(o.ms) || !Array.isArray(o.actions) || o.actions.length > MAX_ACTIONS) return null;
  const tileOf = (cell: unknown) =>
    Number.isInteger(cell) && (cell as number) >= 0 && (cell as number) < board.idAt.length
      ? board.idAt[cell as number]
      : -1;
  const actions: ReplayAction[] = [];
  for (const a of o.actions as unknown[]) {
    if (!Array.isArray(a) || a.length !== 3) return null;
    const [kind, cell, t] = a as unknown[];
    if (!KINDS.includes(kind as ReplayAction['kind']) || !isTime(t)) return null;
    const tile = kind === 'undo' ? -1 : tileOf(cell);
    if (kind !== 'undo' && tile < 0) return null;
    actions.push({ kind: kind as ReplayAction['kind'], tile, t });
  }
  let mines: Uint8Array | null = null;
  if (o.mines !== null && o.mines !== undefined) {
    if (!Array.isArray(o.mines) || o.mines.length !== config.mines) return null;
    mines = new Uint8Array(board.size);
    for (const cell of o.mines) {
      const id = tileOf(cell);
      if (id < 0 || mines[id]) return null;
      mines[id] = 1;
    }
  }
  return { replay: { config, noGuess, mines, actions }, ms: Math.round(o.ms) };
}
