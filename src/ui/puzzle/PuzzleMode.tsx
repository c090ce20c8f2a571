import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { KeyLegend } from '../board/KeyLegend';
import { pointerStore } from '../board/pointerStore';
import { usePointer } from '../board/usePointer';
import { ModeLayout } from '../shell/ModeLayout';
import { useGuide } from '../shell/guides';
import { useT } from '../i18n';
import { puzzleGrid, type PuzzleGrid } from '../../games/puzzle/grid';
import { PuzzleEndCard } from './PuzzleEndCard';
import { PuzzlePanel } from './PuzzlePanel';
import { PuzzleStatus } from './PuzzleStatus';
import { HintButton, HintText } from './PuzzleHint';
import { PuzzleTile, puzzleSignal } from './PuzzleTile';
import { openPuzzleFile } from './puzzleText';
import { usePhoneTurn } from './phoneTurn';
import { clueNumber, lineNumber } from '../../games/puzzle/board';
import './puzzle.css';

/** The puzzle's own board, in the layout of the store's board (the Orientation control turns it). */
function usePuzzleGrid(): PuzzleGrid {
  const puzzle = useHexlab((s) => s.puzzle.board);
  const orientation = useHexlab((s) => s.board.orientation);
  const parity = useHexlab((s) => s.board.parity);
  return useMemo(() => puzzleGrid(puzzle, orientation, parity), [puzzle, orientation, parity]);
}

/** Hexcells-style logic puzzles: mark each hidden cell blue or black from the numbers shown. */
export function PuzzleMode() {
  const guide = useGuide('puzzle');
  const t = useT('puzzle');
  const grid = usePuzzleGrid();
  const a = useHexlab.getState();
  const [over, setOver] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  useLineHover(grid);
  usePhoneTurn(grid, stage);
  /** A tile's action: a cell is marked, a line clue lights its cells (a second tap puts them out). */
  const act = (tile: number, color: 'blue' | 'black') => {
    const slot = grid.slot[tile];
    if (slot <= -2) return a.puzzleLight(a.puzzle.lit === -2 - slot ? -1 : -2 - slot);
    if (slot >= 0) a.puzzleMark(slot, color);
  };
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <ModeLayout
      status={<PuzzleStatus />}
      panel={<PuzzlePanel />}
      area={{
        className: over ? 'pz-area drop-over' : 'pz-area',
        onDragOver: (e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setOver(true);
        },
        onDragLeave: (e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        },
        onDrop: (e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (file) void openPuzzleFile(file);
        },
      }}
    >
      <div className="end-stage" ref={stage}>
        <BoardView
          board={grid.board}
          turnToFit
          className="pz-board"
          footer={
            <>
              <KeyLegend extra={guide.keys} />
              <HintButton className="pz-hint-at-hand" />
            </>
          }
          Tile={PuzzleTile}
          signal={puzzleSignal}
          label={t.boardLabel}
          onPrimary={(tile) => act(tile, useHexlab.getState().puzzle.markBlack ? 'black' : 'blue')}
          onSecondary={(tile) => act(tile, 'black')}
          onKey={(key, cursor) => {
            if (key === 'Enter' || key === ' ') return (act(cursor, 'blue'), true);
            if (key === 'b' || key === 'B') return (act(cursor, 'black'), true);
            return false;
          }}
        />
        <HintText grid={grid} />
        <PuzzleEndCard />
      </div>
      <PuzzleAnnouncer grid={grid} />
    </ModeLayout>
  );
}

/** Pointing at a line clue lights its cells; pointing away puts them out (a tap lights them until the next tap). */
function useLineHover(grid: PuzzleGrid) {
  useEffect(() => {
    let fromHover = false;
    return pointerStore.subscribe((s, prev) => {
      if (s.hover === prev.hover) return;
      const slot = s.hover >= 0 ? grid.slot[s.hover] : -1;
      const a = useHexlab.getState();
      if (slot <= -2) {
        fromHover = true;
        a.puzzleLight(-2 - slot);
      } else if (fromHover) {
        fromHover = false;
        a.puzzleLight(-1);
      }
    });
  }, [grid]);
}

/** Says what the keyboard cursor's cell shows, for screen readers. */
function PuzzleAnnouncer({ grid }: { grid: PuzzleGrid }) {
  const cursor = usePointer((s) => s.cursor);
  const revealed = useHexlab((s) =>
    cursor >= 0 && grid.slot[cursor] >= 0 ? s.puzzle.play.revealed[grid.slot[cursor]] : 0,
  );
  const t = useT('puzzle').cell;
  const board = useT('shell').board;
  if (cursor < 0 || cursor >= grid.board.size || grid.slot[cursor] === -1)
    return <p className="sr-only" aria-live="polite" />;
  const slot = grid.slot[cursor];
  let what: string;
  if (slot <= -2) {
    const line = -2 - slot;
    what = t.line(lineNumber(grid.puzzle, line), grid.level.lines[line].kind);
  } else if (!revealed) what = t.hidden;
  else {
    const cell = grid.level.cells[slot];
    const color = cell.color === 'blue' ? t.blue : t.black;
    const n = cell.clue === 'none' ? 0 : clueNumber(grid.puzzle, slot);
    if (cell.color === 'blue') what = cell.clue === 'plain' ? t.flower(n) : color;
    else if (cell.clue === 'none') what = t.question;
    else what = t[cell.clue === 'plain' ? 'count' : cell.clue](color, n);
  }
  return (
    <p className="sr-only" aria-live="polite" data-testid="cursor-description">
      {board.cursor(grid.hy[cursor], grid.hx[cursor], what)}
    </p>
  );
}
