import { doMove, expectedBestReply, exposure, moveGain, undoMove, type SearchSpace } from './search';
import { MAX_DRAW } from './types';

// The hard AI's second look at its best few candidates, as time allows: instead of assuming the next player simply
// grabs the most points, it lets that player pick, among its greediest few replies for each strength it might draw,
// the one that leaves us worst off once exposure and our own expected counter-reply are counted.

/** How many of the next player's greediest replies per strength are looked at. */
const REPLIES = 4;

/** Scratch for the top replies of one strength (kept between calls: no allocation per candidate). */
const topTile = new Int32Array(REPLIES);
const topGain = new Float64Array(REPLIES);

/** Fill topTile/topGain with `player`'s greediest replies with strength s; returns how many there are. */
function greediestReplies(sp: SearchSpace, player: number, s: number): number {
  let count = 0;
  const { empties, owner } = sp;
  for (let i = 0; i < empties.length; i++) {
    const t = empties[i];
    if (owner[t] !== 0) continue;
    const g = moveGain(sp, t, player, s);
    if (count === REPLIES && g <= topGain[count - 1]) continue;
    let j = count < REPLIES ? count++ : count - 1;
    while (j > 0 && topGain[j - 1] < g) {
      topGain[j] = topGain[j - 1];
      topTile[j] = topTile[j - 1];
      j--;
    }
    topGain[j] = g;
    topTile[j] = t;
  }
  return count;
}

/** The refined value of placing `value` on `tile` for the player to move (comparable only with other refined values). */
export function refinedScore(
  sp: SearchSpace,
  tile: number,
  value: number,
  exposureWeight: number,
  counter = true,
): number {
  const { me, next, weights } = sp;
  const gain = moveGain(sp, tile, me, value);
  doMove(sp, tile, me, value, 0);
  let expected = 0;
  for (let s = 1; s <= MAX_DRAW; s++) {
    if (weights[s] === 0) continue;
    const count = greediestReplies(sp, next, s);
    let worst = count === 0 ? exposureWeight * exposure(sp, me) : Infinity;
    for (let j = 0; j < count; j++) {
      const t = topTile[j];
      const g = topGain[j];
      doMove(sp, t, next, s, 1);
      const v = -g + exposureWeight * exposure(sp, me) + (counter ? expectedBestReply(sp, me, -1) : 0);
      undoMove(sp, 1);
      if (v < worst) worst = v;
    }
    expected += weights[s] * worst;
  }
  undoMove(sp, 0);
  return gain + expected;
}
