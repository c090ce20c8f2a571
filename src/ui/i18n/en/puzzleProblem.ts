// Why a text is not a puzzle level, in English: the Puzzles mode's alert and a puzzle link's (messages.ts), kept out of
// the mode's texts so that the first screen's messages do not bring them.
import type { LevelProblem } from '../../../games/puzzle/level';

/** Where a problem sits in the text, in words. */
const at = (p: { line: number; slot: number }) => `line ${p.line}, slot ${p.slot + 1}`;

export default function levelProblem(p: LevelProblem): string {
  switch (p.kind) {
    case 'empty':
      return 'The puzzle text is empty: paste a level in it, or open a file.';
    case 'not-v1':
      return `This is not a puzzle: line ${p.line} should say “Hexcells level v1”.`;
    case 'header-cut':
      return 'The text ends inside the header: a level starts with five lines (version, title, author, two notes).';
    case 'too-few-rows':
      return `The grid has ${p.rows} rows; a level has 33.`;
    case 'too-many-rows':
      return `Line ${p.line} comes after the grid\u2019s 33 rows.`;
    case 'row-length':
      return `Line ${p.line} has ${p.length} characters; a row has 66 (33 slots of two).`;
    case 'unknown-char':
      return `At ${at(p)} (column ${p.column}), “${p.char}” means nothing in a level.`;
    case 'blue-together':
      return `At ${at(p)}, a blue cell can\u2019t say together or apart: only a black one can.`;
    case 'line-without-number':
      return `At ${at(p)}, the line clue has no number (its second character is “.”).`;
    case 'line-points-at-nothing':
      return `At ${at(p)}, the line clue points at no cell.`;
    case 'no-cells':
      return 'The grid holds no cell.';
  }
}
