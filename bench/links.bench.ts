// Opening a link with a game in it: decode, then replay, the way the app does (applyShareQuery on the app's store).
// Each case is a real, honest link: a 250 x 250 Minesweeper game with 62,491 flags, one with 30,000 revealed tiles,
// and a Proximity game of 20,000 moves. Before issue 18 these took 44 s, 8.8 s and 42.5 s (a copy of the board per
// move); replay is now linear in the link. Figures are printed as [links] lines as well as in vitest's table.
import { bench, describe } from 'vitest';
import { filledLevel, makeBoard } from '../src/engine';
import { newGame, reveal, REVEALED } from '../src/games/minesweeper';
import { seededRandom } from '../src/games/random';
import { encodeShare, type SharedState } from '../src/share';
import { useHexlab } from '../src/store';
import { applyShareQuery } from '../src/store/links/fromLink/fromLink';
import { loadAllParts } from '../src/store/testing';

// A Proximity link needs Proximity's part of the store, which the app loads with the mode.
loadAllParts();

const SIDE = 250;
const level = filledLevel(SIDE, SIDE);
const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
const centre = board.idAt[(SIDE / 2) * SIDE + SIDE / 2];
const base = { mode: 'minesweeper', orientation: 'pointy', parity: 'odd', hexSize: 24, level } as const;

/** A game in progress on the 250 x 250 board: the first click in the middle, then `revealMore` safe tiles and flags. */
function minesLink(mines: number, seed: number, revealMore: number, flagAll: boolean): string {
  const game = reveal(newGame(board, { mines, seed, marks: false }), board, centre);
  const placed = game.mines as Uint8Array;
  const revealed: number[] = [];
  const flagged: number[] = [];
  let extra = 0;
  for (let id = 0; id < board.size; id++) {
    const open = game.view[id] === REVEALED || (!placed[id] && extra < revealMore && ++extra > 0);
    if (open) revealed.push(id);
    else if (flagAll && placed[id]) flagged.push(id);
  }
  const state: SharedState = {
    ...base,
    minesweeper: { mines, seed, noGuess: false, progress: { firstClick: centre, revealed, flagged } },
  };
  return encodeShare(state);
}

/** A Proximity game of `moves` moves in random order on the 250 x 250 board, hot seat. */
function proximityLink(moves: number): string {
  const rand = seededRandom(5);
  const cells = Array.from({ length: board.size }, (_, i) => i);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return encodeShare({
    ...base,
    mode: 'proximity',
    proximity: {
      seed: 3,
      rules: 'p2',
      players: ['human', 'human'],
      moves: cells.slice(0, moves).map((c) => c * 5 + (c % 5)),
    },
  });
}

const cases: [string, string, (s: ReturnType<typeof useHexlab.getState>) => boolean][] = [
  ['Minesweeper 250 x 250, 62,491 flags', minesLink(62_491, 11, 0, true), (s) => s.minesweeper.game.flags === 62_491],
  [
    'Minesweeper 250 x 250, 30,000 revealed tiles',
    minesLink(20_000, 12, 30_000, false),
    (s) => countView(s, REVEALED) >= 30_000,
  ],
  ['Proximity 250 x 250, 20,000 moves', proximityLink(20_000), (s) => s.proximity.game.moves.length === 20_000],
];

const countView = (s: ReturnType<typeof useHexlab.getState>, code: number) =>
  s.minesweeper.game.view.reduce((n, v) => n + (v === code ? 1 : 0), 0);

function open(name: string, query: string, check: (s: ReturnType<typeof useHexlab.getState>) => boolean): number {
  useHexlab.getState().setLevel(filledLevel(9, 9));
  const t0 = performance.now();
  if (applyShareQuery(useHexlab, query) !== 'applied') throw new Error(`${name}: the link was refused`);
  const ms = performance.now() - t0;
  if (!check(useHexlab.getState()))
    throw new Error(
      `${name}: the link's game was not shown whole (${JSON.stringify(useHexlab.getState().notice?.message)})`,
    );
  return ms;
}

/** The same link without its game (the board and settings only): what opening the board alone costs. */
const boardOnly = (query: string) =>
  query
    .split('&')
    .filter((p) => !/^(fc|rev|flag|mn|pseed|rules|players|moves)=/.test(p))
    .join('&');

const median = (f: () => number) => [0, 1, 2].map(f).sort((a, b) => a - b)[1];

describe('opening a link with a game (decode + replay, as the app does)', () => {
  for (const [name, query, check] of cases) {
    const whole = median(() => open(name, query, check));
    const alone = median(() => open(name, boardOnly(query), () => true));
    console.log(
      `[links] ${name}: ${Math.round(whole)} ms to open (median of 3; ${query.length.toLocaleString('en')} characters); ` +
        `the same board without its game ${Math.round(alone)} ms, so the game adds ${Math.round(whole - alone)} ms`,
    );
    bench(name, () => void open(name, query, check), { iterations: 3, time: 0, warmupIterations: 0 });
  }
});
