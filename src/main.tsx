import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot } from './appRoot';
import { reportCaughtError } from './ui/shell/ModeBoundary';
import { loadNamespace, useLang } from './ui/i18n';
import { appStarted, prepareFirstPaint } from './ui/shell/firstPaint';
import { playKeptTaps } from './ui/shell/keptTaps';
import { FIRST_TEXTS } from './ui/shell/firstTexts';
import { loadFirstScreenParts } from './ui/lazyPart';
import { holdServerSnapshots } from './store/hydration';
import './ui/palette.css';
import './ui/styles.css';

// The build prerenders a desktop's first visit and a phone's (scripts/prerender.ts); before the first paint an inline
// script leaves the one for the window in #root. A visitor whose first screen is that one hydrates it; anyone else's
// first screen replaces it (index.html's inline script hid what would be wrong).
const container = document.getElementById('root')!;
const hydrate = prepareFirstPaint(container);

// The first screen's texts (the shell, Minesweeper, the notice bar's messages) load with the app, and it is rendered
// once they are in: it never suspends, so a replaced prerendered screen never gives way to an empty one meanwhile.
const lang = useLang.getState().lang;
// The first screen's parts whose code is not in this file (lazyPart.tsx: hydratedPart) are asked for beside the texts. A
// screen rendered afresh waits for them with the texts; a hydrated one does not, and shows their prerendered HTML until
// they come (asked for beside the texts, they have come before them: e2e/firstScreenOrder.benchspec.ts).
const parts = loadFirstScreenParts();
// Start-up's code (src/app/boot.ts) is not in this file either: the first render waits for it too (a failed fetch is
// tried once more). The built index.html asks for them, and for
// the English texts, beside this file (scripts/prerender.ts, firstWaits): here they are already on their way.
const retried = <T,>(load: () => Promise<T>) => load().catch(load);
const code = Promise.all([retried(() => import('./app/boot'))]);
const waits = [...FIRST_TEXTS.map((ns) => loadNamespace(lang, ns)), code, ...(hydrate ? [] : [parts])];
// (A part whose code failed to come is asked for again when React draws it.)
parts.catch(() => undefined);
// The taps made on the prerendered screen before the app runs (shell/keptTaps.ts) are played once it runs.
void appStarted.then(() => playKeptTaps(parts));
void Promise.allSettled(waits).then(async () => {
  const [{ boot }] = await code;
  // Start-up puts the board to show in the store first, so it is on the first paint.
  boot();
  if (hydrate) {
    // The parts hydrated later first render the state the prerendered HTML shows (store/hydration.ts).
    holdServerSnapshots();
    hydrateRoot(container, appRoot(), { onCaughtError: reportCaughtError });
  } else createRoot(container, { onCaughtError: reportCaughtError }).render(appRoot());
});
