import type { Board } from '../../../engine';

// The words of hints and deductions, kept apart from the reasoning. Tiles are named by their levelData index.

/** "row 3, column 4" */
export const tileName = (b: Board, t: number): string => `row ${b.row[t]}, column ${b.col[t]}`;

/** "the 2 at row 3, column 4" */
export const numberName = (b: Board, t: number, count: number): string => `the ${count} at ${tileName(b, t)}`;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const verdict = (b: Board, t: number, isMine: boolean): string => `${tileName(b, t)} is ${isMine ? 'a mine' : 'safe'}`;

/** A number that decides all its hidden neighbours. */
export function singleText(b: Board, num: number, count: number, need: number, hidden: number, tile: number, isMine: boolean): string {
  const who = cap(numberName(b, num, count));
  if (isMine) {
    const all = hidden === 1 ? 'it is a mine' : hidden === 2 ? 'both are mines' : 'all are mines';
    return `${who} has exactly ${plural(hidden, 'hidden neighbour', 'hidden neighbours')} left for its ${plural(need, 'missing mine', 'missing mines')}, so ${all}: ${verdict(b, tile, true)}.`;
  }
  const found = count - need;
  if (found === 0) return `${who} has no mines around it, so its hidden neighbours are safe: ${verdict(b, tile, false)}.`;
  return `${who} already touches ${plural(found, 'proven mine', 'proven mines')}, so its other hidden neighbours are safe: ${verdict(b, tile, false)}.`;
}

/** Two numbers whose shared hidden tiles decide the rest of one of them. */
export function pairText(
  b: Board,
  owner: { tile: number; count: number; need: number; own: number },
  other: { tile: number; count: number; need: number },
  shared: number,
  lo: number,
  hi: number,
  subset: boolean,
  tile: number,
  isMine: boolean,
): string {
  const o = numberName(b, owner.tile, owner.count);
  const x = numberName(b, other.tile, other.count);
  const rest = owner.own === 1 ? 'its other hidden neighbour' : `its other ${owner.own} hidden neighbours`;
  const holds = isMine ? (owner.own === 1 ? 'must be a mine' : 'must all be mines') : owner.own === 1 ? 'must be safe' : 'must all be safe';
  if (subset) {
    const m = plural(other.need, 'more mine', 'more mines');
    return `${cap(x)} needs ${m} in ${plural(shared, 'hidden tile', 'hidden tiles')}, all of which also touch ${o}. ${cap(o)} needs ${owner.need}, which leaves ${owner.need === other.need ? 'no mines' : plural(owner.need - other.need, 'mine', 'mines')} for ${rest}: ${verdict(b, tile, isMine)}.`;
  }
  const range = lo === hi ? `exactly ${plural(lo, 'mine', 'mines')}` : `between ${lo} and ${hi} mines`;
  return `${cap(o)} and ${x} share ${plural(shared, 'hidden tile', 'hidden tiles')}, which must hold ${range}. ${cap(o)} needs ${owner.need}, so ${rest} ${holds}: ${verdict(b, tile, isMine)}.`;
}

/** A tile decided only by counting every arrangement (and, where `total` is set, the total mine count). */
export function globalText(b: Board, tile: number, isMine: boolean, minesLeft: number, usesCount: boolean): string {
  const how = isMine ? 'always has a mine' : 'never has a mine';
  if (usesCount)
    return `With ${plural(minesLeft, 'mine', 'mines')} left on the board, every way to place them that fits the numbers says the same: ${tileName(b, tile)} ${how}, so it is ${isMine ? 'a mine' : 'safe'}.`;
  return `Working through every way these numbers can be satisfied, ${tileName(b, tile)} ${how}, so it is ${isMine ? 'a mine' : 'safe'}.`;
}

/** When nothing can be proven. */
export const guessText = (b: Board, tile: number, p: number): string =>
  `Nothing can be proven; the safest guess is ${tileName(b, tile)} with a ${percent(p)} chance of a mine.`;

/** 0.123 -> "12%", keeping tiny non-zero chances visible. */
export function percent(p: number): string {
  const v = p * 100;
  if (v > 0 && v < 1) return '<1%';
  return `${Math.round(v)}%`;
}

/** A flag on a tile the numbers prove safe: `why` is the proof, as a deduction's text says it. */
export const wrongFlagText = (b: Board, tile: number, why: string): string => `The flag at ${tileName(b, tile)} is wrong. ${why}`;

/** A number with more flags around it than mines: one of them is wrong, and this one is not proven a mine. */
export const overFlaggedText = (b: Board, num: number, count: number, flags: number, tile: number): string =>
  `${cap(numberName(b, num, count))} has ${plural(flags, 'flag', 'flags')} around it but only ${plural(count, 'mine', 'mines')}, so a flag there is wrong: nothing proves ${tileName(b, tile)} is a mine.`;
