import { useHexlab } from '../../../store';
import { PuzzleMode } from '../PuzzleMode';
import { PuzzleEditMode } from './PuzzleEditMode';

/** The Puzzles mode: its Play tab or its Edit tab (PuzzleTabs switches). */
export function PuzzleModes() {
  const editing = useHexlab((s) => s.puzzleEdit.tab === 'edit');
  return editing ? <PuzzleEditMode /> : <PuzzleMode />;
}
