// The service worker as the Chromium specs and the Firefox and WebKit flows read it (each function here runs in the
// page, sent as source), and the link the doubled-slash checks open (e2e/hosts.spec.ts, e2e/engines/hosts.flow.ts).
import { filledLevel } from '../src/engine';
import { encodeShare } from '../src/share';

/** A link to a small Editor board (2 x 3, no void cells: 6 tiles). */
export const SMALL_BOARD_LINK = encodeShare({
  mode: 'editor',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: filledLevel(2, 3),
});

/** In the page: every service worker registration of the origin, once one is active: its scope and its script. */
export const workerRegistrations = () =>
  navigator.serviceWorker.ready.then(() =>
    navigator.serviceWorker
      .getRegistrations()
      .then((all) => all.map((r) => ({ scope: r.scope, script: (r.active ?? r.waiting ?? r.installing)?.scriptURL }))),
  );

/** In the page: ask the browser to look for a new version now; the state it leaves: 'none', or the new worker's. */
export const updateCheck = () =>
  navigator.serviceWorker
    .getRegistration()
    .then((reg) => reg!.update().then(() => (reg!.installing ? 'installing' : reg!.waiting ? 'waiting' : 'none')));
