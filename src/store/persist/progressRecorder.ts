// Every finished Minesweeper game enters the player's progress (IndexedDB) once, at its first end (a lost game undone
// and played on is not entered again): its difficulty (or the daily), result, time and 3BV/s. A replay, or a game
// opened from a link, is not the player's own and is left out. What a game is comes with it (its origin,
// minesweeperSlice.ts). The daily's attempt is entered when its first tile opens (so a reload or a restart cannot
// take it back) and takes its result at its first end (history.ts keeps one attempt a day and its first result); a
// restart, an undo or any help makes it played, not won.
import { gameFigures, isOver, type MinesweeperState } from '../../games/minesweeper/state';
import type { GameEntry } from '../../games/progress/history';
import { DAILY } from '../../games/progress/category';
import { currentReplay } from '../slices/minesweeperReplay';
import type { Later } from '../later';
import { progressWrites } from './progressLater';
import { dailyOf, useDaily } from '../dailyRuns';
import type { AppState } from '../state/app';
import type { HexlabStore, RecordLinks } from '../state/store';

const categoryOf = (s: AppState): string =>
  s.minesweeper.preset.startsWith('custom') ? 'custom' : s.minesweeper.preset;

/** The game's first end: it is over now, was not before, and no loss of it was undone. */
const firstEnd = (s: AppState, before: MinesweeperState) =>
  isOver(s.minesweeper.game) && !isOver(before) && !s.minesweeper.log.some((a) => a.kind === 'undo');

/**
 * Follow the store: call once at start-up, with the link codec a daily's replay is kept in (links/codec.ts);
 * returns a function that stops.
 */
export function startProgressRecorder(
  store: HexlabStore,
  links: Later<RecordLinks>,
  now: () => number = Date.now,
): () => void {
  return store.subscribe((s, prev) => {
    const game = s.minesweeper.game;
    const before = prev.minesweeper.game;
    // The daily on screen is gone when another game replaces it.
    const run = dailyOf(s.minesweeper);
    if (!run && useDaily.getState().date !== null && game !== before) useDaily.setState({ date: null });
    if (game === before || s.minesweeper.replay) return;
    if (run && run.counts) {
      // Its first opened tile (again after a restart: the day's one entry is kept, history.ts).
      if (before.status === 'ready' && game.status !== 'ready') {
        const entry: GameEntry = {
          at: now(),
          category: DAILY,
          won: false,
          ms: 0,
          bv3s: 0,
          daily: run.date,
          late: run.late,
          unfinished: true,
        };
        void progressWrites.load().then((w) => w.enterGame(entry));
      }
    }
    if (!firstEnd(s, before) || s.minesweeper.origin.kind === 'link') return;
    const timeMs =
      s.minesweeper.startedAt !== null && s.minesweeper.endedAt !== null
        ? s.minesweeper.endedAt - s.minesweeper.startedAt
        : 0;
    const figures = gameFigures(game, s.board, timeMs);
    const base: GameEntry = {
      at: now(),
      category: run ? DAILY : categoryOf(s),
      won: game.status === 'won',
      ms: Math.round(timeMs),
      bv3s: figures?.bv3PerSecond ?? 0,
    };
    if (!run) return void progressWrites.load().then((w) => w.enterGame(base));
    if (!run.counts) return;
    const assisted = run.tainted || s.minesweeper.session.assisted;
    const replay = currentReplay(s);
    // The replay is kept as a link's query: the link codec comes with the game's first click.
    void Promise.all([links.load(), progressWrites.load()]).then(([codec, w]) => {
      const entry: GameEntry = {
        ...base,
        daily: run.date,
        late: run.late,
        assisted,
        ...(replay && { replay: codec.replayQuery(s, replay) }),
      };
      return w.endDaily(entry);
    });
  });
}
