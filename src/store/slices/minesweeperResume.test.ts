// @vitest-environment happy-dom
// A received challenge's Minesweeper game after a reload: kept as the page keeps it (games/minesweeper/keptPlay.ts,
// through JSON as sessionStorage holds it) and taken back in a new store on the same board and game.
import { beforeAll, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { seededPlacer } from '../../games/minesweeper/state';
import { keptPlayOf, replayFromKept } from '../../games/minesweeper/keptPlay';
import { fullStore, loadGameExtras } from '../testing';

beforeAll(() => loadGameExtras());

const SEED = 4242;
const FIRST = 27;

/** A store on an 8 x 8 board with a game of 6 mines from SEED, and the mines the first click at FIRST places. */
function played() {
  const store = fullStore();
  store.getState().setLevel(filledLevel(8, 8), 'custom');
  store.getState().minesweeperSetOptions({ noGuess: false });
  store.getState().minesweeperNewGame({ mines: 6, seed: SEED });
  const { board, minesweeper } = store.getState();
  const mines = seededPlacer(SEED, minesweeper.game.config.firstClickRule)(board, 6, FIRST);
  return { store, mines };
}

/** What the page keeps of the game, through JSON, taken back in a new store opened on the same game. */
function reloaded(from: ReturnType<typeof played>['store'], ms: number) {
  const s = from.getState();
  const kept: unknown = JSON.parse(JSON.stringify(keptPlayOf(s.board, s.minesweeper.game, s.minesweeper.log, ms)));
  const { store } = played();
  const t = store.getState();
  const read = replayFromKept(t.board, t.minesweeper.game.config, t.minesweeper.noGuess, kept);
  expect(read).not.toBeNull();
  t.minesweeperResume(read!.replay, read!.ms);
  return store;
}

describe('a challenge game reloaded', () => {
  it('goes on where it was: the same tiles open and flagged, its actions, and the time played still counting', () => {
    const { store, mines } = played();
    const s = () => store.getState();
    s().minesweeperReveal(FIRST);
    const mine = mines.indexOf(1);
    s().minesweeperFlag(mine);
    const again = reloaded(store, 5000);
    const t = again.getState();
    expect(t.minesweeper.game.status).toBe('playing');
    expect(t.minesweeper.game.view).toEqual(s().minesweeper.game.view);
    expect(t.minesweeper.game.flags).toBe(1);
    expect(t.minesweeper.log.map((a) => [a.kind, a.tile])).toEqual([
      ['open', FIRST],
      ['flag', mine],
    ]);
    expect(Date.now() - t.minesweeper.startedAt!).toBeGreaterThanOrEqual(5000);
    expect(t.minesweeper.endedAt).toBeNull();
    // Finished after the reload: its time counts the time played before it.
    const { board } = t;
    for (let id = 0; id < board.size && again.getState().minesweeper.game.status === 'playing'; id++)
      if (!mines[id] && again.getState().minesweeper.game.view[id] === 0) again.getState().minesweeperReveal(id);
    expect(again.getState().minesweeper.game.status).toBe('won');
    expect(again.getState().minesweeperResult!.figures.ms).toBeGreaterThanOrEqual(5000);
  });

  it('shows a finished game as it ended, its time the one played, with its end card and no new entry', () => {
    const { store, mines } = played();
    const s = () => store.getState();
    s().minesweeperReveal(FIRST);
    for (let id = 0; id < s().board.size && s().minesweeper.game.status === 'playing'; id++)
      if (!mines[id] && s().minesweeper.game.view[id] === 0) s().minesweeperReveal(id);
    expect(s().minesweeper.game.status).toBe('won');
    const again = reloaded(store, 8123);
    const t = again.getState();
    expect(t.minesweeper.game.status).toBe('won');
    expect(t.minesweeper.endedAt! - t.minesweeper.startedAt!).toBe(8123);
    expect(t.minesweeperResult).toMatchObject({ figures: { result: 'won', ms: 8123 }, newRecord: false });
    expect(t.minesweeperStats).toEqual(played().store.getState().minesweeperStats);
  });

  it('that is not one the board can hold is refused whole', () => {
    const { store } = played();
    const { board, minesweeper } = store.getState();
    const read = (raw: unknown) => replayFromKept(board, minesweeper.game.config, false, raw);
    expect(read(null)).toBeNull();
    expect(read('text')).toBeNull();
    expect(read({ actions: [], mines: null })).toBeNull();
    expect(read({ actions: [['open', 64, 0]], mines: null, ms: 0 })).toBeNull();
    expect(read({ actions: [['dig', 3, 0]], mines: null, ms: 0 })).toBeNull();
    expect(read({ actions: [['open', 3, -1]], mines: null, ms: 0 })).toBeNull();
    expect(read({ actions: [['open', 3, 0]], mines: [1, 2], ms: 0 })).toBeNull();
    expect(read({ actions: [['open', 3, 0]], mines: [1, 1, 2, 3, 4, 5], ms: 0 })).toBeNull();
    expect(read({ actions: [['open', 3, 10]], mines: null, ms: 10 })).not.toBeNull();
  });
});
