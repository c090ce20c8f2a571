// Part of Hexlab's service worker (vite.config.ts, workbox importScripts), run before Workbox's routes. A page opened
// at an address with a run of slashes (/hexlab//?v=1&…) asks for its files there (/hexlab//assets/…), which Workbox
// does not know: it keeps them at /hexlab/assets/…. Such a request is answered with the file at the same address with
// the runs merged, from what the worker keeps or else the network, so a link at a doubled slash opens offline too.
// Pages themselves (navigations) are left to Workbox, which answers every one with the app.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || event.request.mode === 'navigate' || !/\/\/+/.test(url.pathname)) return;
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  event.respondWith(
    // Workbox keeps a file without a hash in its name with its revision in the query: any query matches.
    caches
      .match(url.href, { ignoreSearch: true })
      .then((kept) => kept ?? fetch(url.href))
      // A copy, which has no address of its own: a module keeps the address it was asked for, and its imports resolve
      // there. With the merged address, the app's entry was loaded a second time at it, with a second React.
      .then((file) => new Response(file.body, { status: file.status, statusText: file.statusText, headers: file.headers })),
  );
});
