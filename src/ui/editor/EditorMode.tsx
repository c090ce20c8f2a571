import { useEffect, useState, type DragEvent } from 'react';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';
import { KeyLegend } from '../board/KeyLegend';
import { EditorBoard, useFullBoard } from './EditorBoard';
import { EditorTools } from './EditorTools';
import { EditorTransforms } from './EditorTransforms';
import { ImportExport } from './ImportExport';
import { PlayPanel } from './PlayPanel';
import { ModeLayout } from '../shell/ModeLayout';
import { useGuide } from '../shell/guides';
import { EditorStatus } from './EditorStatus';
import { useT } from '../i18n';
import { openBoardFile } from './openFile';
import './editor.css';

const cellOf = (board: ReturnType<typeof useFullBoard>, id: number) => ({ row: board.row[id], col: board.col[id] });

/** The board editor: paint void, floor and walls, reshape the board, import and export it, then play it. */
export function EditorMode() {
  const guide = useGuide('editor');
  const board = useFullBoard();
  const a = useHexlab.getState();
  const t = useT('editor');
  useUndoKeys();
  const drop = useFileDrop();
  return (
    <ModeLayout
      status={<EditorStatus />}
      area={{ className: drop.over ? 'drop-target' : undefined, ...drop.handlers }}
      panel={
        <>
          <EditorTools />
          <PlayPanel />
          <ImportExport />
          <EditorTransforms />
        </>
      }
    >
      <EditorBoard
        footer={<KeyLegend extra={guide.keys} />}
        board={board}
        label={t.boardLabel}
        paint={{
          start: (id) => a.editorStrokeStart(cellOf(board, id)),
          move: (id) => a.editorStrokeMove(cellOf(board, id)),
          end: () => a.editorStrokeEnd(),
        }}
        onKey={(key, cursor) => {
          if (key !== 'Enter' && key !== ' ') return false;
          a.editorKeyAt(cellOf(board, cursor));
          return true;
        }}
      />
      <CursorLine board={board} />
    </ModeLayout>
  );
}

/** A file dragged over the board is outlined, and dropped it opens as the board (levelData, a Tiled map, a Godot scene). */
function useFileDrop() {
  const [over, setOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave: (e: DragEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) void openBoardFile(file);
      },
    },
  };
}

/** Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y anywhere in the editor, except inside text fields, which keep their own undo. */
function useUndoKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'checkbox')))
        return;
      const k = e.key.toLowerCase();
      const s = useHexlab.getState();
      if (k === 'z' && !e.shiftKey) s.editorUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') s.editorRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Says which cell the keyboard cursor is on and what it holds, for screen readers. */
function CursorLine({ board }: { board: ReturnType<typeof useFullBoard> }) {
  const cursor = usePointer((s) => s.cursor);
  const row = cursor >= 0 ? board.row[cursor] : -1;
  const col = cursor >= 0 ? board.col[cursor] : -1;
  const value = useHexlab((s) => (row >= 0 ? (s.board.level[row]?.[col] ?? -1) : -2));
  const t = useT('editor');
  if (row < 0) return <p className="sr-only" aria-live="polite" />;
  return (
    <p className="sr-only" aria-live="polite">
      {t.cursor(row, col, t.cell(value))}
    </p>
  );
}
