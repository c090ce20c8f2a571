import type { Mode } from '../../store';

// Each mode's icon, beside its name in a phone's mode menu and on its mode button (styles.css shows them only there:
// a wider header keeps its words alone). Drawn in the header icons' line (headerIcons.tsx).

const PATHS: Record<Mode, string> = {
  // a mine: a round body and its spikes
  minesweeper: 'M10 2.5v15M2.5 10h15M4.7 4.7l10.6 10.6M4.7 15.3 15.3 4.7',
  // a hexagon with its axes: coordinates
  lab: 'M10 2.5 16.5 6.25v7.5L10 17.5 3.5 13.75v-7.5ZM10 10V2.5M10 10l6.5 3.75M10 10l-6.5 3.75',
  // a pencil
  editor: 'M4 16l.8-3.6L13.2 4a1.6 1.6 0 0 1 2.3 0l.5.5a1.6 1.6 0 0 1 0 2.3l-8.4 8.4ZM12 5.2l2.8 2.8',
  // a walker and the path behind it
  hero: 'M12 6.5a1.7 1.7 0 1 0 0-.01M11.3 9.5 10 13l2.3 1.6.7 2.9M10.8 10.6l-2.3 1M12.6 10.2l1.9 1.6M10 13l-1.6 4.5M3 17.5h1.5M3 14h1.5',
  // two tiles side by side
  proximity: 'M6.5 4.5 10 6.5v4L6.5 12.5 3 10.5v-4ZM13.5 8.5 17 10.5v4l-3.5 2-3.5-2v-4Z',
  // a hexagon cell with a question
  puzzle: 'M10 2.5 16.5 6.25v7.5L10 17.5 3.5 13.75v-7.5ZM8.2 8.4a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.3M10 13.6v.1',
};

export function ModeIcon({ mode }: { mode: Mode }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon mode-icon">
      {mode === 'minesweeper' && <circle cx="10" cy="10" r="4.4" className="icon-fill" />}
      <path d={PATHS[mode]} />
    </svg>
  );
}
