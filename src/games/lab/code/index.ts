// The Lab's code panel: the code behind what the Lab shows, written for the board's layout (pure strings, no React).
import type { LabTool } from '../tools';
import { coreCode } from './core';
import { exampleCode, type ExampleInput } from './example';
import type { CodeLanguage, CodeLayout } from './lang';
import { commentMark, engineCode, isEngineLanguage } from './langs';
import { engineExample } from './langs/example';
import { toolCode } from './toolCode';
import { commenter, type CodeWords } from './words';

export { CODE_LANGUAGES, type CodeLanguage, type CodeLayout } from './lang';
export { exampleCalls, middleTile, type ExampleInput, type ExampleSource } from './example';
export { TOOL_FUNCTION } from './toolCode';
export { commentMark, isEngineLanguage, type EngineLanguage } from './langs';
export type { CodeWords } from './words';

/**
 * The whole snippet: the layout's conversions, neighbours, distance and pixel maths, the selected tool's function,
 * then (when given) a worked example on the board's tiles. The JavaScript runs as it is, with no imports. Its
 * comments are `words`, in the reader's language; the code is the same in every language. The game engines'
 * languages (langs/) write the same functions and the same worked example, printed their own way.
 */
export function labCode(
  layout: CodeLayout,
  language: CodeLanguage,
  tool: LabTool,
  words: CodeWords,
  example?: Omit<ExampleInput, 'tool'>,
): string {
  if (isEngineLanguage(language)) {
    const code = engineCode(layout, language, tool, words);
    if (!example) return code;
    const { comment, inline } = commenter(commentMark(language));
    return `${code}\n${engineExample(layout, language, { ...example, tool }, words, comment, inline)}\n`;
  }
  const parts = [coreCode(layout, language, words), toolCode(tool, language, words)];
  if (example) parts.push(exampleCode(layout, { ...example, tool }, words));
  return parts.filter(Boolean).join('\n\n') + '\n';
}
