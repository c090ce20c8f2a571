import { use } from 'react';
import { useLang, LANGUAGE_CHOICE, type Lang } from './lang';
import { writeChoice } from '../../store/persist/storedChoice';
import type shell from './en/shell';
import type editor from './en/editor';
import type hero from './en/hero';
import type lab from './en/lab';
import type minesweeper from './en/minesweeper';
import type proximity from './en/proximity';
import type puzzle from './en/puzzle';
import type messages from './en/messages';
import type progress from './en/progress';

/**
 * The text of Hexlab, one typed catalogue per language, in namespaces that load with the code that shows them (the
 * shell with the first screen; each mode's with the mode). English defines the shape: every other language's
 * namespace is declared `Catalogue[ns]`, so a missing or extra key is a type error. Values are strings, or functions
 * of the figures they show (formatted by the language's own rules: see format.ts and text/plural.ts).
 */
export interface Catalogue {
  shell: typeof shell;
  editor: typeof editor;
  hero: typeof hero;
  lab: typeof lab;
  minesweeper: typeof minesweeper;
  proximity: typeof proximity;
  puzzle: typeof puzzle;
  /** links, storage and imports, shared by every mode */
  messages: typeof messages;
  /** the daily hex and the statistics */
  progress: typeof progress;
}
export type Namespace = keyof Catalogue;

type Loaders = { [N in Namespace]: () => Promise<{ default: Catalogue[N] }> };

// Each language's namespaces are separate chunks: the inactive language is never in the first download.
const LOADERS: Record<Lang, Loaders> = {
  en: {
    shell: () => import('./en/shell'),
    editor: () => import('./en/editor'),
    hero: () => import('./en/hero'),
    lab: () => import('./en/lab'),
    minesweeper: () => import('./en/minesweeper'),
    proximity: () => import('./en/proximity'),
    puzzle: () => import('./en/puzzle'),
    messages: () => import('./en/messages'),
    progress: () => import('./en/progress'),
  },
  es: {
    shell: () => import('./es/shell'),
    editor: () => import('./es/editor'),
    hero: () => import('./es/hero'),
    lab: () => import('./es/lab'),
    minesweeper: () => import('./es/minesweeper'),
    proximity: () => import('./es/proximity'),
    puzzle: () => import('./es/puzzle'),
    messages: () => import('./es/messages'),
    progress: () => import('./es/progress'),
  },
};

export const NAMESPACES = Object.keys(LOADERS.en) as Namespace[];

/** A promise that React's `use` reads synchronously once settled (it looks at `status` and `value`). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, Tracked<unknown>>();

/** Loads (once) and returns a language's namespace. */
export function loadNamespace<N extends Namespace>(lang: Lang, ns: N): Tracked<Catalogue[N]> {
  const key = `${lang}:${ns}`;
  let p = cache.get(key) as Tracked<Catalogue[N]> | undefined;
  if (!p) {
    const loading: Tracked<Catalogue[N]> = (LOADERS[lang][ns] as () => Promise<{ default: Catalogue[N] }>)().then(
      (m) => m.default,
    );
    loading.status = 'pending';
    loading.then(
      (v) => {
        loading.status = 'fulfilled';
        loading.value = v;
      },
      (e: unknown) => {
        loading.status = 'rejected';
        loading.reason = e;
        cache.delete(key); // a failed chunk load (offline, say) may be tried again
      },
    );
    cache.set(key, loading);
    p = loading;
  }
  return p;
}

/** The current language's namespace `ns`; suspends the first time it is needed (the nearest Suspense waits). */
export function useT<N extends Namespace>(ns: N): Catalogue[N] {
  const lang = useLang((s) => s.lang);
  return use(loadNamespace(lang, ns) as Promise<Catalogue[N]>);
}

/** The current language's namespace outside React (in an event handler): it must already be loaded. */
export function peekT<N extends Namespace>(ns: N): Catalogue[N] {
  const p = loadNamespace(useLang.getState().lang, ns);
  if (p.status !== 'fulfilled') throw new Error(`The ${ns} texts are not loaded yet.`);
  return p.value as Catalogue[N];
}

/**
 * Switches the language: loads the new language's texts for every namespace already shown, then switches, so nothing
 * on screen falls back to a loading state. Remembers the choice and sets `<html lang>`.
 */
export async function setLang(lang: Lang): Promise<void> {
  const from = useLang.getState().lang;
  const shown = NAMESPACES.filter((ns) => cache.get(`${from}:${ns}`)?.status === 'fulfilled');
  await Promise.all(shown.map((ns) => loadNamespace(lang, ns)));
  // Not remembered in private mode (or over a newer Hexlab's choice); the switch still happens.
  writeChoice(LANGUAGE_CHOICE, lang);
  useLang.setState({ lang });
}
