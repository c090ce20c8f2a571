// The "Puzzle text" field's content, shared by the panel and a file dropped on the board (UI state of this screen).
import { create } from 'zustand';
import { useHexlab } from '../../store';

export const usePuzzleText = create<{ text: string; set(text: string): void }>()((set) => ({
  text: '',
  set: (text) => set({ text }),
}));

/** Open a file's text as the puzzle (a file input's or a drop's); the field shows the text either way. Whether it opened. */
export async function openPuzzleFile(file: File): Promise<boolean> {
  const text = await file.text();
  usePuzzleText.getState().set(text);
  return useHexlab.getState().puzzleOpenText(text);
}
