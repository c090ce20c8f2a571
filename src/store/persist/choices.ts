// The single choices kept in localStorage (storedChoice.ts): each one's key (keys.ts), version and migration from every
// format it was ever stored in. The UI reads and writes them through these specs.
import { LOCAL } from './keys';
import { safeLocal, type ChoiceSpec } from './storedChoice';

/** The remembered language, one of `langs` (the UI's). Version 0 was the bare tag ('es'); version 1 is the tag. */
export const languageChoice = <L extends string>(langs: readonly L[]): ChoiceSpec<L> => ({
  key: LOCAL.language,
  version: 1,
  migrate: (_version, stored) => ((langs as readonly unknown[]).includes(stored) ? (stored as L) : undefined),
});

/** Sounds on or off. Version 0 was the bare text 'on' or 'off'; version 1 is a boolean value. */
export const SOUND_CHOICE: ChoiceSpec<boolean> = {
  key: LOCAL.sound,
  version: 1,
  migrate: (version, stored) =>
    version === 0
      ? stored === 'on'
        ? true
        : stored === 'off'
          ? false
          : undefined
      : typeof stored === 'boolean'
        ? stored
        : undefined,
};

const modeNames = (list: unknown): string[] | undefined =>
  Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : undefined;

/** The modes whose guide was dismissed. Version 0 was the list as bare JSON text; version 1 is the list as the value. */
export const GUIDES_CHOICE: ChoiceSpec<string[]> = {
  key: LOCAL.guidesSeen,
  version: 1,
  migrate(version, stored) {
    if (version > 0) return modeNames(stored);
    try {
      return modeNames(JSON.parse(String(stored)));
    } catch {
      return undefined;
    }
  },
};

/** No game was ever started here and no guide dismissed: the first visit. */
export function isNewVisitor(storage: Storage | null = safeLocal()): boolean {
  try {
    return !!storage && storage.getItem(LOCAL.minesweeperPrefs) === null && storage.getItem(LOCAL.guidesSeen) === null;
  } catch {
    return false;
  }
}
