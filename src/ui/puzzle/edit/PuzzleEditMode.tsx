import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useHexlab } from '../../../store';
import { BoardView } from '../../board/BoardView';
import { KeyLegend } from '../../board/KeyLegend';
import { ModeLayout } from '../../shell/ModeLayout';
import { pointerStore } from '../../board/pointerStore';
import { useT } from '../../i18n';
import { editGrid, editSlotsKey } from '../../../games/puzzle/editGrid';
import { PAINT_TOOLS } from '../../../games/puzzle/edit';
import { EditTile, editSignal } from './EditTile';
import { EditPanel } from './EditPanel';
import { EditToolbar } from './EditToolbar';
import { useLiveCheck } from './liveCheck';
import { EditAnnouncer } from './EditAnnouncer';
import '../puzzle.css';
import './edit.css';

/** The board's slots: kept through a drag, so the tiles under the finger stay where they are until it lifts. */
function useEditGrid() {
  const key = useHexlab((s) => editSlotsKey(s.puzzleEdit.stroke?.from ?? s.puzzleEdit.level));
  const orientation = useHexlab((s) => s.board.orientation);
  const parity = useHexlab((s) => s.board.parity);
  return useMemo(() => editGrid(key, orientation, parity), [key, orientation, parity]);
}

/** The Puzzles mode's Edit tab: the level's slots on the board, the tools over it, its header and clues in the panel. */
export function PuzzleEditMode() {
  const t = useT('puzzle').edit;
  const grid = useEditGrid();
  const painting = useHexlab((s) => PAINT_TOOLS.has(s.puzzleEdit.tool));
  const a = useHexlab.getState();
  const slot = (tile: number): [number, number] => [grid.hx[tile], grid.hy[tile]];
  // The slot the keyboard last edited: when the edit grows the board, the cursor stays on it.
  const keyed = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const k = keyed.current;
    if (!k) return;
    for (let t = 0; t < grid.board.size; t++)
      if (grid.hx[t] === k[0] && grid.hy[t] === k[1]) return pointerStore.setState({ cursor: t });
  }, [grid]);
  useLiveCheck();
  useUndoKeys();
  return (
    <ModeLayout status={<EditToolbar />} panel={<EditPanel />} area={{ className: 'pz-area pze-area' }}>
      <BoardView
        board={grid.board}
        turnToFit
        className="pz-board pze-board"
        footer={<KeyLegend extra={t.keys} />}
        Tile={EditTile}
        signal={editSignal}
        label={t.boardLabel}
        longPressMs={0}
        onPrimary={(tile) => {
          keyed.current = null;
          a.puzzleEditAt(...slot(tile));
        }}
        paint={
          painting
            ? {
                start: (tile) => {
                  keyed.current = null;
                  a.puzzleEditStrokeStart(...slot(tile));
                },
                move: (tile) => a.puzzleEditStrokeMove(...slot(tile)),
                end: () => a.puzzleEditStrokeEnd(),
              }
            : undefined
        }
        onKey={(key, cursor) => {
          if (key !== 'Enter' && key !== ' ') return false;
          keyed.current = slot(cursor);
          a.puzzleEditAt(...keyed.current);
          return true;
        }}
      />
      <EditAnnouncer grid={grid} />
    </ModeLayout>
  );
}

/** Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y while editing, except inside text fields, which keep their own undo. */
function useUndoKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'TEXTAREA' || t.tagName === 'INPUT')) return;
      const k = e.key.toLowerCase();
      const s = useHexlab.getState();
      if (k === 'z' && !e.shiftKey) s.puzzleEditUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') s.puzzleEditRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
