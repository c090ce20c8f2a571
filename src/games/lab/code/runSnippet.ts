// Test helper: run a JavaScript snippet as a user would paste it, and hand back its functions and what it printed.

const NAMES = [
  'offsetToAxial',
  'axialToOffset',
  'neighbors',
  'distance',
  'hexToPixel',
  'pixelToHex',
  'line',
  'range',
  'ring',
  'spiral',
  'rotate',
  'reflect',
  'fieldOfView',
  'rangeIntersection',
] as const;

type Fn = (...args: never[]) => unknown;
/** The snippet's functions (the tool functions only when the snippet defines them). */
export type Snippet = Record<(typeof NAMES)[number], Fn & ((...args: unknown[]) => unknown)>;

export function runSnippet(code: string): { fns: Snippet; logs: unknown[] } {
  const logs: unknown[] = [];
  const grab = NAMES.map((n) => `${n}: typeof ${n} === 'function' ? ${n} : undefined`).join(', ');
  const run = new Function('console', `${code}\nreturn { ${grab} };`) as (c: { log(v: unknown): void }) => Snippet;
  const fns = run({ log: (v) => logs.push(v) });
  return { fns, logs };
}
