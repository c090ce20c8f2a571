// A plain static server that does NOT merge slashes: no redirect, no rewrite of the path it is sent. A file is read at
// the path as sent below the host path (where the file system reads `a//b` as `a/b`), anything else gets the app's
// index.html, the usual single-page fallback. Vite's preview merges `//` into `/` before it looks; this server lets a
// spec see what a page opened at a doubled slash asks for on a server that does not.
// `node e2e/plain-server.mjs <dir> <port> [host path]`, or `plainServer(dir, port, hostPath)` from a spec.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/**
 * Serve dir at http://127.0.0.1:port<hostPath> (hostPath starts and ends with '/'); resolves to the listening server.
 * `html` rewrites each HTML page it sends (the Firefox and WebKit flows put their error collector in it). With `hold`
 * (a RegExp), a file whose path matches is answered only once `server.release()` has been called; `server.asked`
 * resolves when one is first asked for.
 */
export function plainServer(dir, port, hostPath = '/', { html = (text) => text, hold = null } = {}) {
  const root = resolve(dir);
  let release = () => {};
  const released = new Promise((done) => (release = done));
  let asked = () => {};
  const askedFor = new Promise((done) => (asked = done));
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0];
    if (!path.startsWith(hostPath)) return void res.writeHead(404).end();
    if (hold?.test(path)) {
      asked();
      await released;
    }
    const rest = path.slice(hostPath.length);
    const file = rest.includes('..') || rest === '' || rest.endsWith('/') ? 'index.html' : rest;
    let body = null;
    let type = TYPES[extname(file)] ?? 'application/octet-stream';
    try {
      body = await readFile(`${root}/${file}`);
    } catch {
      body = await readFile(`${root}/index.html`);
      type = TYPES['.html'];
    }
    if (type === TYPES['.html']) body = html(body.toString('utf8'));
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  Object.assign(server, { release, asked: askedFor });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173', hostPath = '/'] = process.argv.slice(2);
  await plainServer(dir, Number(port), hostPath);
  console.log(`serving ${dir} at http://127.0.0.1:${port}${hostPath}, slashes as sent`);
}
