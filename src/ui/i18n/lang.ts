import { create } from 'zustand';
import { snapshotNow } from '../../store/hydration';

/** The languages Hexlab speaks. Share links carry none: a link opens in the reader's language. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export const LANGUAGE_KEY = 'hexlab:language';

export const isLang = (s: unknown): s is Lang => typeof s === 'string' && (LANGS as readonly string[]).includes(s);

/** The first of the browser's preferred languages that Hexlab speaks ("es-MX" is Spanish), else English. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // Storage refused (private mode): fall back to the browser's preferences.
  }
  if (typeof navigator === 'undefined') return 'en';
  return pickLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The chosen language: a UI preference, remembered in localStorage, not part of any board or link. */
export const useLang = create<{ lang: Lang }>()(snapshotNow<{ lang: Lang }>(() => ({ lang: initialLang() })));
