import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard } from '../../engine';
import { click } from './actions';
import { newGame, type MinesweeperState } from './model';
import { placeMines } from './placement';
import { seededRandom } from '../random';
import { replayTo, type Replay, type ReplayAction } from './replay';

const board = makeBoard(filledLevel(9, 9), { orientation: 'pointy', parity: 'odd' });

/** Play seeded clicks, recording them as the store does. */
function play(
  config: Replay['config'],
  taps: [ReplayAction['kind'], number][],
): { game: MinesweeperState; actions: ReplayAction[] } {
  let game = newGame(board, config);
  const actions: ReplayAction[] = [];
  taps.forEach(([kind, tile], i) => {
    if (kind === 'undo') return;
    game = click(game, board, kind, tile);
    actions.push({ kind, tile, t: i * 250 });
  });
  return { game, actions };
}

describe('a replay', () => {
  it('ends exactly as the game did, from the seed, with every click tallied the same', () => {
    const config = { mines: 10, seed: 77, marks: false, firstClickRule: 'safe' as const };
    const { game, actions } = play(config, [
      ['open', 40],
      ['flag', 0],
      ['open', 0],
      ['open', 12],
      ['open', 70],
      ['flag', 3],
      ['open', 22],
    ]);
    const { state } = replayTo(board, { config, noGuess: false, mines: null, actions }, actions.length);
    expect(state.view).toEqual(game.view);
    expect(state.status).toBe(game.status);
    expect(state.tally).toEqual(game.tally);
  });

  it('starts from a hidden board at step 0 and passes through each position in order', () => {
    const config = { mines: 10, seed: 5, marks: false };
    const opened = click(newGame(board, config), board, 'open', 40);
    const hidden = opened.view.findIndex((v) => v === 0);
    const { actions } = play(config, [
      ['open', 40],
      ['flag', hidden],
      ['flag', hidden],
    ]);
    const r: Replay = { config, noGuess: false, mines: null, actions };
    expect(replayTo(board, r, 0).state.view.every((v) => v === 0)).toBe(true);
    expect(replayTo(board, r, 1).state.view).toEqual(opened.view);
    expect(replayTo(board, r, 2).state.view[hidden]).toBe(1);
    expect(replayTo(board, r, 3).state.view[hidden]).toBe(0);
  });

  it('uses the mines it carries (a no-guess board) instead of the seed', () => {
    const mines = placeMines(board, 10, 40, seededRandom(999));
    const config = { mines: 10, seed: 1, marks: false };
    const r: Replay = { config, noGuess: true, mines, actions: [{ kind: 'open', tile: 40, t: 0 }] };
    expect(replayTo(board, r, 1).state.mines).toEqual(mines);
  });

  it('undoes a fatal click (practice), keeping the click in the tally', () => {
    const config = { mines: 10, seed: 3, marks: false };
    let game = click(newGame(board, config), board, 'open', 40);
    const mine = [...game.mines!.keys()].find((t) => game.mines![t])!;
    const actions: ReplayAction[] = [
      { kind: 'open', tile: 40, t: 0 },
      { kind: 'open', tile: mine, t: 500 },
      { kind: 'undo', tile: -1, t: 900 },
    ];
    const r: Replay = { config, noGuess: false, mines: null, actions };
    expect(replayTo(board, r, 2).state.status).toBe('lost');
    const undone = replayTo(board, r, 3).state;
    game = click(newGame(board, config), board, 'open', 40);
    expect(undone.status).toBe('playing');
    expect(undone.view).toEqual(game.view);
    expect(undone.tally.left).toBe(2);
  });
});
