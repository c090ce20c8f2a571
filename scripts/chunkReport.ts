// After `vite build`: every JavaScript file of the build with its size and gzipped size (workers too, which Vite's
// own list shows without gzip), and the JavaScript the first screen downloads: the entry, the chunks it imports
// statically, and nothing loaded later (modes other than the first, workers).
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const kB = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);

export function chunkReport(): Plugin {
  return {
    name: 'hexlab:chunk-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const files = Object.values(bundle).filter((f) => f.fileName.endsWith('.js'));
      const size = new Map(files.map((f) => {
        const code = f.type === 'chunk' ? f.code : f.source;
        return [f.fileName, { raw: Buffer.byteLength(code), gzip: gzipSync(code).length }];
      }));
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
      lines.push(`first screen: ${first.length} files, ${kB(first.reduce((n, r) => n + r.gzip, 0)).trim()} kB gzipped`);
      this.environment.logger.info(lines.join('\n'));
    },
  };
}
