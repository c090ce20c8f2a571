import { useMemo } from 'react';
import { useFormat } from '../i18n';

// How Minesweeper's figures are written for people, in the reader's language (17.500 s, 17,500 s).

export interface MinesweeperFigures {
  /** 12345 -> "12.345 s" */
  seconds(ms: number): string;
  /** a ratio with two decimals */
  figure(v: number): string;
  /** a stored ISO date as the reader's short date */
  shortDate(iso: string): string;
}

export function useMinesweeperFigures(): MinesweeperFigures {
  const f = useFormat();
  return useMemo(
    () => ({
      seconds: (ms) => f.seconds(ms, 3),
      figure: (v) => f.number(v, 2),
      shortDate: (iso) => new Date(iso).toLocaleDateString(f.lang, { year: 'numeric', month: 'short', day: 'numeric' }),
    }),
    [f],
  );
}
