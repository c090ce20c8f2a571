// After the first paint, in idle time, fetch the code a game will need: the solver and the link codec, the end card
// and the other parts drawn later, then every mode (view, store part, texts). A first reveal, a first win or a first
// switch of mode then waits for no download and no module to run: it shows in the next frame.
import { linkCodec } from '../store/links/codec';
import { progressWrites } from '../store/persist/progressLater';
import { solver } from '../store/slices/minesweeperSolver';
import { lazyPartFetches } from './lazyPart';
import { MODE_DEFINITIONS, MODE_PREFETCHES } from './modes';
import { NoGuessRunner } from './minesweeper/MinesweeperMode';
import { warmNoGuessWorker } from './workers/noGuess.client';

/** Run `task` when the browser is idle; WebKit (Safari) has no requestIdleCallback: then just after the next task. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 1);
}

/** What is fetched, in order: a game's needs first, then the parts drawn later, then the modes in their tab order. */
const tasks = (): (() => Promise<unknown>)[] => [
  solver.load,
  linkCodec.load,
  progressWrites.load,
  // The sounds' switch and synthesiser (neither is on the first screen).
  () => import('./sound/sound').then((m) => m.loadSynth()),
  ...lazyPartFetches(),
  ...MODE_PREFETCHES,
];

let started = false;

/**
 * Start the prefetch once the first frame is on screen: one task per idle period, each after the one before has
 * arrived, so no frame carries more than one chunk's evaluation. A task that fails (offline, no cache) is left to the
 * moment its code is needed, which fetches it again.
 */
export function prefetchAfterFirstPaint(): void {
  if (started) return;
  started = true;
  const queue = tasks();
  const next = () => {
    const task = queue.shift();
    if (task)
      whenIdle(
        () =>
          void task()
            .catch(() => undefined)
            .finally(next),
      );
    // Marks the end on <html> (data-prefetched): a test can wait for the fetching to be over, not for a time.
    else document.documentElement.dataset.prefetched = '';
  };
  requestAnimationFrame(() => setTimeout(next, 0));
}

/**
 * A first visit's first tap on the board builds a no-guess board: the builder's view and its worker (its code fetched
 * and run) are asked for as the app starts, while the page hydrates and the network is otherwise idle, not at the tap
 * (main.tsx).
 */
export function prefetchFirstBuild(): void {
  warmNoGuessWorker();
  void NoGuessRunner.prefetch().catch(() => undefined);
}

/**
 * A link's mode (`m=`: its view, store part and texts) and the link codec are asked for as the app starts, beside
 * start-up's code, rather than one after another once start-up has read the link: a large board from a link starts
 * drawing sooner. A link that turns out to be broken has only fetched code a later visit to the mode needs anyway.
 */
export function prefetchLinkedMode(search: string): void {
  if (!search) return;
  void linkCodec.load().catch(() => undefined);
  const mode = new URLSearchParams(search).get('m');
  if (mode === null || !Object.hasOwn(MODE_DEFINITIONS, mode)) return;
  const def = MODE_DEFINITIONS[mode as keyof typeof MODE_DEFINITIONS];
  if ('prefetch' in def) void def.prefetch().catch(() => undefined);
}
