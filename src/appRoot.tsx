import { StrictMode, Suspense } from 'react';
import { App } from './ui/App';

/** The app's root element: the same tree in the browser (main.tsx) and in the build's prerender (firstScreen.tsx). */
export const appRoot = () => (
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>
);
