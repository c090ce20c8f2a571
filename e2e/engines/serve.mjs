// Serves a production build with `vite preview`, the page error collector put first in every HTML page it sends
// (collector.mjs). Used by the Firefox and WebKit runs and their bench: `node e2e/engines/serve.mjs <outDir> <port>`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { withCollector } from './collector.mjs';

/** Start `vite preview` on outDir (relative to the repo root, or absolute); resolves to the running server. */
export async function serve(outDir, port, { config } = {}) {
  const root = resolve(import.meta.dirname, '../..');
  const dir = resolve(root, outDir);
  const collectErrors = {
    name: 'hexlab-error-collector',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        const page = path.endsWith('/') ? join(path, 'index.html') : path;
        // HTML pages, and any path without a file extension (the app's fallback is its index.html).
        if (!page.endsWith('.html') && /\.[a-z0-9]+$/i.test(page)) return next();
        let html;
        try {
          html = readFileSync(join(dir, page.endsWith('.html') ? page : 'index.html'), 'utf8');
        } catch {
          return next();
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(withCollector(html));
      });
    },
  };
  return preview({
    root: config ? undefined : root,
    configFile: config ? resolve(root, config) : undefined,
    logLevel: 'error',
    plugins: [collectErrors],
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outDir = 'dist', port = '4173', config] = process.argv.slice(2);
  const server = await serve(outDir, Number(port), { config });
  console.log(`serving ${outDir} at http://127.0.0.1:${port}/ with the page error collector`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
