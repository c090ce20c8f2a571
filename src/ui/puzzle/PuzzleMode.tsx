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
import { DailyPuzzleBand } from '../daily/DailyPuzzleBand';
import { PuzzlePanel } from './PuzzlePanel';
import { PuzzleStatus } from './PuzzleStatus';
import { PuzzleTitle } from './PuzzleTitle';
import { ClueScale } from './ClueScale';
import { PuzzleChallengeBanner } from './PuzzleChallenge';
import { HintButton, HintPlacer, HintText } from './PuzzleHint';
import { WrongMark } from './WrongMark';
import { PuzzleTile, puzzleSignal } from './PuzzleTile';
import { openPuzzleFile } from './puzzleText';
import { usePhoneTurn } from './phoneTurn';
import { clueNumber, lineNumber } from '../../games/puzzle/board';
import './puzzle.css';

/** A zoom-in step brings smaller cells to this circumradius on screen: 41 px across at least, clues 19 px and more. */
const READABLE_RADIUS = 24;

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
  /**
   * A tile's action. A hidden cell is marked. A line clue's tap lights its cells (a second tap puts them out), a shown
   * blue cell's lights its eighteen-cell area, a shown black cell's greys its number out as done (or back); the
   * secondary action (right click, long press) greys out a line clue or a blue cell's number.
   */
  const act = (tile: number, color: 'blue' | 'black', secondary = false) => {
    const slot = grid.slot[tile];
    const { puzzle } = useHexlab.getState();
    if (slot <= -2) {
      if (secondary) return a.puzzleToggleDone(grid.level.cells.length - 2 - slot);
      return a.puzzleLight(puzzle.lit === -2 - slot ? -1 : -2 - slot);
    }
    if (slot < 0) return;
    if (!puzzle.play.revealed[slot]) return a.puzzleMark(slot, color);
    const cell = grid.level.cells[slot];
    if (cell.color === 'blue' && cell.clue === 'plain' && !secondary)
      return a.puzzleLightCell(puzzle.litCell === slot ? -1 : slot);
    if (cell.color === 'black' ? cell.clue !== 'none' : cell.clue === 'plain') a.puzzleToggleDone(slot);
  };
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <ModeLayout
      status={
        <>
          <PuzzleChallengeBanner />
          <PuzzleStatus />
        </>
      }
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
      <DailyPuzzleBand />
      <div className="end-stage" ref={stage}>
        <PuzzleTitle />
        <BoardView
          board={grid.board}
          turnToFit
          readableRadius={READABLE_RADIUS}
          className="pz-board"
          footer={
            <>
              <KeyLegend extra={guide.keys} />
              <HintButton className="pz-hint-at-hand" />
            </>
          }
          Tile={PuzzleTile}
          overlay={
            <>
              <HintPlacer />
              <ClueScale />
            </>
          }
          signal={puzzleSignal}
          label={t.boardLabel}
          onPrimary={(tile) => act(tile, useHexlab.getState().puzzle.markBlack ? 'black' : 'blue')}
          onSecondary={(tile) => act(tile, 'black', true)}
          onKey={(key, cursor) => {
            if (key === 'Enter' || key === ' ') return (act(cursor, 'blue'), true);
            if (key === 'b' || key === 'B') return (act(cursor, 'black'), true);
            return false;
          }}
        />
        <HintText />
        <PuzzleEndCard />
      </div>
      <PuzzleAnnouncer grid={grid} />
      <WrongMark />
    </ModeLayout>
  );
}

/**
 * Pointing at a line clue lights its cells, and at a shown blue cell with a number its eighteen-cell area; pointing
 * away puts them out (a tap lights them until the next tap).
 */
function useLineHover(grid: PuzzleGrid) {
  useEffect(() => {
    let lineFromHover = false;
    let cellFromHover = false;
    return pointerStore.subscribe((s, prev) => {
      if (s.hover === prev.hover) return;
      const slot = s.hover >= 0 ? grid.slot[s.hover] : -1;
      const a = useHexlab.getState();
      const cell = slot >= 0 ? grid.level.cells[slot] : null;
      if (slot <= -2) {
        lineFromHover = true;
        a.puzzleLight(-2 - slot);
      } else if (lineFromHover) {
        lineFromHover = false;
        a.puzzleLight(-1);
      }
      if (cell && cell.color === 'blue' && cell.clue === 'plain' && a.puzzle.play.revealed[slot]) {
        cellFromHover = true;
        a.puzzleLightCell(slot);
      } else if (cellFromHover) {
        cellFromHover = false;
        a.puzzleLightCell(-1);
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
