import { describe, expect, it } from 'vitest';
import { filledLevel, isFloor, tileAtOffset, type LevelData } from '../../engine';
import {
  computerToMove,
  drawStrength,
  newProximity,
  proximityStatus,
  type PlayerKind,
  type RuleSet,
} from '../../games/proximity';
import { storeIn } from '../testing';

const createStore = () => storeIn('proximity');
import { proximityForShare } from './proximitySlice';

const makeStore = (level: LevelData, players: PlayerKind[], { seed = 7, rules = 'classic' as RuleSet } = {}) => {
  const store = createStore();
  store.getState().setLevel(level);
  store.getState().proximityNewGame({ seed, rules, players });
  return store;
};
type Store = ReturnType<typeof makeStore>;
const at = (store: Store, row: number, col: number) => tileAtOffset(store.getState().board, { row, col });
const px = (store: Store) => store.getState().proximity;

/** A seed where player 2's first tile is stronger than player 1's, so placing next to it captures. */
const captureSeed = () => {
  for (let seed = 1; ; seed++) if (drawStrength(seed, 2, 0) > drawStrength(seed, 1, 0)) return seed;
};

/** Let every player (computers included) take the first legal tile in turn until the board is full. */
const playOut = (store: Store) => {
  for (let guard = 0; !px(store).game.over && guard < 1000; guard++) {
    const { game } = px(store);
    const tile = game.owner.findIndex((o, id) => o === 0 && isFloor(store.getState().board, id));
    if (computerToMove(game)) store.getState().proximityComputerMove(game.moves.length, tile, 0);
    else store.getState().proximityPlace(tile);
  }
};

describe('when a new game starts', () => {
  it('is ready, with an empty board and player 1 to move', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'human']);
    const { game, log } = px(store);
    expect(proximityStatus(game)).toBe('ready');
    expect([...game.owner].every((o) => o === 0)).toBe(true);
    expect(game.current).toBe(1);
    expect(log).toEqual([]);
  });

  it('keeps the rules and seats but draws a fresh seed on "New game"', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'hard', 'easy'], { rules: 'p2' });
    store.getState().proximityNewGame();
    expect(px(store).config.rules).toBe('p2');
    expect(px(store).config.players).toEqual(['human', 'hard', 'easy']);
  });
});

describe('when two people play on one device', () => {
  it('captures a weaker neighbour and logs it', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'human'], { seed: captureSeed() });
    const a = at(store, 1, 1);
    store.getState().proximityPlace(a);
    expect(px(store).game.owner[a]).toBe(1);
    store.getState().proximityPlace(store.getState().board.neighbors[a * 6]);
    expect(px(store).game.owner[a]).toBe(2);
    expect(px(store).log[1]).toMatchObject({ player: 2, captured: 1 });
    expect(proximityStatus(px(store).game)).toBe('playing');
  });

  it('ends "over" with the board full, whoever wins', () => {
    const store = makeStore(filledLevel(2, 3), ['human', 'human']);
    playOut(store);
    expect(px(store).log).toHaveLength(6);
    expect(proximityStatus(px(store).game)).toBe('over');
  });

  it('ignores a tile that is already taken', () => {
    const store = makeStore(filledLevel(2, 2), ['human', 'human']);
    store.getState().proximityPlace(0);
    const before = px(store).game;
    store.getState().proximityPlace(0);
    expect(px(store).game).toBe(before);
  });
});

describe('when a person plays against the computer', () => {
  it('blocks the person while the computer is to move, and drops a stale computer answer', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'easy']);
    store.getState().proximityPlace(0);
    expect(computerToMove(px(store).game)).toBe(true);
    store.getState().proximityPlace(1);
    expect(px(store).game.owner[1]).toBe(0);
    store.getState().proximityComputerMove(0, 1, 0);
    expect(px(store).game.moves).toHaveLength(1);
    store.getState().proximityComputerMove(1, 1, 0);
    expect(px(store).game.owner[1]).not.toBe(0);
    expect(px(store).game.current).toBe(1);
  });

  it("undoes the person's last move together with the reply", () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'easy']);
    store.getState().proximityPlace(0);
    store.getState().proximityComputerMove(1, 4, 0);
    store.getState().proximityPlace(8);
    store.getState().proximityComputerMove(3, 2, 0);
    store.getState().proximityUndo();
    expect(px(store).game.moves).toHaveLength(2);
    expect(px(store).log).toHaveLength(2);
    expect(px(store).game.owner[8]).toBe(0);
    expect(px(store).game.current).toBe(1);
  });

  it('says won when the person leads at the end (total, then tiles), else lost', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const store = makeStore(filledLevel(3, 3), ['easy', 'human'], { seed });
      playOut(store);
      const { owner, strength } = px(store).game;
      const [cpu, me] = [1, 2].map((p) => ({
        total: strength.reduce((t, s, id) => t + (owner[id] === p ? s : 0), 0),
        tiles: owner.filter((o) => o === p).length,
      }));
      const ahead = me.total > cpu.total || (me.total === cpu.total && me.tiles >= cpu.tiles);
      const status = proximityStatus(px(store).game);
      expect(status).toBe(ahead ? 'won' : 'lost');
      seen.add(status);
    }
    expect(seen).toEqual(new Set(['won', 'lost']));
  });

  it('lets a seat change hands without ending the game', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'easy']);
    store.getState().proximityPlace(0);
    store.getState().proximitySetSeat(1, 'human');
    expect(px(store).game.moves).toHaveLength(1);
    expect(computerToMove(px(store).game)).toBe(false);
  });

  it('starts again with the same seed when the seat count changes', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'easy'], { seed: 99 });
    store.getState().proximityPlace(0);
    store.getState().proximitySetPlayerCount(3);
    expect(px(store).config).toMatchObject({ seed: 99, players: ['human', 'easy', 'easy'] });
    expect(px(store).game.moves).toEqual([]);
  });
});

