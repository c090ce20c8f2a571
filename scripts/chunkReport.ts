// After `vite build`: every JavaScript file of the build with its size and gzipped size (workers too, which Vite's
// own list shows without gzip), and the JavaScript the first screen downloads: the entry, the chunks it imports
// statically, and nothing loaded later (modes other than the first, workers); and beside it a bare React app's, and
// ours, the difference.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * A bare React 19 + ReactDOM app (createRoot and one button), built by the same Vite: what React alone weighs on a
 * first screen, so the report can say what is ours. Built in a folder under node_modules/.cache, which resolves the
 * project's own react and react-dom.
 */
async function bareReactGzip(root: string): Promise<number> {
  const dir = join(root, 'node_modules/.cache/hexlab-bare-react');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nfunction App() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  );
  const out = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, modulePreload: { polyfill: false } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(out) ? out : [out])
    .flatMap((o) => o.output)
    .reduce((n, f) => (f.type === 'chunk' ? n + gzipSync(f.code).length : n), 0);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);

export function chunkReport(): Plugin {
  return {
    name: 'hexlab:chunk-report',
    apply: 'build',
    async writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const files = Object.values(bundle).filter((f) => f.fileName.endsWith('.js'));
      const size = new Map(
        files.map((f) => {
          const code = f.type === 'chunk' ? f.code : f.source;
          return [f.fileName, { raw: Buffer.byteLength(code), gzip: gzipSync(code).length }];
        }),
      );
      const firstScreen = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (firstScreen.has(name) || !chunk || chunk.type !== 'chunk') return;
        firstScreen.add(name);
        chunk.imports.forEach(visit);
      };
      files.forEach((f) => f.type === 'chunk' && f.isEntry && visit(f.fileName));
      const rows = files
        .map((f) => ({ name: f.fileName, ...size.get(f.fileName)!, first: firstScreen.has(f.fileName) }))
        .sort((a, b) => a.raw - b.raw);
      const width = Math.max(...rows.map((r) => r.name.length));
      const lines = ['', 'JavaScript          kB   gzip kB   (* = first screen)'];
      for (const r of rows) lines.push(`${r.first ? '*' : ' '} ${r.name.padEnd(width)} ${kB(r.raw)} ${kB(r.gzip)}`);
      const first = rows.filter((r) => r.first);
      const total = first.reduce((n, r) => n + r.gzip, 0);
      lines.push(`first screen: ${first.length} files, ${kB(total).trim()} kB gzipped`);
      const bare = await bareReactGzip(this.environment.config.root);
      lines.push(
        `a bare React 19 + ReactDOM app built the same way: ${kB(bare).trim()} kB gzipped; ours: ${kB(total - bare).trim()} kB`,
      );
      this.environment.logger.info(lines.join('\n'));
    },
  };
}
