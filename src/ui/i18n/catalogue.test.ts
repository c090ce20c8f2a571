import { describe, expect, it } from 'vitest';
import { LANGS } from './lang';
import { loadNamespace, NAMESPACES } from './catalogue';

type Shape = string | { fn: number } | { [k: string]: Shape };

/** A catalogue entry's shape: strings, functions by their number of arguments, objects by their keys. */
function shapeOf(v: unknown, at: string): Shape {
  if (typeof v === 'string') {
    if (v.trim() === '') throw new Error(`${at} is empty`);
    return 'string';
  }
  if (typeof v === 'function') return { fn: v.length };
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shapeOf(x, `${at}.${k}`)]));
  throw new Error(`${at} is neither text, a function nor a group`);
}

/** Every key path in `a` that `b` lacks. */
function missing(a: Shape, b: Shape | undefined, at: string): string[] {
  if (typeof a === 'string' || 'fn' in a)
    return b === undefined ? [at] : JSON.stringify(a) === JSON.stringify(b) ? [] : [`${at} (a different kind)`];
  if (b === undefined || typeof b === 'string' || 'fn' in b) return [at];
  return Object.entries(a).flatMap(([k, x]) => missing(x, (b as Record<string, Shape>)[k], `${at}.${k}`));
}

describe('the catalogues', () => {
  it.each(NAMESPACES)('%s has the same keys, each of the same kind, in every language', async (ns) => {
    const shapes = await Promise.all(
      LANGS.map(async (lang) => shapeOf(await loadNamespace(lang, ns), `${lang}.${ns}`)),
    );
    const [en, ...others] = shapes;
    others.forEach((other, i) => {
      const lang = LANGS[i + 1];
      expect(missing(en, other, ns), `keys English has and ${lang} lacks`).toEqual([]);
      expect(missing(other, en, ns), `keys ${lang} has and English lacks`).toEqual([]);
    });
  });
});
