import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { reportCaughtError } from './ui/shell/ModeBoundary';
import { loadNamespace, useLang } from './ui/i18n';
import './ui/palette.css';
import './ui/styles.css';

// The shell's texts start loading with the app; the first paint waits for them (no English flash for a Spanish reader).
void loadNamespace(useLang.getState().lang, 'shell');

createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
