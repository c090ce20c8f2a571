import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot } from '../appRoot';
import { reportCaughtError } from '../ui/shell/ModeBoundary';
import { loadNamespace, useLang } from '../ui/i18n';
import { appStarted, firstScreenShown, mayShowPrerendered } from '../ui/shell/firstPaint';
import { playKeptTaps } from '../ui/shell/keptTaps';
import { FIRST_TEXTS } from '../ui/shell/firstTexts';
import { loadFirstScreenParts } from '../ui/lazyPart';
import { holdServerSnapshots } from '../store/hydration';
import { prefetchFirstBuild, prefetchLinkedMode } from '../ui/prefetch';

// The build prerenders a desktop's first visit and a phone's (scripts/prerender.ts); before the first paint an inline
// script leaves the one for the window in #root. A visitor whose first screen is that one hydrates it; anyone else's
// first screen replaces it (index.html's inline script hid what would be wrong).

/**
 * Starts the app in `container` (#root), once per page (main.tsx): the first screen's texts and start-up's code are
 * fetched, then start-up (boot.ts) puts the board to show in the store, starting a new visitor's first game (there and
 * only there), and React hydrates the prerendered screen or renders afresh. Resolves once React has the root.
 */
export function start(container: HTMLElement): Promise<void> {
  // A first visit (no link, no reload, nothing stored) may see the prerendered screen: start-up's first game decides.
  const mayHydrate = mayShowPrerendered(container);

  // The first screen's texts (the shell, Minesweeper, the notice bar's messages) load with the app, and it is rendered
  // once they are in: it never suspends, so a replaced prerendered screen never gives way to an empty one meanwhile.
  const lang = useLang.getState().lang;
  // The first screen's parts whose code is not in the first file (lazyPart.tsx: hydratedPart). A screen rendered afresh
  // waits for them with the texts. A hydrated one does not: it shows their prerendered HTML until they come, and asks
  // for them once it runs, since asking (a link for each module and stylesheet) held back its hydration.
  let asked: Promise<unknown> | undefined;
  const parts = () => {
    if (asked) return asked;
    asked = loadFirstScreenParts();
    // (A part whose code failed to come is asked for again when React draws it.)
    asked.catch(() => undefined);
    return asked;
  };
  // Start-up's code (src/app/boot.ts) is not in the first file either: the first render waits for it too (a failed
  // fetch is tried once more). The built index.html asks for it, and for the English texts, beside the first file
  // (scripts/prerender.ts, firstWaits): they are on their way.
  const retried = <T>(load: () => Promise<T>) => load().catch(load);
  const code = Promise.all([retried(() => import('./boot'))]);
  const waits = [...FIRST_TEXTS.map((ns) => loadNamespace(lang, ns)), code];
  // A screen that may be rendered afresh asks for its later parts now, beside start-up's code.
  if (!mayHydrate) void parts();
  // A first visit's first tap on the board builds a no-guess board: its code and worker come while the page hydrates.
  if (mayHydrate) prefetchFirstBuild();
  // A link's mode and codec come beside start-up's code, not one after another once start-up has run.
  else prefetchLinkedMode(location.search);
  // The taps made on the prerendered screen before the app runs (shell/keptTaps.ts) are played once it runs.
  void appStarted.then(() => playKeptTaps(parts()));
  return Promise.allSettled(waits).then(async () => {
    const [{ boot }] = await code;
    // Start-up puts the board to show in the store first, so it is on the first paint. It runs as soon as its code
    // and the texts are in, without waiting for the later parts: a link's board or the library's is asked for meanwhile.
    const { firstGame } = boot();
    if (firstScreenShown(container, firstGame)) {
      // The parts hydrated later first render the state the prerendered HTML shows (store/hydration.ts).
      holdServerSnapshots();
      // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser between them, rather
      // than in one task of the whole screen: a slow phone's main thread is never held long (the taps made meanwhile
      // are kept by index.html's script until the first commit, shell/keptTaps.ts).
      startTransition(() => {
        hydrateRoot(container, appRoot(), { onCaughtError: reportCaughtError });
      });
      return;
    }
    // A screen rendered afresh never draws without the parts hydrated later.
    await parts().catch(() => undefined);
    // Rendered in slices too (a transition), as the hydration above: nothing on it suspends, so it commits whole.
    const root = createRoot(container, { onCaughtError: reportCaughtError });
    startTransition(() => root.render(appRoot()));
  });
}
