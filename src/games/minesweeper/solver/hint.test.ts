import { describe, expect, it } from 'vitest';
import { hint } from './hint';
import { picture } from './testKit';

describe('when the player asks for a hint', () => {
  it('points at a safe tile, by the cheapest rule, before any mine', () => {
    const p = picture(`
      .  1  *  *  .
        .  1  2  1  .
      1  .  1  .  1
        *  .  *  .  *
    `);
    const h = hint(p.k)!;
    expect(h.kind).toBe('safe');
    expect(p.mines[h.tile]).toBe(0);
    expect(h.proof?.cites.length).toBeGreaterThan(0);
  });

  it('reasons through proven mines to reach a safe tile, naming them in its uses', () => {
    const p = picture(`
      *  *  .
        2  1  .
    `);
    const h = hint(p.k)!;
    expect(h).toMatchObject({ kind: 'safe', proof: { rung: 'one', cites: [p.tile(1, 1)] } });
    expect([p.tile(0, 2), p.tile(1, 2)]).toContain(h.tile);
    expect(h.proof?.over).toEqual(expect.arrayContaining([p.tile(0, 1)]));
    expect(h.why).toMatchObject({ kind: 'single', number: { id: p.tile(1, 1), count: 1 }, need: 0, isMine: false });
  });

  it('shows a mine when nothing safe can be proven', () => {
    const p = picture(`
      *  *  *  .
        2  #  #  #
    `);
    expect(hint(p.k)).toMatchObject({ kind: 'mine', proof: { rung: 'one' } });
  });

  it('offers the safest guess with its chance when nothing can be proven', () => {
    const p = picture(`
      *  .  .  .
        1  #  #  #
    `);
    // The 1 has its mine in one of two tiles, and the other mine is in one of the two tiles behind the wall: 50% each.
    const h = hint({ ...p.k, totalMines: 2 })!;
    expect(h.kind).toBe('guess');
    if (h.kind !== 'guess') return;
    expect(h.probability).toBeCloseTo(0.5, 12);
    expect(h.why).toEqual({ kind: 'guess', tile: { id: h.tile }, probability: h.probability });
  });

  it('has nothing to say once every tile is open', () => {
    const p = picture(`
      0  0
        0  0
    `);
    expect(hint(p.k)).toBeNull();
  });
});
