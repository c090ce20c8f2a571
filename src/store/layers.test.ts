// The store's rooms import one way, type-only imports included: lint's import-x/no-cycle follows only the imports
// that run, so this reads the whole import graph of src/store (the TypeScript compiler's own pre-parse) and checks
// that it has no cycle and that nothing in the store imports its root, the way a newcomer reads the code.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const STORE = resolve(__dirname);

function storeFiles(dir = STORE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return storeFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'testing.ts' ? [path] : [];
  });
}

/** Each store file with the store files it imports (statically, type-only or not, or by import()). */
function importGraph(): Map<string, string[]> {
  const files = storeFiles();
  const known = new Set(files);
  const resolveIn = (from: string, spec: string): string | null => {
    const base = resolve(dirname(from), spec);
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => known.has(c)) ?? null;
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) =>
        fileName.startsWith('.') ? [resolveIn(file, fileName)].filter((t): t is string => t !== null) : [],
      );
      return [file, targets];
    }),
  );
}

/** A cycle of the graph (its files, in order), or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return path.slice(path.indexOf(file));
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

const named = (files: string[] | null) => files?.map((f) => relative(STORE, f)) ?? null;

describe("the store's import graph", () => {
  const graph = importGraph();

  it('has no cycle, counting type-only imports', () => {
    expect(named(findCycle(graph))).toBeNull();
  });

  it('has nothing in the store importing its root (index.ts only builds the store)', () => {
    const root = join(STORE, 'index.ts');
    expect(named([...graph].filter(([, targets]) => targets.includes(root)).map(([file]) => file))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const a = join(STORE, 'a.ts');
    const b = join(STORE, 'b.ts');
    expect(
      named(
        findCycle(
          new Map([
            [a, [b]],
            [b, [a]],
          ]),
        ),
      ),
    ).toEqual(['a.ts', 'b.ts']);
  });
});
