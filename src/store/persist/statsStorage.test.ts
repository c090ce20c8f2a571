// @vitest-environment happy-dom
// The statistics and records as earlier versions stored them are still read, under the keys they were stored under.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadStats, saveStats } from './statsStorage';
import { emptyStats } from '../../games/minesweeper';

beforeEach(() => localStorage.clear());

describe('the stored statistics', () => {
  it('reads counters stored before they were versioned (version 0, no version field), and writes them versioned', () => {
    localStorage.setItem(
      'hexlab.minesweeper.stats',
      JSON.stringify({ played: 3, won: 2, best: {}, perKey: { 'beginner|hex': { played: 3, won: 2 } }, last: null }),
    );
    const { stats } = loadStats();
    expect(stats).toMatchObject({ played: 3, won: 2 });
    expect(saveStats({ ...stats, played: 4 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('hexlab.minesweeper.stats')!)).toMatchObject({ version: 1, played: 4 });
  });

  it('reads records stored by this version, and reports damaged ones without touching them', () => {
    localStorage.setItem('hexlab.minesweeper.records', '{"boards": 5}');
    const read = loadStats();
    expect(read.recordsProblem).toMatchObject({ kind: 'damaged' });
    expect(localStorage.getItem('hexlab.minesweeper.records')).toBe('{"boards": 5}');
    expect(read.stats).toEqual(emptyStats());
  });
});
