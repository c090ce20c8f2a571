// Why a link can't be read, as data: the UI's catalogue (ui/i18n/<lang>/messages.ts) writes each kind as a sentence in
// the reader's language. Cells are named "row-col" as the link stores them.
import type { WrapProblem } from '../engine';
// Why a link's game in progress does not fit its board and seed is said by the rules that rebuild it.
import type { GameMisfit } from '../games/minesweeper/linkGame';
// Why a link's puzzle is not a level is said as the v1 reader says it of a text.
import type { LevelProblem } from '../games/puzzle/level';

export type { GameMisfit };

/** The parts of a link a problem can name. */
export type LinkField =
  | 'mode'
  | 'orientation'
  | 'offset'
  | 'rowCount'
  | 'columnCount'
  | 'board'
  | 'version'
  | 'hexSize'
  | 'mineCount'
  | 'seed'
  | 'noGuess'
  | 'replay'
  | 'firstClick'
  | 'revealed'
  | 'flagged'
  | 'mines'
  | 'firstClickRule'
  | 'heroTile'
  | 'heroTarget'
  | 'proximitySeed'
  | 'proximityRules'
  | 'players'
  | 'proximityMoves'
  | 'wraparound'
  | 'puzzle';

/** Why a link's replay is damaged. */
export type ReplayDamage =
  | {
      what:
        | 'start'
        | 'settings'
        | 'count'
        | 'tooLong'
        | 'minesSize'
        | 'minesUnreadable'
        | 'mineBeyond'
        | 'extra'
        | 'tooManyUndos';
    }
  | { what: 'moveCut' | 'moveOff'; move: number };

export type LinkProblem =
  | { kind: 'garbled' }
  | { kind: 'unreadable' }
  | { kind: 'missing'; field: LinkField; param: string }
  | { kind: 'notWhole'; field: LinkField; value: string }
  | { kind: 'outOfRange'; field: LinkField; value: number; min: number; max: number }
  | { kind: 'notOneOf'; field: LinkField; value: string; options: readonly string[] }
  | { kind: 'noVersion'; version: number }
  | { kind: 'newerVersion'; found: number; reads: number }
  | { kind: 'unknownVersion'; found: string; reads: number }
  | { kind: 'boardTooBig'; rows: number; cols: number; max: number }
  | { kind: 'boardEmpty'; rows: number; cols: number }
  | { kind: 'tooLong'; field: LinkField; chars: number }
  | { kind: 'unpackFailed'; field: LinkField }
  | { kind: 'unpacksTooBig'; field: LinkField }
  | { kind: 'boardCutShort'; rows: number; cols: number }
  | { kind: 'boardNotBoard' }
  | { kind: 'boardBadCost' }
  | { kind: 'boardTooMuch'; rows: number; cols: number }
  | { kind: 'sizeMismatch'; field: LinkField }
  | { kind: 'damaged'; field: LinkField }
  | { kind: 'beyondBoard'; field: LinkField }
  | { kind: 'tooManyMines'; mines: number; floors: number }
  | { kind: 'progressAndReplay' }
  | { kind: 'firstClickNotFloor'; cell: string }
  | { kind: 'revealedAndFlagged'; cell: string }
  | { kind: 'wrongMineCount'; placed: number; asked: number }
  | { kind: 'notFloor'; field: LinkField; cell: string }
  | { kind: 'heroNotFloor'; cell: string }
  | { kind: 'notCellPair'; field: LinkField; value: string }
  | { kind: 'cellOffBoard'; field: LinkField; cell: string; rows: number; cols: number }
  | { kind: 'playerCount'; count: number; min: number; max: number }
  | { kind: 'unknownPlayer'; value: string; options: readonly string[] }
  | { kind: 'moveNotFloor'; move: number }
  | { kind: 'moveTaken'; move: number }
  | { kind: 'replayDamaged'; why: ReplayDamage }
  | { kind: 'replayNewer'; version: number }
  | { kind: 'replayMoveNotFloor'; move: number; cell: string }
  | { kind: 'replayMineNotFloor'; cell: string }
  | { kind: 'replayMineCount'; mines: number; board: number }
  | { kind: 'gameMisfit'; why: GameMisfit }
  | { kind: 'noGuessWithoutMines' }
  | { kind: 'cannotWrap'; why: WrapProblem }
  | { kind: 'puzzleDamaged' }
  | { kind: 'puzzleNotLevel'; problem: LevelProblem };
