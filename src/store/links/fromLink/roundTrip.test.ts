import { beforeEach, describe, expect, it } from 'vitest';
import { useHexlab } from '../../index';
import { applyShareQuery } from './fromLink';
import { shareQuery } from '../toLink/toLink';
import { TUTORIAL_HEXAGON } from '../../../engine';
import { REVEALED } from '../../../games/minesweeper/state';

const s = () => useHexlab.getState();
const drawn = [
  [-1, 0, 0, 1],
  [0, 4, 0, 0],
  [0, 0, 1, -1],
];

beforeEach(() => {
  s().setMode('minesweeper');
  s().setOrientation('pointy');
  s().setParity('odd');
  s().setLevel(TUTORIAL_HEXAGON, 'tutorial');
  s().setNotice(null);
});

describe('when a link to the store is opened again', () => {
  it('brings back the board, layout, mode, mine count and seed', () => {
    s().setOrientation('flat');
    s().setParity('even');
    s().setHexSize(31);
    s().setLevel(drawn);
    s().minesweeperNewGame({ mines: 2, seed: 777 });
    s().setMode('editor');
    const query = shareQuery(s());
    s().setOrientation('pointy');
    s().setLevel(TUTORIAL_HEXAGON);
    s().minesweeperNewGame({ mines: 10, seed: 1 });
    expect(applyShareQuery(useHexlab, `?${query}`)).toBe('applied');
    expect(s()).toMatchObject({
      board: { orientation: 'flat', parity: 'even', level: drawn },
      hexSize: 31,
      mode: 'editor',
    });
    expect(s().minesweeper.game.config).toMatchObject({ mines: 2, seed: 777 });
    expect(s().notice).toBeNull();
  });

  it('replays a Minesweeper game in progress when asked to carry it', () => {
    s().minesweeperNewGame({ mines: 20, seed: 99 });
    s().minesweeperReveal(60);
    const view = Array.from(s().minesweeper.game.view);
    const query = shareQuery(s(), { progress: true });
    s().minesweeperNewGame({ mines: 20, seed: 5 });
    applyShareQuery(useHexlab, query);
    expect(Array.from(s().minesweeper.game.view)).toEqual(view);
    expect(view).toContain(REVEALED);
  });
});

describe('when a link is broken', () => {
  it('says what is wrong and leaves the board alone', () => {
    const before = s().board.level;
    expect(applyShareQuery(useHexlab, '?v=7&m=editor')).toBe('error');
    expect(s().board.level).toBe(before);
    expect(s().notice).toMatchObject({ kind: 'error' });
    expect(s().notice?.message).toEqual({ kind: 'badLink', problem: { kind: 'newerVersion', found: 7, reads: 1 } });
  });

  it('does nothing at all for an empty query', () => {
    expect(applyShareQuery(useHexlab, '')).toBe('empty');
    expect(s().notice).toBeNull();
  });
});
