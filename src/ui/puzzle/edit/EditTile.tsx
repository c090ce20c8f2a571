/*
 * A tile of the puzzle editor: an empty slot (a dashed outline), a cell in its solution's colour (edged in amber while
 * it starts hidden) with the number it will show, or a line clue. The board is the slots' (editGrid.ts); what each
 * holds comes as one code from the edit tile signal, read from the level being edited.
 */
import { memo } from 'react';
import { jsx } from 'react/jsx-runtime';
import { clueNumber, lineNumber, type PuzzleBoard } from '../../../games/puzzle/board';
import { editIssues, LINE_DIRS } from '../../../games/puzzle/edit';
import { lineTurn } from '../../../games/puzzle/editGrid';
import { GRID, type Level } from '../../../games/puzzle/level';
import { gridOf } from '../../../games/puzzle/grid';
import type { AppState } from '../../../store';
import { tileHooks, tileLabel, type TileProps } from '../../board/HexTile';
import { createTileSignal } from '../../board/tileSignal';
import { clueText } from '../PuzzleTile';

const CELL = 1;
const LINE = 2;
const BLUE = 4;
const SHOWN = 8;
const CLUE = 16; // 2 bits: the clue's index in CLUES
const DIR = 64; // 2 bits: LINE_DIRS
const FLAGGED = 256;
const STUCK = 512;
const SELECTED = 1024;
const NUMBER = 2048; // the number from here up
const CLUES = ['none', 'plain', 'together', 'apart'] as const;

const linesAt = new WeakMap<Level, Map<number, number>>();
/** Each line clue's index by its slot (y * 33 + x). */
function lineIndex(level: Level): Map<number, number> {
  let map = linesAt.get(level);
  if (!map) linesAt.set(level, (map = new Map(level.lines.map((l, i) => [l.y * GRID + l.x, i]))));
  return map;
}

const flags = new WeakMap<PuzzleBoard, ReadonlySet<number>>();
/** The slots whose together/apart mark the solution contradicts (or whose line points at nothing). */
function flagged(board: PuzzleBoard): ReadonlySet<number> {
  let set = flags.get(board);
  if (!set) flags.set(board, (set = new Set(editIssues(board).map((i) => i.y * GRID + i.x))));
  return set;
}

const stuckSets = new WeakMap<object, ReadonlySet<number>>();
/** The cells the live check's deduction stopped short of, when its answer is about the level on screen. */
function stuckOf(e: AppState['puzzleEdit']): ReadonlySet<number> | null {
  const r = e.check?.level === e.level ? e.check.result : null;
  if (r?.verdict !== 'needs-guess') return null;
  let set = stuckSets.get(r);
  if (!set) stuckSets.set(r, (set = new Set(r.stuck)));
  return set;
}

function editTileCode(s: AppState, id: number, board: AppState['board']): number {
  const grid = gridOf(board);
  const e = s.puzzleEdit;
  if (!grid || !e) return 0;
  const [x, y] = [grid.hx[id], grid.hy[id]];
  const at = y * GRID + x;
  let code = e.selected?.x === x && e.selected.y === y ? SELECTED : 0;
  if (flagged(e.board).has(at)) code += FLAGGED;
  const cell = e.board.idAt[at];
  if (cell >= 0) {
    const c = e.level.cells[cell];
    code += CELL + (c.color === 'blue' ? BLUE : 0) + (c.shown ? SHOWN : 0) + CLUE * CLUES.indexOf(c.clue);
    if (stuckOf(e)?.has(cell)) code += STUCK;
    return code + NUMBER * clueNumber(e.board, cell);
  }
  const line = lineIndex(e.level).get(at);
  if (line === undefined) return code;
  const l = e.level.lines[line];
  return (
    code + LINE + DIR * LINE_DIRS.indexOf(l.dir) + CLUE * CLUES.indexOf(l.kind) + NUMBER * lineNumber(e.board, line)
  );
}

export const editSignal = createTileSignal(editTileCode, (s, prev) => {
  const [a, b] = [s.puzzleEdit, prev.puzzleEdit];
  return a !== b && (a.level !== b.level || a.selected !== b.selected || a.check !== b.check);
});

/** A ring inside the tile (the tile's own stroke is half covered by its neighbours'): `scale` of its size. */
const ring = (points: string, cx: number, cy: number, scale: number, className: string) => (
  <polygon
    points={points}
    className={`pze-ring ${className}`}
    transform={`translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})`}
    pointerEvents="none"
    aria-hidden="true"
  />
);

/** The outer ring: a mark that does not hold, where the check stopped, or the chosen slot. */
function markRing(code: number, points: string, cx: number, cy: number) {
  const which = code & FLAGGED ? 'pze-flag' : code & STUCK ? 'pze-stuck' : code & SELECTED ? 'pze-selected' : null;
  return which && ring(points, cx, cy, 0.9, which);
}

export const EditTile = memo(function EditTile({ id, board, points, cx, cy, size, code }: TileProps) {
  const grid = gridOf(board);
  const props = tileHooks(id, board, points);
  if (!grid) return jsx('polygon', props);
  props['data-hx'] = grid.hx[id];
  props['data-hy'] = grid.hy[id];
  if (code & SELECTED) props['data-selected'] = '';
  if (code & FLAGGED) props['data-flag'] = 'contradicts';
  const clue = CLUES[(code / CLUE) & 3];
  const n = Math.floor(code / NUMBER);
  if (code & LINE) {
    const dir = LINE_DIRS[(code / DIR) & 3];
    props.className = 'tile pze-line-slot';
    return (
      <>
        {jsx('polygon', props)}
        {markRing(code, points, cx, cy)}
        <g
          className="pz-line"
          data-line={dir}
          data-hx={grid.hx[id]}
          data-hy={grid.hy[id]}
          data-clue={n}
          data-clue-kind={clue}
          pointerEvents="none"
          aria-hidden="true"
        >
          <text
            x={cx}
            y={cy}
            fontSize={size * (clue === 'plain' ? 0.78 : 0.62)}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {clueText(clue, n)}
          </text>
          <path
            transform={`rotate(${lineTurn(dir, board.orientation).toFixed(1)} ${cx} ${cy})`}
            d={`M${cx - size * 0.2} ${cy + size * 0.58}L${cx} ${cy + size * 0.78}L${cx + size * 0.2} ${cy + size * 0.58}`}
          />
        </g>
      </>
    );
  }
  if (!(code & CELL)) {
    props.className = 'tile pze-empty';
    props['data-empty'] = '';
    return (
      <>
        {jsx('polygon', props)}
        {markRing(code, points, cx, cy)}
      </>
    );
  }
  const color = code & BLUE ? 'blue' : 'black';
  const shown = (code & SHOWN) !== 0;
  props.className = `tile pz-cell pz-${color}${shown ? '' : ' pze-hidden'}`;
  props['data-state'] = shown ? color : 'hidden';
  props['data-color'] = color;
  if (code & STUCK) props['data-stuck'] = '';
  const told = color === 'black' || clue === 'plain';
  const text = clueText(clue, n);
  if (told) {
    props['data-clue'] = clue === 'none' ? '?' : n;
    props['data-clue-kind'] = color === 'blue' ? 'flower' : clue === 'none' ? 'plain' : clue;
  }
  return (
    <>
      {jsx('polygon', props)}
      {!shown && ring(points, cx, cy, 0.72, 'pze-hidden-ring')}
      {markRing(code, points, cx, cy)}
      {told && tileLabel(cx, cy, size * (text.length > 2 ? 0.56 : 0.72), text, `pz-number pz-on-${color}`)}
    </>
  );
});
