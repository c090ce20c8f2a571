import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TUTORIAL_HEXAGON } from '../engine';
import { realLevels } from '../games/puzzle/testKit';
import { answerChallenge, challengeCheck, decodeChallenge, encodeChallenge, type Challenge } from './challenge';
import { encodeShare } from './encode';
import { sharedStateArb } from './testing';
import type { SharedState } from './types';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './fields/puzzle';

const resultArb = fc.record({ ms: fc.nat(7 * 86_400_000), mistakes: fc.nat(1_000_000) });

const minesweeper: SharedState = {
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: TUTORIAL_HEXAGON,
  minesweeper: { mines: 20, seed: 42, noGuess: false },
};
const sent: Challenge = { board: minesweeper, results: [{ ms: 61_250, mistakes: 1 }] };

const opened = (query: string) => {
  const r = decodeChallenge(query);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.challenge;
};

describe('when a friend is challenged', () => {
  it('sends the board and the time and mistakes, and the link back carries both results', () => {
    const query = encodeChallenge(sent);
    expect(query).toMatch(/&ch=61250\.1&ck=[0-9a-z]+$/);
    expect(opened(query)).toEqual(sent);
    const back = encodeChallenge(answerChallenge(opened(query), { ms: 58_004, mistakes: 0 }));
    expect(back).toMatch(/&ch=61250\.1-58004\.0&ck=/);
    expect(opened(back).results).toEqual([
      { ms: 61_250, mistakes: 1 },
      { ms: 58_004, mistakes: 0 },
    ]);
  });

  it('challenges on a puzzle too', () => {
    const board: SharedState = {
      ...minesweeper,
      mode: 'puzzle',
      level: [[0]],
      puzzle: { level: realLevels[0].board.level },
    };
    delete board.minesweeper;
    const challenge: Challenge = { board, results: [{ ms: 300_000, mistakes: 3 }] };
    expect(opened(encodeChallenge(challenge))).toEqual(challenge);
  });

  it('sends the board to play fresh: no game in progress, replay, hero or Proximity game', () => {
    const played: SharedState = {
      ...minesweeper,
      minesweeper: { mines: 20, seed: 42, noGuess: false, progress: { firstClick: 84, revealed: [84], flagged: [] } },
      hero: { tile: { row: 6, col: 6 } },
    };
    expect(opened(encodeChallenge({ ...sent, board: played })).board).toEqual(minesweeper);
  });

  it('opens every challenge on every Minesweeper board as it was sent', () => {
    fc.assert(
      fc.property(
        sharedStateArb(8).filter((s) => s.minesweeper !== undefined),
        fc.oneof(fc.tuple(resultArb), fc.tuple(resultArb, resultArb)),
        (state, results) => {
          const { hero: _h, proximity: _p, ...rest } = state;
          const { progress: _g, replay: _r, ...settings } = state.minesweeper!;
          const board = { ...rest, minesweeper: settings };
          const challenge: Challenge = { board, results };
          expect(opened(encodeChallenge(challenge))).toEqual(challenge);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('when a challenge link is damaged', () => {
  const query = encodeChallenge(answerChallenge(sent, { ms: 58_004, mistakes: 0 }));

  it('refuses every cut or change of one character with a reason, or opens the same challenge', () => {
    const same = opened(query);
    const chars = '0123456789.-&=abcxyzABC+$';
    for (let at = 0; at <= query.length; at++) {
      const cut = decodeChallenge(query.slice(0, at));
      if (cut.ok) expect(cut.challenge).toEqual(same);
      for (const c of chars) {
        const r = decodeChallenge(query.slice(0, at) + c + query.slice(at + 1));
        if (r.ok) expect(r.challenge).toEqual(same);
        else expect(r.problem.kind).toMatch(/^(link|notChallenge|nothingToPlay|badResults|challengeDamaged)$/);
      }
    }
  });

  it('says why: no challenge, nothing to play, results no Hexlab writes', () => {
    const board = encodeShare(minesweeper);
    expect(decodeChallenge(board)).toEqual({ ok: false, problem: { kind: 'notChallenge' } });
    const hero = encodeChallenge({ ...sent, board: { ...minesweeper, mode: 'hero', minesweeper: undefined } });
    expect(decodeChallenge(hero)).toEqual({ ok: false, problem: { kind: 'nothingToPlay' } });
    const cut = query.replace(/&ck=.*$/, '');
    expect(decodeChallenge(cut)).toEqual({ ok: false, problem: { kind: 'challengeDamaged' } });
    for (const ch of ['1.2-3.4-5.6', '999999999999.0', '1', '1.2.3', '']) {
      const body = `${board}&ch=${ch}`;
      // The check is right (as a forger would write it), the results are not.
      const r = decodeChallenge(`${body}&ck=${challengeCheck(body)}`);
      expect(r).toEqual({ ok: false, problem: { kind: 'badResults' } });
    }
  });
});

describe("a Minesweeper challenge's first click", () => {
  const withFirst: Challenge = { ...sent, first: 84 };

  it('travels with the challenge and its answer, so the friend starts where the challenger did', () => {
    const query = encodeChallenge(withFirst);
    expect(query).toMatch(/&ch=61250\.1&cf=84&ck=/);
    expect(opened(query)).toEqual(withFirst);
    expect(opened(encodeChallenge(answerChallenge(opened(query), { ms: 1, mistakes: 0 }))).first).toBe(84);
  });

  it('is refused when changed on the way, or off the board', () => {
    const query = encodeChallenge(withFirst);
    expect(decodeChallenge(query.replace('cf=84', 'cf=85'))).toEqual({
      ok: false,
      problem: { kind: 'challengeDamaged' },
    });
    const off = encodeChallenge({ ...sent, first: 10_000 });
    expect(decodeChallenge(off)).toEqual({ ok: false, problem: { kind: 'badResults' } });
  });
});
