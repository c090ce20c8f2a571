import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { reportCaughtError } from './ui/shell/ModeBoundary';
import { loadNamespace, useLang } from './ui/i18n';
import './ui/palette.css';
import './ui/styles.css';

// The shell's texts start loading with the app; the first paint waits for them (no English flash for a Spanish reader).
// The first screen's mode (Minesweeper) and the notice bar's messages load alongside, so it does not suspend twice.
for (const ns of ['shell', 'mines', 'messages', 'progress'] as const) void loadNamespace(useLang.getState().lang, ns);

createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
