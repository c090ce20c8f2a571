import { describe, expect, it } from 'vitest';
import { filledLevel, TUTORIAL_HEXAGON } from '../engine';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import type { SharedState } from './types';

const torus: SharedState = {
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: filledLevel(6, 8),
  wrap: 'xy',
  minesweeper: { mines: 5, seed: 3, noGuess: false },
};
const decoded = (query: string) => {
  const result = decodeShare(query);
  if (!result.ok || !result.state) throw new Error(`expected a board from ${query}`);
  return result.state;
};
const errorOf = (query: string) => {
  const result = decodeShare(query);
  return result.ok ? null : result.error;
};

describe('a link to a wrapped board', () => {
  it('carries the wrap and opens the same wrapped board', () => {
    const query = encodeShare(torus);
    expect(query).toContain('wrap=xy');
    expect(decoded(query)).toEqual(torus);
    const hexagon: SharedState = { ...torus, level: TUTORIAL_HEXAGON, wrap: 'hex', minesweeper: undefined };
    delete hexagon.minesweeper;
    expect(decoded(encodeShare(hexagon)).wrap).toBe('hex');
  });

  it('opens an old link without the parameter unwrapped', () => {
    const { wrap: _, ...plain } = torus;
    const query = encodeShare(plain);
    expect(query).not.toContain('wrap=');
    expect(decoded(query).wrap).toBeUndefined();
  });

  it('refuses a wrap word it does not know, or a size that cannot wrap that way, saying which', () => {
    const query = encodeShare(torus);
    expect(errorOf(query.replace('wrap=xy', 'wrap=yes'))).toEqual({
      kind: 'notOneOf',
      field: 'wraparound',
      value: 'yes',
      options: ['x', 'xy', 'hex'],
    });
    expect(errorOf(encodeShare({ ...torus, level: filledLevel(5, 8) }))).toEqual({
      kind: 'cannotWrap',
      why: { kind: 'evenCount', axis: 'rows' },
    });
  });
});
