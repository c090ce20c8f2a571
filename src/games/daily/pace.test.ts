import { describe, expect, it } from 'vitest';
import { tileAtOffset } from '../../engine';
import { click, newGame, mineCounts, REVEALED, type MinesweeperState } from '../minesweeper/state';
import type { ReplayAction } from '../minesweeper/replay';
import { dailyBoard, dailySpec, type DailyBoard } from './daily';
import { solvePace } from './pace';
import { placeHexes } from './shape';

const spec = dailySpec('2026-11-25')!;

/** The daily's first position, as the store opens it: its mines placed, its start the first click. */
const first = (d: DailyBoard): MinesweeperState => ({
  ...newGame(d.board, { mines: spec.mines, seed: spec.seed, marks: false, firstClickRule: 'zero' }),
  mines: d.mines,
  counts: mineCounts(d.board, d.mines),
  firstClick: d.start,
});

/** Play the start, then `tiles` one after another, `gap(i)` ms apart; returns the end and its log. */
function play(d: DailyBoard, tiles: number[], gap: (i: number) => number, kind: 'open' | 'flag' = 'open') {
  let state = click(first(d), d.board, 'open', d.start);
  const log: ReplayAction[] = [{ kind: 'open', tile: d.start, t: 0 }];
  let t = 0;
  tiles.forEach((tile, i) => {
    const next = click(state, d.board, kind, tile);
    if (next === state) return;
    t += gap(i);
    state = next;
    log.push({ kind, tile, t });
  });
  return { state, log, ms: t };
}

/** The safe tiles still hidden after the start, in id order. */
function safeHidden(d: DailyBoard): number[] {
  const after = click(first(d), d.board, 'open', d.start);
  return [...Array(d.board.size).keys()].filter(
    (id) => d.board.kind[id] === 0 && !d.mines[id] && after.view[id] !== REVEALED,
  );
}

describe('the pace of a daily', () => {
  const d = dailyBoard(spec, 'pointy', 'odd');

  it('is five parts: the start opens a big area at once (quick), a slow end shows as slow', () => {
    const rest = safeHidden(d);
    const { state, log, ms } = play(d, rest, (i) => (i >= rest.length - 3 ? 20_000 : 500));
    expect(state.status).toBe('won');
    const pace = solvePace(d.board, state, log, ms);
    expect(pace).toHaveLength(5);
    expect(pace[0]).toBe('quick');
    expect(pace[4]).toBe('slow');
  });

  it('marks where a lost game ended and the parts it never reached', () => {
    const mine = [...d.mines.keys()].find((id) => d.mines[id])!;
    const { state, log, ms } = play(d, [mine], () => 4_000);
    expect(state.status).toBe('lost');
    const pace = solvePace(d.board, state, log, ms);
    const lostAt = pace.indexOf('lost');
    expect(lostAt).toBeGreaterThan(0);
    expect(pace.slice(lostAt + 1).every((p) => p === 'unreached')).toBe(true);
  });

  it('is the same on every layout: it reads how much was open when, not where', () => {
    const other = dailyBoard(spec, 'flat', 'even');
    // The same tiles (as hexes) on the other layout.
    const idIn = (b: DailyBoard, o: 'pointy' | 'flat', p: 'odd' | 'even') => {
      const placed = placeHexes(spec.hexes, o, p);
      return new Map(spec.hexes.map((h, i) => [`${h.q},${h.r}`, tileAtOffset(b.board, placed.cells[i])]));
    };
    const here = idIn(d, 'pointy', 'odd');
    const there = idIn(other, 'flat', 'even');
    const hexOf = new Map([...here].map(([k, id]) => [id, k]));
    const rest = safeHidden(d);
    const gap = (i: number) => 300 + ((i * 7919) % 2_000);
    const a = play(d, rest, gap);
    const b = play(
      other,
      rest.map((id) => there.get(hexOf.get(id)!)!),
      gap,
    );
    expect(b.state.status).toBe('won');
    expect(solvePace(other.board, b.state, b.log, b.ms)).toEqual(solvePace(d.board, a.state, a.log, a.ms));
  });
});
