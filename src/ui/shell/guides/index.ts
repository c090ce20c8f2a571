import type { Mode } from '../../../store';
import { useT } from '../../i18n';
import type { GuideText } from '../../i18n/en/shell';

// Each mode's first-visit text and keys live in the shell's catalogue (ui/i18n/<lang>/shell.ts, `guides`), so Help,
// the first-visit card and each mode's key legend say the same thing in the reader's language.

export type ModeGuide = GuideText;

/** One mode's guide in the current language. */
export const useGuide = (mode: Mode): ModeGuide => useT('shell').guides[mode];

/**
 * A guide's rules in the words of the screen it is read on (a touch-only screen taps, a mouse clicks), then where the
 * mode's tools are: the panel beside the board on a wide window, Settings on a smaller one.
 */
export function guideLines(guide: ModeGuide, touch: boolean, beside: boolean): readonly string[] {
  const lines = touch ? guide.touchLines : guide.lines;
  return guide.tools ? [...lines, beside ? guide.tools.beside : guide.tools.sheet] : lines;
}

/** Keys every board answers to, listed once in Help and at the end of every footer. */
export const useBoardKeys = (): readonly (readonly [string, string])[] => useT('shell').boardKeys;
