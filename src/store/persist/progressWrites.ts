// The progress recorder's writes (progressRecorder.ts): the progress store and its file format are not on the first
// screen. The recorder watches from the start and hands each entry here, fetched in idle time after the first paint
// (later.ts) or at a game's end if that comes first; the write to IndexedDB is not on any click's path.
import { addGame, finishDaily, type GameEntry } from '../../games/progress/history';
import { changeProgress } from './progressStore';

/** Enter a finished game (or a daily's first opened tile). */
export const enterGame = (entry: GameEntry): Promise<void> => changeProgress((p) => addGame(p, entry));

/** Give the daily's attempt its result. */
export const endDaily = (entry: GameEntry): Promise<void> => changeProgress((p) => finishDaily(p, entry));
