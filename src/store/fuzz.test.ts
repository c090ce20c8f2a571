// The fuzzers as tests: 10,000 mutated links made from real links of every mode, and 2,000 corrupted saves, each read
// without a throw and, when refused, with a specific sentence. Seeded, so every run draws the same cases.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBoard } from '../engine';
import { seededRandom } from '../games/random';
import { parseSaved, serialise, type Saved } from './persist/autosave';
import { decodeShare } from '../share/decode';
import { encodeShare } from '../share/encode';
import { fitLinkGame } from '../games/minesweeper/linkGame';
import { sharedStateArb } from '../share/testing';
import type { SharedState } from '../share/types';

const SLOW = 60_000;
/** decodeShare's catch-all: a mangled link must get a specific reason instead. */
const FALLBACK = 'unreadable';

/** Real links of every kind: Minesweeper games in progress (no-guess too), heroes with targets, Proximity moves, costs. */
function realLinks(): string[] {
  const states = fc.sample(sharedStateArb(12), { seed: 18, numRuns: 400 });
  const want: ((s: SharedState) => boolean)[] = [
    (s) => !!s.minesweeper?.progress && !s.minesweeper.noGuess,
    (s) => !!s.minesweeper?.progress?.mines,
    (s) => !!s.hero?.target,
    (s) => (s.proximity?.moves.length ?? 0) > 3 && s.proximity?.rules === 'p2',
    (s) => (s.proximity?.moves.length ?? 0) > 3 && s.proximity?.rules === 'classic',
    (s) => s.mode === 'editor' && !!s.level?.some((row) => row.some((v) => v > 1)),
    (s) => s.mode === 'lab',
  ];
  const picked = want.flatMap((ok) => states.filter(ok).slice(0, 6));
  for (const ok of want) expect(states.some(ok)).toBe(true);
  return picked.map(encodeShare);
}

/** One random change to a link: a cut, a character replaced, inserted or deleted, a parameter dropped, doubled, swapped or given another link's value. */
function mutate(link: string, others: string[], rand: () => number): string {
  const at = Math.floor(rand() * (link.length + 1));
  const chars = 'Aa0-+$.&=%9z_~ ';
  const ch = () => chars[Math.floor(rand() * chars.length)];
  const params = link.split('&');
  const k = Math.floor(rand() * params.length);
  switch (Math.floor(rand() * 8)) {
    case 0:
      return link.slice(0, at);
    case 1:
      return link.slice(0, at) + ch() + link.slice(at + 1);
    case 2:
      return link.slice(0, at) + ch() + link.slice(at);
    case 3:
      return link.slice(0, at) + link.slice(at + 1);
    case 4:
      return params.filter((_, i) => i !== k).join('&');
    case 5: {
      const other = others[Math.floor(rand() * others.length)].split('&');
      const name = params[k].split('=')[0];
      const theirs = other.find((p) => p.startsWith(`${name}=`)) ?? other[Math.floor(rand() * other.length)];
      return params.map((p, i) => (i === k ? theirs : p)).join('&');
    }
    case 6: {
      const [name] = params[k].split('=');
      const numbers = ['0', '-1', '2.5', '1e-7', '99999999999', '250', '251', '6', '5', '65', '4294967296'];
      return params.map((p, i) => (i === k ? `${name}=${numbers[Math.floor(rand() * numbers.length)]}` : p)).join('&');
    }
    default:
      return [...params.slice(k), ...params.slice(0, k)].join('&');
  }
}

describe('when 10,000 real links of every mode are mangled', () => {
  it(
    'reads each without a throw: a sound state, or a specific sentence saying what is wrong',
    () => {
      const links = realLinks();
      const rand = seededRandom(20261123);
      let refused = 0;
      for (let n = 0; n < 10_000; n++) {
        let link = links[n % links.length];
        const times = 1 + Math.floor(rand() * 3);
        for (let t = 0; t < times; t++) link = mutate(link, links, rand);
        const result = decodeShare(link);
        if (!result.ok) {
          refused++;
          expect(result.error.kind, link).not.toBe(FALLBACK);
          continue;
        }
        const ms = result.state?.minesweeper;
        if (result.state?.level && ms?.progress) {
          // A decoded game is checked whole against its board and seed: that must not throw either.
          const board = makeBoard(result.state.level, {
            orientation: result.state.orientation,
            parity: result.state.parity,
          });
          const fit = fitLinkGame(board, { mines: ms.mines, seed: ms.seed, marks: false }, ms.progress);
          if (!fit.ok) expect(fit.why.what).toEqual(expect.any(String));
        }
      }
      // Most mangled links are refused; the rest still decode to sound states.
      expect(refused).toBeGreaterThan(3000);
    },
    SLOW,
  );
});

describe('when 2,000 saves are corrupted', () => {
  it(
    'reads each without a throw: the board, or a specific reason',
    () => {
      const rand = seededRandom(17);
      const saves = fc.sample(sharedStateArb(10), { seed: 17, numRuns: 40 }).map((s) =>
        serialise({
          level: s.level!,
          orientation: s.orientation,
          parity: s.parity,
          hexSize: s.hexSize,
          mode: s.mode,
          shape: 'custom',
        } satisfies Saved),
      );
      const junk = ['"', '[', ']', '{', '}', ',', '-', '9', '1', 'x', 'null', 'true', '1e400', '-2', '0.5', ' '];
      let refused = 0;
      for (let n = 0; n < 2000; n++) {
        const text = saves[n % saves.length];
        const at = Math.floor(rand() * text.length);
        const piece = junk[Math.floor(rand() * junk.length)];
        const how = Math.floor(rand() * 4);
        const broken =
          how === 0
            ? text.slice(0, at)
            : how === 1
              ? text.slice(0, at) + piece + text.slice(at + 1)
              : how === 2
                ? text.slice(0, at) + piece + text.slice(at)
                : text.replace(/\[\[/, `[${piece}[`);
        const parsed = parseSaved(broken);
        if (parsed.ok) {
          if (parsed.saved) expect(parsed.saved.level.length).toBeGreaterThan(0);
          continue;
        }
        refused++;
        expect(parsed.problem.kind, broken).toBeTruthy();
      }
      expect(refused).toBeGreaterThan(1000);
    },
    SLOW,
  );
});
