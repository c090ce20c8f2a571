// The Minesweeper solver's public face: pure functions over a board's neighbour lists (no DOM, no React).
export type { Knowledge, Deduction, Hint } from './types';
export { deduce } from './deduce';
export { probabilities, classifyLoss } from './probabilities';
export { citationsOf, hint } from './hint';
export { solveFrom } from './play';
export { generateNoGuess, type NoGuessOptions, type NoGuessResult, type NoGuessFailure } from './generate';
export type { Reason, Cell, NumberAt } from './text';
