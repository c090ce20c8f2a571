import { describe, expect, it } from 'vitest';
import { makeBoard, shapePreset } from '../../engine';
import { LAYOUTS } from '../../engine/testing';
import {
  CODE_LANGUAGES,
  commentMark,
  isEngineLanguage,
  labCode,
  middleTile,
  type CodeLanguage,
  type EngineLanguage,
  type ExampleSource,
} from '../../games/lab/code';
import { runSnippet } from '../../games/lab/code/runSnippet';
import { TEST_WORDS } from '../../games/lab/code/testing';
import type { LabTool } from '../../games/lab/tools';
import en from './en/labCode';
import es from './es/labCode';

const TOOLS: LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];
const SOURCES: ExampleSource[] = ['hover', 'cursor', 'selected', 'middle'];

/** The code without its comments: whole comment lines dropped, end-of-line comments cut. */
const code = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .map((line) => line.replace(/\s*\/\/.*$/, ''));
/** The comments' text, one entry a comment line or end-of-line comment. */
const comments = (text: string) => [...text.matchAll(/\/\/ (.*)$/gm)].map((m) => m[1]);

/** English prose words that a Spanish comment never needs (identifiers such as row and col, and the guide's
 * #section-names, stay in English). */
const ENGLISH =
  /(?<!#[\w-]*)\b(the|and|of|is|to|with|each|every|then|so|by|that|rows|columns|tile|tiles|hexes|steps|between|half|layout|worked|entries|cells|shoved|neighbours)\b/i;

/** Every card the Lab can show: each layout, tool and code language, a small board (its levelData printed) and a big one. */
function cards(words: typeof en) {
  const out: string[] = [];
  for (const [, settings] of LAYOUTS) {
    for (const [rows, source] of [
      [13, SOURCES[0]],
      [25, SOURCES[1]],
      [13, SOURCES[2]],
      [25, SOURCES[3]],
    ] as const) {
      const board = makeBoard(
        shapePreset(rows > 20 ? 'rectangle' : 'tutorial', { rows, cols: rows, ...settings }),
        settings,
      );
      const tile = middleTile(board);
      const example = { board, radius: 5, steps: 1, tile, source, selected: tile - 2, point: null };
      for (const tool of TOOLS)
        for (const language of ['javascript', 'typescript'] as CodeLanguage[])
          out.push(labCode({ ...settings, size: 24 }, language, tool, words, example));
    }
  }
  return out;
}

describe('the Lab’s code card in Spanish', () => {
  const english = cards(en);
  const spanish = cards(es);

  it('is the same code line for line as in English, and as games/ writes it: only the comments change', () => {
    const bare = cards(TEST_WORDS);
    spanish.forEach((card, i) => {
      expect(code(card)).toEqual(code(english[i]));
      expect(code(card)).toEqual(code(bare[i]));
      expect(card).not.toEqual(english[i]);
    });
  });

  it('runs as pasted and prints what the English card prints', () => {
    spanish.forEach((card, i) => {
      if (card.includes('type Offset')) return; // TypeScript: games/lab/code/typescript.test.ts checks the code itself
      expect(runSnippet(card).logs).toEqual(runSnippet(english[i]).logs);
    });
  });

  it('comments in Spanish, with the translation’s words and the guide’s section names', () => {
    const text = spanish.flatMap(comments).join('\n');
    for (const word of [
      'Diseño horizontal',
      'Diseño vertical',
      'desplazamiento',
      'Vecinos (#neighbors)',
      'baldosa',
      'noreste',
      'Ejemplo práctico',
      'elementos:',
      'celdas',
    ]) {
      expect(text).toContain(word);
    }
    expect([...new Set(spanish.flatMap(comments).filter((c) => ENGLISH.test(c)))]).toEqual([]);
    expect(english.flatMap(comments).filter((c) => ENGLISH.test(c)).length).toBeGreaterThan(0);
  });
});

describe('the Lab’s code in the game engines’ languages, in Spanish', () => {
  const LANGUAGES = CODE_LANGUAGES.map((l) => l.value).filter(isEngineLanguage);
  const escape = (mark: string) => mark.replace(/[/-]/g, '\\$&');
  /** The code without its comments, in a language whose comments start with `mark`. */
  const bare = (text: string, mark: string) =>
    text
      .split('\n')
      .filter((line) => !line.trimStart().startsWith(`${mark} `))
      .map((line) => line.replace(new RegExp(`\\s*${escape(mark)} .*$`), ''));
  const said = (text: string, mark: string) =>
    [...text.matchAll(new RegExp(`${escape(mark)} (.*)$`, 'gm'))].map((m) => m[1]);
  const cardsIn = (words: typeof en, language: EngineLanguage) =>
    LAYOUTS.flatMap(([, settings]) => TOOLS.map((tool) => labCode({ ...settings, size: 24 }, language, tool, words)));

  it.each(LANGUAGES)(
    'is the same %s code as in English: only the comments change, and they are Spanish',
    (language) => {
      const mark = commentMark(language);
      const english = cardsIn(en, language);
      const test = cardsIn(TEST_WORDS, language);
      const spanish = cardsIn(es, language);
      spanish.forEach((card, i) => {
        expect(bare(card, mark)).toEqual(bare(english[i], mark));
        expect(bare(card, mark)).toEqual(bare(test[i], mark));
      });
      const text = spanish.flatMap((card) => said(card, mark)).join('\n');
      for (const word of ['Diseño horizontal', 'Vecinos (#neighbors)', 'desplazamiento']) expect(text).toContain(word);
      expect([...new Set(spanish.flatMap((card) => said(card, mark)).filter((c) => ENGLISH.test(c)))]).toEqual([]);
    },
  );
});
