import { Suspense, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useHexlab } from '../store';
import { MODE_DEFINITIONS } from './modes';
import { ModeBoundary } from './shell/ModeBoundary';
import { Header } from './shell/Header';
import { FirstVisit } from './shell/FirstVisit';
import { useLibrary } from '../store/persist/libraryState';
import { useSettingsSheet } from './shell/settingsSheet';
import { useDocumentLanguage, useT } from './i18n';
import { hydratedParts, lazyPart } from './lazyPart';
import { prefetchAfterFirstPaint } from './prefetch';
import { firstVisitShownAtOnce, releaseFirstPaint } from './shell/firstPaint';

// The service worker's registration and update offer: after the first screen, in a chunk of its own.
const UpdatePrompt = lazyPart(() => import('./shell/UpdatePrompt').then((m) => m.UpdatePrompt));
// The header's buttons and language, and the notices: prerendered, and hydrated once their code has come, just after
// the board's (shell/shellParts.tsx). The mode tabs and the first visit's guide, which a player's first clicks go to,
// are hydrated with the board: a click on a part still waiting for its code is lost (React does not play it back).
const { HeaderLinks, LanguageSelect, Notices } = hydratedParts(
  () => import('./shell/shellParts'),
  'HeaderLinks',
  'LanguageSelect',
  'Notices',
);

/**
 * The app shell: header with mode tabs, then the mode filling the rest of the window: its status line and board, and
 * its settings sheet (beside the board on a wide screen, a drawer on a phone). The page itself never scrolls.
 */
export function App() {
  const mode = useHexlab((s) => s.mode);
  const settingsOpen = useSettingsSheet((s) => s.open);
  const t = useT('shell');
  useDocumentLanguage();
  const { View } = MODE_DEFINITIONS[mode];
  // Until the player's last board is read from IndexedDB, no board is shown rather than a wrong one. The board comes
  // in a deferred render: a store's change renders at once and in one task, and the whole mode mounting then held a
  // slow phone's main thread for 200 ms (a returning player's start, Lighthouse's traces); deferred, React renders it
  // in slices, yielding between them.
  const ready = useDeferredValue(useLibrary((s) => s.ready) || firstVisitShownAtOnce());
  // React's first screen is in (the prerendered one hydrated or replaced): show what index.html's script held back.
  useLayoutEffect(releaseFirstPaint, []);
  // Once the board is drawn, the code a game will need comes in idle time.
  useEffect(() => {
    if (ready) prefetchAfterFirstPaint();
  }, [ready]);
  return (
    <div className="app">
      <Header links={<HeaderLinks />} language={<LanguageSelect />} />
      <main className="app-main">
        <Notices />
        {/* The first-visit card and the mode come in together, so the card never pushes a board already drawn. */}
        {ready ? (
          <>
            <FirstVisit key={mode} mode={mode} />
            <div
              id="mode-panel"
              role="tabpanel"
              aria-labelledby={`tab-${mode}`}
              className={`mode mode-${mode}${settingsOpen ? ' settings-open' : ''}`}
            >
              {/* A boundary per mode: a mode whose code is still loading shows the loading line in a boundary of its
                  own, and the mode it replaces goes. One boundary for every mode hid the old mode's board instead (React
                  keeps what a suspended update replaces, at display: none), and its tiles, still in the DOM, all
                  reported one empty box until the new mode came. */}
              <Suspense key={mode} fallback={<p className="loading">{t.loading}</p>}>
                <ModeBoundary name={t.modeNames[mode]}>
                  <View />
                </ModeBoundary>
              </Suspense>
            </div>
          </>
        ) : (
          <p className="loading">{t.opening}</p>
        )}
      </main>
      <UpdatePrompt />
    </div>
  );
}
