// The Lab's code panel: the code behind what the Lab shows, written for the board's layout (pure strings, no React).
import type { LabTool } from '../tools';
import { coreCode } from './core';
import { exampleCode, type ExampleInput } from './example';
import type { CodeLanguage, CodeLayout } from './lang';
import { toolCode } from './toolCode';

export { CODE_LANGUAGES, GUIDE, offsetName, type CodeLanguage, type CodeLayout } from './lang';
export { compassName, directionNames, neighborSteps } from './core';
export { exampleCalls, formatValue, middleTile, MAX_PRINTED_CELLS, type ExampleInput, type ExampleSource } from './example';
export { TOOL_FUNCTION } from './toolCode';

/**
 * The whole snippet: the layout's conversions, neighbours, distance and pixel maths, the selected tool's function,
 * then (when given) a worked example on the board's tiles. The JavaScript runs as it is, with no imports.
 */
export function labCode(layout: CodeLayout, language: CodeLanguage, tool: LabTool, example?: Omit<ExampleInput, 'tool'>): string {
  const parts = [coreCode(layout, language), toolCode(tool, language)];
  if (example) parts.push(exampleCode(layout, { ...example, tool }));
  return parts.filter(Boolean).join('\n\n') + '\n';
}
