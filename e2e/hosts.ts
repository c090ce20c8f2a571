// What the doubled-slash checks share (e2e/hosts.spec.ts in Chromium, e2e/engines/hosts.flow.ts in Firefox and WebKit).
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
