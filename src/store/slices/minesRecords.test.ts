// @vitest-environment happy-dom
// The record rules as a player meets them through the store: which finished games enter the records, and how.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { seededPlacer } from '../../games/minesweeper/state';
import { emptyBook } from '../../games/minesweeper/records';
import { useHexlab } from '../index';
import { applyShareQuery, shareQuery } from '../links/shareState';
import { currentRecordKey } from './statsSlice';
import { currentReplay } from './minesReplay';
import { replayQuery } from '../links/replayLinks';
import { loadGameExtras } from '../later';

const s = () => useHexlab.getState();
let seed = 100;

// The app fetches the link codec at a game's first click; here it is in before the first game ends.
beforeAll(() => loadGameExtras());

beforeEach(() => {
  s().setOrientation('pointy');
  s().setParity('odd');
  s().setLevel(filledLevel(8, 8), 'custom');
  s().msSetOptions({ noGuess: false });
  s().msShowProbabilities(false);
  s().msNewGame({ mines: 6, seed: ++seed });
  useHexlab.setState({ msRecords: emptyBook(), msRecordsProblem: null });
});

/** Win the game on screen: first click at tile 27, then every safe tile (the seed says where the mines are). */
function win() {
  const { board, ms } = s();
  const mines =
    ms.game.mines ?? seededPlacer(ms.game.config.seed, ms.game.config.firstClickRule)(board, ms.game.config.mines, 27);
  s().msReveal(27);
  for (let id = 0; id < board.size && s().ms.game.status === 'playing'; id++)
    if (!mines[id] && s().ms.game.view[id] === 0) s().msReveal(id);
  expect(s().ms.game.status).toBe('won');
}

const times = () => s().msRecords.boards[currentRecordKey(s())]?.times ?? [];
const assisted = () => s().msRecords.boards[currentRecordKey(s())]?.assisted ?? [];

describe('a finished game and the records', () => {
  it('counts a win on a board never seen, with its figures, and says it set a record', () => {
    win();
    expect(times()).toHaveLength(1);
    const r = s().msResult!;
    expect(r).toMatchObject({ newRecord: true, counted: true });
    expect(times()[0].ms).toBe(r.figures.ms);
    expect(r.figures.bv3.solved).toBe(r.figures.bv3.total);
  });

  it('does not count a restart of a played board', () => {
    win();
    s().msRestart();
    win();
    expect(times()).toHaveLength(1);
    expect(s().msResult).toMatchObject({ newRecord: false, counted: false });
  });

  it('does not count the same seed typed in again', () => {
    win();
    s().msNewGame({ mines: 6, seed: s().ms.game.config.seed });
    win();
    expect(times()).toHaveLength(1);
  });

  it('does not count a game opened from a link carrying progress', () => {
    s().msReveal(27);
    const query = shareQuery(s(), { progress: true });
    // Another browser: a board it has never seen, but with the game under way.
    useHexlab.setState({ msRecords: { boards: {}, seen: [] } });
    expect(applyShareQuery(useHexlab, `?${query}`)).toBe('applied');
    win();
    expect(times()).toHaveLength(0);
    expect(s().msResult?.counted).toBe(false);
  });

  it('does not count a replay played to its end', () => {
    win();
    s().msWatchReplay();
    s().msReplaySeek(0);
    while (s().ms.replay!.step < s().ms.replay!.data.actions.length) s().msReplayStep();
    expect(s().ms.game.status).toBe('won');
    expect(times()).toHaveLength(1);
  });

  it('keeps a game with a hint apart as assisted', () => {
    s().msReveal(27);
    s().msHint();
    win();
    expect(times()).toHaveLength(0);
    expect(assisted()).toHaveLength(1);
    expect(assisted()[0].assisted).toBe(true);
    expect(s().msResult?.newRecord).toBe(false);
  });

  it('keeps a game with the probabilities on apart as assisted', () => {
    s().msShowProbabilities(true);
    win();
    expect(assisted()).toHaveLength(1);
    expect(times()).toHaveLength(0);
  });

  it('keeps a game with the fatal click undone apart as assisted', () => {
    s().msSetOptions({ allowUndo: true });
    const { board, ms } = s();
    s().msReveal(27);
    const mine = [...Array(board.size).keys()].find((id) => s().ms.game.mines![id])!;
    s().msReveal(mine);
    expect(s().ms.game.status).toBe('lost');
    s().msUndoLoss();
    expect(s().ms.game.status).toBe('playing');
    expect(s().ms.game.config).toBe(ms.game.config);
    win();
    expect(assisted()).toHaveLength(1);
    s().msSetOptions({ allowUndo: false });
  });

  it('keeps the replay with the record, and the replay link ends the board exactly as the game did', () => {
    win();
    const view = s().ms.game.view.slice();
    const link = times()[0].replay!;
    expect(link.split('&')).toEqual(replayQuery(s(), currentReplay(s())!).split('&'));
    s().msNewGame({ mines: 6, seed: 1 });
    expect(applyShareQuery(useHexlab, `?${link}`)).toBe('applied');
    expect(s().ms.replay?.step).toBe(0);
    s().msReplaySeek(s().ms.replay!.data.actions.length);
    expect(s().ms.game.view).toEqual(view);
    expect(times()).toHaveLength(1);
  });
});

describe('the first-click rule', () => {
  it('is carried in links and part of what a record belongs to', () => {
    const zeroKey = currentRecordKey(s());
    s().msSetFirstClickRule('safe');
    expect(currentRecordKey(s())).not.toBe(zeroKey);
    const query = shareQuery(s());
    expect(query).toContain('first=safe');
    s().msSetFirstClickRule('zero');
    applyShareQuery(useHexlab, `?${query}`);
    expect(s().ms.game.config.firstClickRule).toBe('safe');
    s().msSetFirstClickRule('zero');
  });
});

describe('records import and export', () => {
  it('refuses a bad file with a sentence and loses nothing', () => {
    win();
    const before = s().msRecords;
    expect(s().msImportRecords('not json')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(s().msRecords).toBe(before);
    const text = s().msExportRecords();
    s().msClearRecords();
    expect(times()).toHaveLength(0);
    expect(s().msImportRecords(text).ok).toBe(true);
    expect(times()).toHaveLength(1);
  });
});
