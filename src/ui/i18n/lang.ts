import { create } from 'zustand';
import { snapshotNow } from '../../store/hydration';
import { readChoice } from '../../store/persist/storedChoice';
import { languageChoice } from '../../store/persist/choices';

/** The languages Hexlab speaks. Share links carry none: a link opens in the reader's language. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (s: unknown): s is Lang => typeof s === 'string' && (LANGS as readonly string[]).includes(s);

/** The remembered language (store/persist/choices.ts: its key, versions and migration). */
export const LANGUAGE_CHOICE = languageChoice(LANGS);

/** The first of the browser's preferred languages that Hexlab speaks ("es-MX" is Spanish), else English. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The remembered language, else the browser's preferences (also when storage is refused, as in private mode). */
export function initialLang(): Lang {
  const saved = readChoice(LANGUAGE_CHOICE);
  if (saved.kind === 'value') return saved.value;
  if (typeof navigator === 'undefined') return 'en';
  return pickLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The chosen language: a UI preference, remembered in the browser, not part of any board or link. */
export const useLang = create<{ lang: Lang }>()(snapshotNow<{ lang: Lang }>(() => ({ lang: initialLang() })));
