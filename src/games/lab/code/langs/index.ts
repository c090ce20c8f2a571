// The Lab's code in game engines' languages: one writer each, the same layout facts and comments for all.
import type { LabTool } from '../../tools';
import type { CodeLayout } from '../lang';
import { NEEDS, TOOL_FUNCTION } from '../toolCode';
import type { CodeWords } from '../words';
import { cpp } from './cpp';
import { csharp } from './csharp';
import { gdscript } from './gdscript';
import { lua } from './lua';
import { python } from './python';
import { rust } from './rust';
import { blocksFor, writeCode, type EngineLanguage, type Writer } from './shared';

export { type EngineLanguage };

const WRITERS: Readonly<Record<EngineLanguage, Writer>> = { python, csharp, cpp, rust, lua, gdscript };

export const isEngineLanguage = (language: string): language is EngineLanguage => language in WRITERS;

/** What starts a line comment in each language. */
export const commentMark = (language: EngineLanguage) => WRITERS[language].mark;

/** The snippet for one tool (its blocks as NEEDS lists them), or, for tests, for several tools at once. */
export function engineCode(
  layout: CodeLayout,
  language: EngineLanguage,
  tools: LabTool | readonly LabTool[],
  words: CodeWords,
): string {
  const blocks = typeof tools === 'string' ? NEEDS[tools] : blocksFor(tools);
  return writeCode(WRITERS[language], layout, blocks, words);
}

/** The name of the function a tool's code defines in each language (Python's and GDScript's range is their loop). */
export function engineToolFunction(language: EngineLanguage, tool: LabTool): string | null {
  const name = TOOL_FUNCTION[tool];
  if (name === null) return null;
  if (language === 'csharp') return name[0].toUpperCase() + name.slice(1);
  if (tool === 'range' && (language === 'python' || language === 'gdscript')) return 'hex_range';
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
