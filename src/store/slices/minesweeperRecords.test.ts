// @vitest-environment happy-dom
// The record rules as a player meets them through the store: which finished games enter the records, and how.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { seededPlacer } from '../../games/minesweeper/state';
import { emptyBook } from '../../games/minesweeper/records';
import { useHexlab } from '../index';
import { replayQuery, shareQuery } from '../links/toLink/toLink';
import { applyShareQuery } from '../links/fromLink/fromLink';
import { currentRecordKey } from './statsKeeping';
import { currentReplay } from './minesweeperReplay';
import { loadGameExtras } from '../testing';

const s = () => useHexlab.getState();
let seed = 100;

// The app fetches the link codec at a game's first click; here it is in before the first game ends.
beforeAll(() => loadGameExtras());

beforeEach(() => {
  s().setOrientation('pointy');
  s().setParity('odd');
  s().setLevel(filledLevel(8, 8), 'custom');
  s().minesweeperSetOptions({ noGuess: false });
  s().minesweeperShowProbabilities(false);
  s().minesweeperNewGame({ mines: 6, seed: ++seed });
  useHexlab.setState({ minesweeperRecords: emptyBook(), minesweeperRecordsProblem: null });
});

/** Win the game on screen: first click at tile 27, then every safe tile (the seed says where the mines are). */
function win() {
  const { board, minesweeper } = s();
  const mines =
    minesweeper.game.mines ??
    seededPlacer(minesweeper.game.config.seed, minesweeper.game.config.firstClickRule)(
      board,
      minesweeper.game.config.mines,
      27,
    );
  s().minesweeperReveal(27);
  for (let id = 0; id < board.size && s().minesweeper.game.status === 'playing'; id++)
    if (!mines[id] && s().minesweeper.game.view[id] === 0) s().minesweeperReveal(id);
  expect(s().minesweeper.game.status).toBe('won');
}

const times = () => s().minesweeperRecords.boards[currentRecordKey(s())]?.times ?? [];
const assisted = () => s().minesweeperRecords.boards[currentRecordKey(s())]?.assisted ?? [];

describe('a finished game and the records', () => {
  it('counts a win on a board never seen, with its figures, and says it set a record', () => {
    win();
    expect(times()).toHaveLength(1);
    const r = s().minesweeperResult!;
    expect(r).toMatchObject({ newRecord: true, counted: true });
    expect(times()[0].ms).toBe(r.figures.ms);
    expect(r.figures.bv3.solved).toBe(r.figures.bv3.total);
  });

  it('does not count a restart of a played board', () => {
    win();
    s().minesweeperRestart();
    win();
    expect(times()).toHaveLength(1);
    expect(s().minesweeperResult).toMatchObject({ newRecord: false, counted: false });
  });

  it('does not count the same seed typed in again', () => {
    win();
    s().minesweeperNewGame({ mines: 6, seed: s().minesweeper.game.config.seed });
    win();
    expect(times()).toHaveLength(1);
  });

  it('does not count a game opened from a link carrying progress', () => {
    s().minesweeperReveal(27);
    const query = shareQuery(s(), { progress: true });
    // Another browser: a board it has never seen, but with the game under way.
    useHexlab.setState({ minesweeperRecords: { boards: {}, seen: [] } });
    expect(applyShareQuery(useHexlab, `?${query}`)).toBe('applied');
    win();
    expect(times()).toHaveLength(0);
    expect(s().minesweeperResult?.counted).toBe(false);
  });

  it('does not count a replay played to its end', () => {
    win();
    s().minesweeperWatchReplay();
    s().minesweeperReplaySeek(0);
    while (s().minesweeper.replay!.step < s().minesweeper.replay!.data.actions.length) s().minesweeperReplayStep();
    expect(s().minesweeper.game.status).toBe('won');
    expect(times()).toHaveLength(1);
  });

  it('keeps a game with a hint apart as assisted', () => {
    s().minesweeperReveal(27);
    s().minesweeperHint();
    win();
    expect(times()).toHaveLength(0);
    expect(assisted()).toHaveLength(1);
    expect(assisted()[0].assisted).toBe(true);
    expect(s().minesweeperResult?.newRecord).toBe(false);
  });

  it('keeps a game with the probabilities on apart as assisted', () => {
    s().minesweeperShowProbabilities(true);
    win();
    expect(assisted()).toHaveLength(1);
    expect(times()).toHaveLength(0);
  });

  it('keeps a game with the fatal click undone apart as assisted', () => {
    s().minesweeperSetOptions({ allowUndo: true });
    const { board, minesweeper } = s();
    s().minesweeperReveal(27);
    const mine = [...Array(board.size).keys()].find((id) => s().minesweeper.game.mines![id])!;
    s().minesweeperReveal(mine);
    expect(s().minesweeper.game.status).toBe('lost');
    s().minesweeperUndoLoss();
    expect(s().minesweeper.game.status).toBe('playing');
    expect(s().minesweeper.game.config).toBe(minesweeper.game.config);
    win();
    expect(assisted()).toHaveLength(1);
    s().minesweeperSetOptions({ allowUndo: false });
  });

  it('keeps the replay with the record, and the replay link ends the board exactly as the game did', () => {
    win();
    const view = s().minesweeper.game.view.slice();
    const link = times()[0].replay!;
    expect(link.split('&')).toEqual(replayQuery(s(), currentReplay(s())!).split('&'));
    s().minesweeperNewGame({ mines: 6, seed: 1 });
    expect(applyShareQuery(useHexlab, `?${link}`)).toBe('applied');
    expect(s().minesweeper.replay?.step).toBe(0);
    s().minesweeperReplaySeek(s().minesweeper.replay!.data.actions.length);
    expect(s().minesweeper.game.view).toEqual(view);
    expect(times()).toHaveLength(1);
  });
});

describe('the first-click rule', () => {
  it('is carried in links and part of what a record belongs to', () => {
    const zeroKey = currentRecordKey(s());
    s().minesweeperSetFirstClickRule('safe');
    expect(currentRecordKey(s())).not.toBe(zeroKey);
    const query = shareQuery(s());
    expect(query).toContain('first=safe');
    s().minesweeperSetFirstClickRule('zero');
    applyShareQuery(useHexlab, `?${query}`);
    expect(s().minesweeper.game.config.firstClickRule).toBe('safe');
    s().minesweeperSetFirstClickRule('zero');
  });
});

describe('records import and export', () => {
  it('refuses a bad file with a sentence and loses nothing', () => {
    win();
    const before = s().minesweeperRecords;
    expect(s().minesweeperImportRecords('not json')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(s().minesweeperRecords).toBe(before);
    const text = s().minesweeperExportRecords();
    s().minesweeperClearRecords();
    expect(times()).toHaveLength(0);
    expect(s().minesweeperImportRecords(text).ok).toBe(true);
    expect(times()).toHaveLength(1);
  });
});
