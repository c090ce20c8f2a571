// The first screens as a first visit sees them, rendered to HTML at build time (scripts/prerender.ts) by React's own
// server rendering: the header, the mode tabs, the status bar and the first board, no guessing. A desktop's is
// Intermediate with the settings beside the board; a phone's is Beginner, turned upright, with the touch controls.
// The browser paints the one for its window before any script has run; main.tsx then hydrates it when the visitor's
// first screen is that one. The build renders each in a fresh load of the app's modules, with matchMedia answering as
// that window would (scripts/prerender.ts), so every module-level choice (the sheet, touch) is the window's.
import { prerender } from 'react-dom/static';
import { appRoot } from './appRoot';
import { useHexlab } from './store';
import { loadNamespace } from './ui/i18n';
import { startFirstGame } from './ui/shell/firstGame';
import { boardGeometry } from './ui/board/geometry';
import { boardLayout } from './ui/board/boardLayout';
import { firstScreenOf, showFirstVisitAtOnce, type FirstScreen } from './ui/shell/firstPaint';
import { FIRST_TEXTS } from './ui/shell/firstTexts';

export { TURN_FIRST } from './ui/shell/firstGame';

/** A window a first screen is prerendered for (scripts/prerender.ts names them). */
export interface FirstWindow {
  innerWidth: number;
  innerHeight: number;
  /** a touch-only screen (no mouse) */
  touch: boolean;
}

export interface Prerendered {
  /** the markup inside #root */
  html: string;
  /** what it shows, for main.tsx to compare with the visitor's own first screen */
  screen: FirstScreen;
  /** its board's tiles (polygon points) and box in board units, for the link preview's picture */
  board: { tiles: string[]; box: { x: number; y: number; width: number; height: number } };
  /** whether the first game turned its board to fit this window (the inline script decides the same for the visitor's) */
  turned: boolean;
}

/** Renders the first visit's first screen in `win`, once every Suspense boundary in it has its content. */
export async function renderFirstScreen(win: FirstWindow): Promise<Prerendered> {
  const turned = startFirstGame(useHexlab, win);
  showFirstVisitAtOnce();
  await Promise.all(FIRST_TEXTS.map((ns) => loadNamespace('en', ns)));
  // A part that fails on the server would be left to the browser, silently: the build fails instead.
  const errors: unknown[] = [];
  // Every boundary inline, in place (React outlines a big one, to be moved in by an inline script, which a page without
  // JavaScript would never run).
  const { prelude } = await prerender(appRoot(), {
    onError: (e) => void errors.push(e),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length)
    throw new AggregateError(errors, `The first screen did not prerender: ${errors.map(String).join('; ')}`);
  const s = useHexlab.getState();
  const { points, box } = boardGeometry(s.board, boardLayout(s.board, s.hexSize));
  return {
    html,
    screen: firstScreenOf(s, 'en'),
    board: { tiles: Array.from({ length: s.board.size }, (_, id) => points[id]), box },
    turned,
  };
}
