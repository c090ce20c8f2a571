// node scripts/import-graph.mjs [folder ...]: the import graph of the source files under each folder (default
// src/store and src), tests left out: files, import arrows (and how many are type-only), and its cycles as strongly
// connected components: how many, the files of the largest, for all imports, for the imports that run (value
// imports, dynamic import() included) and for the static value imports alone. Reads the text; resolves relative imports to .ts, .tsx or index files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec|bench)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(p) && statSync(p).isFile()) return p;
  return null;
}

/** Tarjan's strongly connected components of a graph given as a Map of node -> Set of nodes. */
function components(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      out.push(comp);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

function report(folder) {
  const root = resolve(folder);
  const files = sources(root);
  const inside = new Set(files);
  const all = new Map(files.map((f) => [f, new Set()]));
  const running = new Map(files.map((f) => [f, new Set()]));
  const loaded = new Map(files.map((f) => [f, new Set()]));
  let arrows = 0;
  let typeOnly = 0;
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(f, m[3] ?? m[4]);
      if (!target || !inside.has(target) || all.get(f).has(target)) continue;
      all.get(f).add(target);
      arrows++;
      if (m[2]) typeOnly++;
      else {
        running.get(f).add(target);
        if (!m[4]) loaded.get(f).add(target);
      }
    }
  }
  const cycles = (g) => components(g).filter((c) => c.length > 1);
  const describe = (cs) => {
    const largest = cs.reduce((a, c) => (c.length > a.length ? c : a), []);
    return `${cs.length} cycle(s), the largest ${largest.length} files${
      largest.length
        ? `: ${largest
            .map((f) => relative(root, f))
            .sort()
            .join(', ')}`
        : ''
    }`;
  };
  console.log(`${folder}: ${files.length} files, ${arrows} import arrows (${typeOnly} type-only)`);
  console.log(`  all imports:                 ${describe(cycles(all))}`);
  console.log(`  value imports, import() too: ${describe(cycles(running))}`);
  console.log(`  static value imports:        ${describe(cycles(loaded))}`);
}

const folders = process.argv.slice(2);
for (const folder of folders.length ? folders : ['src/store', 'src']) report(folder);
