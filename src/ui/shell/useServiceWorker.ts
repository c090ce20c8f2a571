// Registers the service worker at the app's own address (appBase) and reports a new version waiting to take over.
// vite-plugin-pwa's hook registers './sw.js' against the page's address: a page opened as '//?v=1' registered
// '//sw.js' with the scope '//', which a server that does not merge slashes answers with the page itself ("unsupported
// MIME type ('text/html')"), and which, where it is served, is a second copy of the app's worker for '//' alone. This is
// the same prompt flow (workbox-window, registerType 'prompt') with the worker's URL and scope taken from the app.
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { appBase } from './appBase';

export interface ServiceWorkerOptions {
  /** the new version has taken this tab over (this tab's "Reload", or another tab's) */
  onNeedReload: () => void;
}

export interface ServiceWorkerControl {
  /** a new version is installed and waits; the setter puts the offer off */
  needRefresh: [boolean, (shown: boolean) => void];
  /** let the waiting version take over every tab (each then hears onNeedReload) */
  updateServiceWorker: () => void;
}

/** The worker's script and scope: `sw.js` in the folder the app is served from. */
function workerAddress(moduleUrl: string, base: string): { script: string; scope: string } {
  const at = appBase(base, moduleUrl);
  return { script: new URL('sw.js', at).href, scope: at.href };
}

/** Register the app's service worker once (a production build only: the dev server has none) and follow its updates. */
export function useServiceWorker({ onNeedReload }: ServiceWorkerOptions): ServiceWorkerControl {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [worker, setWorker] = useState<Workbox | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let gone = false;
    let prompted = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (gone) return;
      const { script, scope } = workerAddress(import.meta.url, import.meta.env.BASE_URL);
      const wb = new Workbox(script, { scope });
      const offer = () => {
        if (!prompted) wb.addEventListener('controlling', (event) => event.isUpdate && onNeedReload());
        prompted = true;
        setNeedRefresh(true);
      };
      // A new version installed by this tab waits; one installed by another tab arrives as an external install.
      wb.addEventListener('waiting', offer);
      wb.addEventListener('installed', (event) => {
        if (event.isUpdate === undefined && event.isExternal) offer();
      });
      // A refused registration (no storage, a private mode) leaves the app as it is, online only.
      wb.register({ immediate: true }).catch(() => undefined);
      setWorker(wb);
    });
    return () => {
      gone = true;
    };
    // Registered once per page: the reload callback reads the store when it runs, not when it was made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { needRefresh: [needRefresh, setNeedRefresh], updateServiceWorker: () => worker?.messageSkipWaiting() };
}
