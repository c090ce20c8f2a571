// The Puzzles mode's field of a link: a Hexcells-style puzzle, its solution included (pz, puzzleCodec.ts). The puzzle
// is all its link needs: a link made on its tab carries it and the layout alone, no board. The field also owns `dp`, a
// daily puzzle's address (`?dp=YYYY-MM-DD`): it names a date, not a puzzle, and start-up opens that day's puzzle
// (ui/daily/openDailyPuzzle.ts) before any board is read from the link.
//
// The mode's code comes after the first screen, and its field with it: the field joins the link fields' registry
// (linkFields.ts) when this file is first run, which the link codec waits for (the mode registry's `linkField`,
// store/links/codec.ts), as does the mode's part of the store (store/persist/puzzleKept.ts).
import type { Level, LevelProblem } from '../../games/puzzle/level';
import type { FieldCodec } from '../fieldCodec';
import { type Fields, unpacked } from '../fields';
import { packPuzzle, unpackPuzzle } from '../puzzleCodec';
import { DAILY_PUZZLE } from './dailyPuzzleParam';
import { registerLinkField } from '../linkFields';

/** A Hexcells-style puzzle: the level, its solution included. */
export interface PuzzleField {
  level: Level;
}

declare module '../types' {
  interface ModeIds {
    puzzle: true;
  }
  interface LinkFields {
    puzzle: PuzzleField;
  }
}

declare module '../problems' {
  interface LinkLabels {
    puzzle: true;
  }
  interface ModeProblems {
    puzzleDamaged: object;
    /** why the link's puzzle is not a level, as the v1 reader says it of a text */
    puzzleNotLevel: { problem: LevelProblem };
  }
}

const read = (f: Fields): PuzzleField | undefined =>
  f.has('pz') ? { level: unpacked(unpackPuzzle(f.raw('pz', 'puzzle'))) } : undefined;

export const puzzleField: FieldCodec<PuzzleField> = {
  mode: 'puzzle',
  params: ['pz', DAILY_PUZZLE],
  write: (field) => [['pz', packPuzzle(field.level)]],
  read,
  alone: read,
};

registerLinkField(puzzleField);
