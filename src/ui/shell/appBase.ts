/**
 * The address the app is served from: the folder of its index.html, its service worker and its manifest. Found from
 * where the app's own code was loaded (built chunks live in `assets/`, one folder down), not from the page's address,
 * and with runs of slashes merged: a page opened as `//?v=1` or `/hexlab//?v=1` is still the app at `/` or `/hexlab/`,
 * whose files a server that does not merge slashes knows only by their one true path.
 *
 * `base` is Vite's `import.meta.env.BASE_URL` ('./' in a build with a relative base, an absolute path otherwise);
 * `moduleUrl` is the calling module's `import.meta.url`.
 */
export function appBase(base: string, moduleUrl: string): URL {
  const relative = base === '' || base.startsWith('.');
  const url = new URL(relative ? '../' : base, moduleUrl);
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  url.search = '';
  url.hash = '';
  return url;
}
