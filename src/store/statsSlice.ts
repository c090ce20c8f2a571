import type { StateCreator } from 'zustand';
import { boardShapeKey, emptyStats, gameBv3, parseStats, recordGame, statsKey, type GameSummary, type MinesStats } from '../games/minesweeper';
import type { AppState } from './index';
import { isLinkGame } from './linkGames';

const KEY = 'hexlab.minesweeper.stats';

export interface StatsSlice {
  msStats: MinesStats;
  /** the key of the current preset and board shape, for best times */
  msStatsKey: string;
  msLastGame: GameSummary | null;
  /** record the finished game (called once when a game ends) */
  msRecordFinished(): void;
}

/** Read the stored statistics; unreadable data gives empty stats (the record is not worth an alarm). */
function loadStats(): MinesStats {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? parseStats(JSON.parse(raw)) : emptyStats();
  } catch {
    return emptyStats();
  }
}

export const createStatsSlice: StateCreator<AppState, [], [], StatsSlice> = (set, get) => {
  const stats = loadStats();
  return {
    msStats: stats,
    msStatsKey: '',
    msLastGame: stats.last,
    msRecordFinished: () => {
      const { ms, board, msStats } = get();
      const game = ms.game;
      if (game.status !== 'won' && game.status !== 'lost') return;
      // kept (issue 18): a game opened from a link is not the player's own and is never counted.
      if (isLinkGame(game.config)) return;
      const timeMs = ms.startedAt !== null && ms.endedAt !== null ? ms.endedAt - ms.startedAt : 0;
      const next = recordGame(msStats, {
        presetKey: presetKeyOf(get()),
        boardKey: boardShapeKey(board),
        won: game.status === 'won',
        timeMs,
        bv3: gameBv3(game, board),
        clicks: game.clicks,
      });
      set({ msStats: next, msLastGame: next.last });
      try {
        globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
      } catch {
        get().setNotice({ kind: 'error', text: "Couldn't save your Minesweeper statistics: the browser's storage is full or blocked." });
      }
    },
  };
};

/** The stats key for the current preset and board. */
export const currentStatsKey = (s: AppState): string => statsKey(presetKeyOf(s), boardShapeKey(s.board));

/** Custom games keep best times per mine count. */
const presetKeyOf = (s: AppState): string => (s.ms.preset === 'custom' ? `custom-${s.ms.game.config.mines}` : s.ms.preset);
