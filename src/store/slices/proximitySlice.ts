import type { StateCreator } from 'zustand';
import {
  computerToMove,
  moveFromCell,
  moveToCell,
  newProximity,
  playLogged,
  replayMoves,
  undoLastHumanMove,
  type LogEntry,
  type ProximityConfig,
} from '../../games/proximity';
import { freshSeed } from '../freshSeed';
import type { ProximitySlice, SharedProximity } from '../state/proximity';
import type { AppState, BoardReset, ModePart } from '../state/app';

const DEFAULT_CONFIG: ProximityConfig = { seed: 1, rules: 'classic', players: ['human', 'easy'] };

/** The game in the store as a share link carries it, moves named by cell so they survive a board renumbering. */
export function proximityForShare(s: Pick<AppState, 'board' | 'proximity'>): SharedProximity {
  const { config, game } = s.proximity;
  return {
    seed: config.seed,
    rules: config.rules,
    players: [...config.players],
    moves: game.moves.map((m) => moveToCell(s.board, config.rules, m)),
  };
}

/**
 * A shared game on the store's board, as a patch: replayed in one pass (replayMoves); a link whose moves do not all
 * fit this board opens the game fresh, saying so.
 */
function proximityFromLink(
  { board, proximity }: Pick<AppState, 'board' | 'proximity'>,
  shared: SharedProximity,
): Partial<AppState> {
  const players = shared.players.slice(0, 4);
  if (players.length < 2) return { notice: { kind: 'error', message: { kind: 'proximityPlayers' } } };
  const config: ProximityConfig = { seed: shared.seed, rules: shared.rules, players };
  const fresh = { ...proximity, config, game: newProximity(board, config), handIndex: 0, log: [], friend: null };
  const moves = shared.moves.map((m) => moveFromCell(board, shared.rules, m));
  const log: LogEntry[] = [];
  const { state, played } = replayMoves(board, config, moves, (m) => log.push(m));
  if (played < moves.length)
    return {
      proximity: fresh,
      notice: { kind: 'error', message: { kind: 'proximityMisfit', move: played + 1, moves: moves.length } },
    };
  return { proximity: { ...fresh, game: state, log } };
}

/** A new board: a new game with the same seed, rules and seats on it. */
const proximityForBoard: BoardReset = ({ board, proximity }) => ({
  proximity: { ...proximity, game: newProximity(board, proximity.config), handIndex: 0, log: [], friend: null },
});

const createProximitySlice: StateCreator<AppState, [], [], ProximitySlice> = (set, get) => {
  type Px = ProximitySlice['proximity'];
  const patch = (p: Partial<Px>) => set((s) => ({ proximity: { ...s.proximity, ...p } }));
  const start = (config: ProximityConfig) => {
    patch({ config, game: newProximity(get().board, config), handIndex: 0, log: [], friend: null });
  };
  const apply = (tile: number, handIndex: number) => {
    const { board, proximity } = get();
    const done = playLogged(proximity.game, board, tile, handIndex);
    if (done) patch({ game: done.state, handIndex: 0, log: [...proximity.log, done.entry] });
  };
  return {
    // A part joins a store that has its board (index.ts, addPart): the first game is dealt on it.
    proximity: {
      config: DEFAULT_CONFIG,
      game: newProximity(get().board, DEFAULT_CONFIG),
      handIndex: 0,
      log: [],
      friend: null,
    },
    proximityNewGame: (p = {}) => {
      const { config } = get().proximity;
      start({ seed: p.seed ?? freshSeed(), rules: p.rules ?? config.rules, players: p.players ?? config.players });
    },
    proximityRestart: () => start(get().proximity.config),
    proximitySetSeat: (index, kind) => {
      const { config, game } = get().proximity;
      if (index < 0 || index >= config.players.length || config.players[index] === kind) return;
      const next = { ...config, players: config.players.map((k, i) => (i === index ? kind : k)) };
      patch({ config: next, game: { ...game, config: next } });
    },
    proximitySetPlayerCount: (count) => {
      const { config } = get().proximity;
      const n = Math.min(4, Math.max(2, Math.round(count)));
      if (n === config.players.length) return;
      const players = Array.from({ length: n }, (_, i) => config.players[i] ?? 'easy');
      start({ ...config, players });
    },
    proximitySelectHand: (index) => {
      const { game } = get().proximity;
      if (index >= 0 && index < game.hands[game.current - 1].length) patch({ handIndex: index });
    },
    proximityPlace: (tile) => {
      const { game, handIndex, friend } = get().proximity;
      if (!friend && !computerToMove(game)) apply(tile, handIndex);
    },
    proximityComputerMove: (turn, tile, handIndex) => {
      const { game } = get().proximity;
      if (game.moves.length === turn && computerToMove(game)) apply(tile, handIndex);
    },
    proximityUndo: () => {
      const { board, proximity } = get();
      if (proximity.friend) return;
      const game = undoLastHumanMove(board, proximity.game);
      if (game !== proximity.game) patch({ game, handIndex: 0, log: proximity.log.slice(0, game.moves.length) });
    },
    proximityLoad: (shared) => set(proximityFromLink(get(), shared)),
    proximityShowFriend: (friend, game, log) => patch({ friend, game, config: game.config, handIndex: 0, log }),
  };
};

/** Proximity's part of the store, added the first time its code loads (modeParts.ts). */
export const proximityPart: ModePart<'proximity'> = {
  mode: 'proximity',
  create: createProximitySlice,
  forBoard: proximityForBoard,
  // A link carries the game under way (its seed, rules, seats and moves), replayed on the link's board.
  link: {
    toLink: ({ board, proximity }) => (proximity.game ? proximityForShare({ board, proximity }) : undefined),
    fromLink: proximityFromLink,
    changed: (s, prev) => s.proximity?.game !== prev.proximity?.game,
    // A game by links on screen keeps its own latest link in the address bar (ui/proximity/friend/friendPlay.ts).
    holdsAddress: (s) => s.mode === 'proximity' && s.proximity?.friend != null,
  },
};
