import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { reportCaughtError } from './ui/shell/ModeBoundary';
import './ui/palette.css';
import './ui/styles.css';

createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
