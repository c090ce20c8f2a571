// The hard Proximity AI against the easy one on the tutorial hexagon: prints the hard AI's win rate and its time per move.
// Games come in pairs on one seed with the seats swapped, so who starts alternates and neither side keeps the luckier
// draws. PROX_GAMES (default 200), PROX_BUDGET (hard AI budget in ms, default 100), PROX_RULES (classic | p2), and for
// tuning PROX_EXPOSURE, PROX_REFINE and PROX_COUNTER=0 (see AiOptions) change the match.
import { bench, describe } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON, type Board } from '../src/engine';
import { seededRandom } from '../src/games/random';
import {
  chooseMove,
  newProximity,
  playMove,
  winners,
  type AiOptions,
  type PlayerKind,
  type RuleSet,
} from '../src/games/proximity';

const GAMES = Number(process.env.PROX_GAMES ?? 200);
const BUDGET = Number(process.env.PROX_BUDGET ?? 100);
const RULES = (process.env.PROX_RULES ?? 'classic') as RuleSet;
const EXPOSURE = process.env.PROX_EXPOSURE === undefined ? undefined : Number(process.env.PROX_EXPOSURE);
const REFINE = process.env.PROX_REFINE === undefined ? undefined : Number(process.env.PROX_REFINE);

interface MatchResult {
  wins: number;
  losses: number;
  draws: number;
  hardMs: number[];
}

function playGame(board: Board, seed: number, hardSeat: number, options: AiOptions, result: MatchResult): void {
  const players: PlayerKind[] = hardSeat === 1 ? ['hard', 'easy'] : ['easy', 'hard'];
  const rand = seededRandom(seed * 7 + hardSeat);
  let state = newProximity(board, { seed, rules: RULES, players });
  while (!state.over) {
    const kind = players[state.current - 1] === 'hard' ? 'hard' : 'easy';
    const start = performance.now();
    const move = chooseMove(state, board, kind, rand, options);
    if (kind === 'hard') result.hardMs.push(performance.now() - start);
    state = playMove(state, board, move.tile, move.handIndex);
  }
  const won = winners(state);
  if (won.length > 1) result.draws++;
  else if (won[0] === hardSeat) result.wins++;
  else result.losses++;
}

function playMatch(): MatchResult {
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const options: AiOptions = {
    budgetMs: BUDGET,
    exposureWeight: EXPOSURE,
    refineCount: REFINE,
    counterReply: process.env.PROX_COUNTER !== '0',
    now: () => performance.now(),
  };
  const result: MatchResult = { wins: 0, losses: 0, draws: 0, hardMs: [] };
  for (let g = 0; g < GAMES; g++) playGame(board, 1000 + (g >> 1), (g % 2) + 1, options, result);
  return result;
}

// vitest may call a bench function more than once; the match is played and printed on the first call only.
let played = false;

describe('proximity: hard AI vs easy AI', () => {
  bench(
    `${GAMES} games, ${RULES} rules, hard budget ${BUDGET} ms`,
    () => {
      if (played) return;
      played = true;
      const r = playMatch();
      const mean = r.hardMs.reduce((a, b) => a + b, 0) / r.hardMs.length;
      const max = Math.max(...r.hardMs);
      console.log(
        `[proximity] hard won ${r.wins}/${GAMES} (${((100 * r.wins) / GAMES).toFixed(1)}%), lost ${r.losses}, drew ${r.draws}; ` +
          `hard ms/move mean ${mean.toFixed(2)}, max ${max.toFixed(1)} (budget ${BUDGET} ms, ${RULES})`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
