// Minesweeper's field of a link: mines, seed, ng and first; a game in progress (fc, rev, flag, and mn, a no-guess
// game's mines) or a finished game to watch (rp, replayCodec.ts).
import { packedCellName } from '../../games/cells';
import type { GameMisfit, Progress } from '../../games/minesweeper/linkGame';
import type { BoardFacts, FieldCodec } from '../fieldCodec';
import { fail, type Fields, unpacked } from '../fields';
import { packBits, unpackBits } from '../pack';
import type { LinkField } from '../problems';
import { packReplay, unpackReplay, type ReplayDamage, type SharedReplay } from '../replayCodec';
import { MAX_SEED } from '../types';

/** Minesweeper's game on the link's board. */
export interface MinesweeperField {
  mines: number;
  seed: number;
  noGuess: boolean;
  /** what the first click is promised (`first=`); links without it mean 'zero' */
  firstClickRule?: 'zero' | 'safe';
  /** a game under way; a no-guess game carries its mines too, since its generator may not find them again in time */
  progress?: Progress;
  /** a finished game to watch (`rp=`, see replayCodec.ts) */
  replay?: SharedReplay;
}

declare module '../types' {
  interface LinkFields {
    minesweeper: MinesweeperField;
  }
}

declare module '../problems' {
  interface LinkLabels {
    mineCount: true;
    seed: true;
    noGuess: true;
    replay: true;
    firstClick: true;
    revealed: true;
    flagged: true;
    mines: true;
    firstClickRule: true;
  }
  interface ModeProblems {
    tooManyMines: { mines: number; floors: number };
    progressAndReplay: object;
    firstClickNotFloor: { cell: string };
    revealedAndFlagged: { cell: string };
    wrongMineCount: { placed: number; asked: number };
    replayDamaged: { why: ReplayDamage };
    replayNewer: { version: number };
    replayMoveNotFloor: { move: number; cell: string };
    replayMineNotFloor: { cell: string };
    replayMineCount: { mines: number; board: number };
    /** a link's game in progress that does not fit its board and seed (said by the rules that rebuild it) */
    gameMisfit: { why: GameMisfit };
    noGuessWithoutMines: object;
  }
}

export const minesweeperField: FieldCodec<MinesweeperField> = {
  mode: 'minesweeper',
  params: ['mines', 'seed', 'ng', 'first', 'rp', 'fc', 'rev', 'flag', 'mn'],
  write(field, { rows, cols }) {
    const n = rows * cols;
    const params: [string, string][] = [
      ['mines', String(field.mines)],
      ['seed', String(field.seed)],
      ['ng', field.noGuess ? '1' : '0'],
    ];
    if (field.firstClickRule) params.push(['first', field.firstClickRule]);
    if (field.replay) params.push(['rp', packReplay(field.replay, n)]);
    if (field.progress) {
      params.push(
        ['fc', String(field.progress.firstClick)],
        ['rev', packBits(field.progress.revealed, n)],
        ['flag', packBits(field.progress.flagged, n)],
      );
      if (field.progress.mines) params.push(['mn', packBits(field.progress.mines, n)]);
    }
    return params;
  },
  read,
};

function read(f: Fields, board: BoardFacts): MinesweeperField | undefined {
  if (!f.has('mines') && !f.has('seed') && !f.has('fc')) return undefined;
  const n = board.rows * board.cols;
  let floors = 0;
  for (let i = 0; i < n; i++) if (board.isFloor(i)) floors++;
  const mines = f.int('mines', 'mineCount', 0, Number.MAX_SAFE_INTEGER);
  if (mines > floors) fail({ kind: 'tooManyMines', mines, floors });
  const seed = f.int('seed', 'seed', 0, MAX_SEED);
  const noGuess = f.has('ng') ? f.choice('ng', 'noGuess', ['0', '1'] as const) === '1' : false;
  const rule = readFirstClickRule(f);
  if (f.has('rp')) {
    if (f.has('fc')) fail({ kind: 'progressAndReplay' });
    const replay = unpacked(
      unpackReplay(f.raw('rp', 'replay'), { cols: board.cols, cells: n, isFloor: board.isFloor }, mines),
    );
    return { mines, seed, noGuess, ...rule, replay };
  }
  if (!f.has('fc')) return { mines, seed, noGuess, ...rule };
  const firstClick = f.int('fc', 'firstClick', 0, n - 1);
  if (!board.isFloor(firstClick)) fail({ kind: 'firstClickNotFloor', cell: packedCellName(firstClick, board.cols) });
  const revealed = floorCells(unpacked(unpackBits(f.raw('rev', 'revealed'), n, 'revealed')), board, 'revealed');
  const flagged = floorCells(unpacked(unpackBits(f.raw('flag', 'flagged'), n, 'flagged')), board, 'flagged');
  const shown = new Set(revealed);
  const both = flagged.find((i) => shown.has(i));
  if (both !== undefined) fail({ kind: 'revealedAndFlagged', cell: packedCellName(both, board.cols) });
  if (!f.has('mn')) return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged } };
  const layout = floorCells(unpacked(unpackBits(f.raw('mn', 'mines'), n, 'mines')), board, 'mines');
  if (layout.length !== mines) fail({ kind: 'wrongMineCount', placed: layout.length, asked: mines });
  return { mines, seed, noGuess, ...rule, progress: { firstClick, revealed, flagged, mines: layout } };
}

/** The first-click rule (`first=zero|safe`), when the link names one. */
function readFirstClickRule(f: Fields): { firstClickRule?: 'zero' | 'safe' } {
  return f.has('first') ? { firstClickRule: f.choice('first', 'firstClickRule', ['zero', 'safe'] as const) } : {};
}

function floorCells(cells: number[], board: BoardFacts, what: LinkField): number[] {
  const bad = cells.find((i) => !board.isFloor(i));
  if (bad !== undefined) fail({ kind: 'notFloor', field: what, cell: packedCellName(bad, board.cols) });
  return cells;
}
