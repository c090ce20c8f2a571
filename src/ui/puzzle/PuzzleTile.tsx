/*
 * A puzzle tile: a cell (hidden, blue or black, with its number once shown) or a line clue (its number beside the
 * line, turned along it). What changes as the player plays comes as one code from the puzzle's tile signal; what a
 * slot is (its v1 place, its clue) comes from the grid the board was built as (grid.ts).
 */
import { memo, type CSSProperties, type ReactElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import { clueNumber, lineNumber } from '../../games/puzzle/board';
import type { AppState } from '../../store';
import { tileHooks, tileLabel, type TileProps } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';
import { gridOf } from '../../games/puzzle/grid';
import type { Hint } from '../../games/puzzle/hint';

const HIDDEN = 0;
const BLUE = 1;
const BLACK = 2;
const STATES = ['hidden', 'blue', 'black'] as const;
const LIT = 4;
const HINT = 8; // 2 bits: 1 blue, 2 black
const STUCK = 32;
const PROVES = 64;
const DONE = 128;
const SHARED = 1024;
const WRONG = 256;

/** A tile's look: its state (cells), whether it is lit (a line's or a blue cell's area), the hint on it, whether the
 *  check stopped at it, a clue greyed out as done, a wrong mark just made on it. */
function puzzleTileCode(s: AppState, id: number, board: AppState['board']): number {
  const grid = gridOf(board);
  const { puzzle } = s;
  if (!grid || grid.level !== puzzle.level) return 0;
  const slot = grid.slot[id];
  if (slot === -1) return 0;
  const { hint, verdict, play, done, wrong } = puzzle;
  const shownHint = hint && hint !== 'none' ? hint : null;
  let code = shownHint && provingOf(shownHint).has(slot) ? PROVES : 0;
  if (slot <= -2)
    return code + (puzzle.lit === -2 - slot ? LIT : 0) + (done[grid.level.cells.length - 2 - slot] ? DONE : 0);
  if (play.revealed[slot]) code += puzzle.level.cells[slot].color === 'blue' ? BLUE : BLACK;
  if ((puzzle.lit >= 0 && grid.lit[puzzle.lit]?.has(slot)) || (puzzle.litCell >= 0 && inArea(puzzle, slot)))
    code += LIT;
  if (done[slot]) code += DONE;
  if (shownHint && !play.revealed[slot] && sharedOf(shownHint).has(slot)) code += SHARED;
  if (wrong?.cell === slot && !play.revealed[slot]) code += WRONG;
  if (shownHint?.cell === slot && !play.revealed[slot]) code += HINT * (shownHint.color === 'blue' ? 1 : 2);
  if (verdict?.verdict === 'needs-guess' && stuckOf(verdict).has(slot)) code += STUCK;
  return code;
}

/** Whether `slot` is in the eighteen-cell area of the lit blue cell. */
function inArea(puzzle: AppState['puzzle'], slot: number): boolean {
  const c = puzzle.litCell;
  return puzzle.board.flower.subarray(c * 18, c * 18 + 18).includes(slot);
}

const proofs = new WeakMap<Hint, ReadonlySet<number>>();
/** The clues a hint's proof record cites, as slots: cells by id, line clues as -2 - line (clueSlot). */
function provingOf(hint: Hint): ReadonlySet<number> {
  let set = proofs.get(hint);
  if (!set) proofs.set(hint, (set = new Set(hint.proof.cites)));
  return set;
}

const shared = new WeakMap<Hint, ReadonlySet<number>>();
/** The hidden cells a hint's proof reasons over without naming them (the cells two clues share), as a set. */
function sharedOf(hint: Hint): ReadonlySet<number> {
  let set = shared.get(hint);
  if (!set) shared.set(hint, (set = new Set(hint.proof.over)));
  return set;
}

const stuck = new WeakMap<object, ReadonlySet<number>>();
/** The cells where the check's deduction stopped, as a set (once a verdict). */
function stuckOf(verdict: { stuck: number[] }): ReadonlySet<number> {
  let set = stuck.get(verdict);
  if (!set) stuck.set(verdict, (set = new Set(verdict.stuck)));
  return set;
}

export const puzzleSignal = createTileSignal(puzzleTileCode, (s, prev) => {
  const [a, b] = [s.puzzle, prev.puzzle];
  return (
    a.play !== b.play ||
    a.lit !== b.lit ||
    a.litCell !== b.litCell ||
    a.done !== b.done ||
    a.wrong !== b.wrong ||
    a.hint !== b.hint ||
    a.verdict !== b.verdict
  );
});

/** How Hexcells writes a number: `{3}` together, `-3-` apart, `?` for a black cell that tells nothing. */
export function clueText(kind: 'none' | 'plain' | 'together' | 'apart', n: number): string {
  if (kind === 'none') return '?';
  if (kind === 'together') return `{${n}}`;
  if (kind === 'apart') return `-${n}-`;
  return String(n);
}

/** A clue's number, drawn `fontSize` board units tall but never under 11 screen pixels (up to `most`: puzzle.css). */
function clueLabel(
  cx: number,
  cy: number,
  fontSize: number,
  most: number,
  text: string,
  className: string,
): ReactElement {
  const style = { '--fs': `${fontSize}px`, '--fs-most': `${most}px` } as CSSProperties;
  return tileLabel(cx, cy, fontSize, text, `${className} pz-least`, style);
}

export const PuzzleTile = memo(function PuzzleTile({ id, board, points, cx, cy, size, code }: TileProps) {
  const grid = gridOf(board);
  const props = tileHooks(id, board, points);
  const slot = grid ? grid.slot[id] : -1;
  if (!grid || slot === -1) {
    props.className = 'tile';
    return jsx('polygon', props);
  }
  props['data-hx'] = grid.hx[id];
  props['data-hy'] = grid.hy[id];
  if (code & LIT) props['data-lit'] = '';
  if (slot <= -2) {
    const line = -2 - slot;
    const l = grid.level.lines[line];
    const n = lineNumber(grid.puzzle, line);
    props.className = 'tile pz-line-slot';
    return (
      <>
        {jsx('polygon', props)}
        <g
          className={`pz-line${code & LIT ? ' pz-lit' : ''}${code & PROVES ? ' pz-proves' : ''}${code & DONE ? ' pz-done' : ''}`}
          data-line={l.dir}
          data-hx={l.x}
          data-hy={l.y}
          data-clue={n}
          data-clue-kind={l.kind}
          data-done={code & DONE ? '' : undefined}
          data-proves={code & PROVES ? '' : undefined}
          pointerEvents="none"
          aria-hidden="true"
        >
          {/* The number stands upright, to be read; the chevron beside it points down its line. */}
          {clueLabel(cx, cy, size * (l.kind === 'plain' ? 0.78 : 0.62), size * 0.9, clueText(l.kind, n), '')}
          <path
            transform={`rotate(${grid.turn[id].toFixed(1)} ${cx} ${cy})`}
            d={`M${cx - size * 0.2} ${cy + size * 0.58}L${cx} ${cy + size * 0.78}L${cx + size * 0.2} ${cy + size * 0.58}`}
          />
        </g>
      </>
    );
  }
  const state = code & 3;
  const cell = grid.level.cells[slot];
  props.className = `tile pz-cell pz-${STATES[state]}`;
  props['data-state'] = STATES[state];
  const hint = (code >> 3) & 3;
  if (hint) props['data-hint'] = hint === 1 ? 'blue' : 'black';
  if (code & STUCK) props['data-stuck'] = '';
  if (code & PROVES) props['data-proves'] = '';
  if (code & DONE) props['data-done'] = '';
  if (code & SHARED) props['data-shared'] = '';
  if (code & WRONG) props['data-wrong'] = '';
  const told = state !== HIDDEN && (cell.color === 'black' || cell.clue === 'plain');
  if (!told) return jsx('polygon', props);
  const n = cell.clue === 'none' ? 0 : clueNumber(grid.puzzle, slot);
  const text = clueText(cell.clue, n);
  props['data-clue'] = cell.clue === 'none' ? '?' : n;
  props['data-clue-kind'] = cell.color === 'blue' ? 'flower' : cell.clue === 'none' ? 'plain' : cell.clue;
  return (
    <>
      {jsx('polygon', props)}
      {clueLabel(
        cx,
        cy,
        size * (text.length > 2 ? 0.62 : 0.8),
        size * (text.length > 2 ? 0.9 : 1),
        text,
        `pz-number pz-on-${STATES[state]}${code & DONE ? ' pz-done' : ''}`,
      )}
    </>
  );
});