describe('when Proximity 2 is played', () => {
  it('places the tile from the chosen hand slot', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'human'], { rules: 'p2', seed: 5 });
    const hand = px(store).game.hands[0];
    expect(hand).toHaveLength(5);
    store.getState().proximitySelectHand(3);
    store.getState().proximityPlace(4);
    expect(px(store).game.strength[4]).toBe(hand[3]);
    expect(px(store).handIndex).toBe(0);
  });
});

describe('when a game is shared and opened again', () => {
  // Void cells make tile ids differ from cell indices, which is what the link must get right.
  const LEVEL: LevelData = [
    [-1, 0, 0, 0],
    [0, 0, 1, 0],
    [0, 0, 0, -1],
  ];
  it.each(['classic', 'p2'] as const)('replays to the same owners and strengths (%s)', (rules) => {
    const store = makeStore(LEVEL, ['human', 'human', 'human'], { rules, seed: 42 });
    for (const [row, col, slot] of [
      [1, 1, 2],
      [0, 1, 0],
      [1, 0, 4],
      [2, 2, 1],
    ]) {
      store.getState().proximitySelectHand(slot);
      store.getState().proximityPlace(at(store, row, col));
    }
    const shared = proximityForShare(store.getState());
    expect(shared.moves[0]).toBe(rules === 'p2' ? 5 * 5 + 2 : 5);
    const other = makeStore(LEVEL, ['human', 'easy']);
    other.getState().proximityLoad(shared);
    expect([...px(other).game.owner]).toEqual([...px(store).game.owner]);
    expect([...px(other).game.strength]).toEqual([...px(store).game.strength]);
    expect(px(other).log).toEqual(px(store).log);
    expect(px(other).config.players).toEqual(['human', 'human', 'human']);
  });

  it('opens the game fresh when a move cannot be played, and says which', () => {
    const store = makeStore(LEVEL, ['human', 'human']);
    store.getState().proximityLoad({ seed: 3, rules: 'classic', players: ['human', 'human'], moves: [1, 6, 2] });
    expect(px(store).game.moves).toHaveLength(0);
    expect(store.getState().notice?.message).toEqual({ kind: 'proximityMisfit', move: 2, moves: 3 });
  });
});

describe('when the board changes', () => {
  it('starts a new game with the same settings on the new board', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'hard'], { seed: 11 });
    store.getState().proximityPlace(0);
    store.getState().setLevel(filledLevel(4, 5));
    expect(px(store).game.owner).toHaveLength(20);
    expect(px(store).game.moves).toEqual([]);
    expect(px(store).log).toEqual([]);
    expect(px(store).config).toMatchObject({ seed: 11, players: ['human', 'hard'] });
  });
});

describe('while a game by links is shown', () => {
  const showFriend = (store: Store) => {
    const game = newProximity(store.getState().board, { seed: 0, rules: 'classic', players: ['human', 'human'] });
    const friend = {
      id: '00ff00ff00ff00ff',
      you: 1,
      players: 2,
      turn: 1,
      seating: false,
      moves: 0,
      link: 'v=1',
      result: null,
      step: null,
    };
    store.getState().proximityShowFriend(friend, game, []);
    return game;
  };

  it('takes no move, undo or computer move of its own: the game moves only by its links', () => {
    const store = makeStore(filledLevel(3, 3), ['human', 'easy']);
    const game = showFriend(store);
    store.getState().proximityPlace(0);
    store.getState().proximityComputerMove(0, 1, 0);
    store.getState().proximityUndo();
    expect(px(store).game).toBe(game);
    expect(px(store).friend?.id).toBe('00ff00ff00ff00ff');
  });

  it('is left by a new game, a restart, a new board or a shared game opened', () => {
    const leave: ((store: Store) => void)[] = [
      (s) => s.getState().proximityNewGame(),
      (s) => s.getState().proximityRestart(),
      (s) => s.getState().setLevel(filledLevel(4, 4)),
      (s) => s.getState().proximityLoad({ seed: 3, rules: 'classic', players: ['human', 'easy'], moves: [] }),
    ];
    for (const act of leave) {
      const store = makeStore(filledLevel(3, 3), ['human', 'easy']);
      showFriend(store);
      act(store);
      expect(px(store).friend).toBeNull();
      store.getState().proximityPlace(0);
      expect(px(store).game.moves).toHaveLength(1);
    }
  });
});
