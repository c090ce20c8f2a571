// How Minesweeper's figures are written for people: kept together so a later catalogue can translate them.

/** 12345 -> "12.345 s" */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(3)} s`;
/** a ratio with two decimals */
export const figure = (v: number): string => v.toFixed(2);
/** a stored ISO date as the reader's short date */
export const shortDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
