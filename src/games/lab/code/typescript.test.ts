import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { makeBoard, shapePreset } from '../../../engine';
import { LAYOUTS } from '../../../engine/testing';
import type { LabTool } from '../tools';
import { labCode, middleTile, type CodeLayout } from './index';
import { runSnippet } from './runSnippet';
import { TEST_WORDS } from './testing';

const CONSOLE = '/snippets/console.d.ts';
const TOOLS: LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];

/** Every TypeScript snippet, with its worked example, keyed by a file name. */
function snippets(): Map<string, { ts: string; js: string }> {
  const out = new Map<string, { ts: string; js: string }>();
  for (const [name, settings] of LAYOUTS) {
    const board = makeBoard(shapePreset('tutorial', { rows: 13, cols: 13, ...settings }), settings);
    const tile = middleTile(board);
    const example = { board, radius: 2, steps: 1, tile, source: 'hover' as const, selected: tile - 2, point: null };
    const layout: CodeLayout = { ...settings, size: 24 };
    for (const tool of TOOLS) {
      out.set(`/snippets/${name.replace(' ', '-')}-${tool}.ts`, {
        ts: labCode(layout, 'typescript', tool, TEST_WORDS, example),
        js: labCode(layout, 'javascript', tool, TEST_WORDS, example),
      });
    }
  }
  return out;
}

describe('the TypeScript code', () => {
  const files = snippets();

  it('type-checks in strict mode in every layout, for every tool', () => {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    // The worked example prints with console.log; the rest of the DOM's types would only slow the check down.
    const source = (f: string) =>
      f === CONSOLE ? 'declare const console: { log(...values: unknown[]): void };\n' : files.get(f)?.ts;
    // Each snippet is checked as a module of its own so their functions don't collide.
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (f, lang, ...rest) =>
      source(f) !== undefined
        ? ts.createSourceFile(f, f === CONSOLE ? source(f)! : `${source(f)}export {};\n`, lang)
        : getSourceFile(f, lang, ...rest);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (f) => source(f) !== undefined || fileExists(f);
    const program = ts.createProgram([CONSOLE, ...files.keys()], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 180_000);

  it('runs, once its types are stripped, and prints what the JavaScript prints', () => {
    for (const [name, { ts: code, js }] of files) {
      const stripped = ts.transpileModule(code, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
      }).outputText;
      expect(runSnippet(stripped).logs, name).toEqual(runSnippet(js).logs);
      expect(runSnippet(js).logs.length, name).toBeGreaterThanOrEqual(6);
    }
  }, 60_000);
});
