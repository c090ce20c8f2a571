// A part of the screen whose code is not on the first screen, drawn in its own Suspense boundary (nothing while it
// arrives), so the board around it never gives way to a loading message: a lazy part is fetched in idle time after the
// first paint (`prefetch`, see prefetch.ts) or else the first time it is needed; a part of the prerendered first screen
// (`hydratedPart`) as the app starts, and hydrated once it has come.
import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { useHexlab, type AppState } from '../store';
import { later, type Later } from '../store/later';

const always = () => true;
// Every lazy part's fetch, for the idle-time prefetch.
const fetches: (() => Promise<unknown>)[] = [];

/**
 * Each lazy part's fetch, one task each (in idle time after the first paint: prefetch.ts). All at once, their modules
 * and stylesheets came in one task of about 60 ms, a long task in the first seconds of a visit.
 */
export const lazyPartFetches = (): (() => Promise<unknown>)[] => [...fetches];

/** A lazily loaded component, and a way to fetch its code before it is needed. */
export type LazyPart<P extends object> = ComponentType<P> & { prefetch(): Promise<unknown> };

/**
 * The view of a part's code: drawn at once when the code has come (a lazy component would still suspend on its first
 * render and show a frame later), else once it has. It is in a Suspense boundary either way, so a part prerendered on
 * the server and hydrated in the browser has the same tree in both.
 */
function partView<P extends object>(code: Later<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => code.load().then((component) => ({ default: component })));
  return function PartView(props: P) {
    const [Ready] = useState(() => code.now());
    return <Suspense fallback={null}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  };
}

/**
 * A lazily loaded component. With `when`, its code is fetched only once the store first says it is needed (a game's
 * end card at the game's end, the replay bar with a replay), unless prefetched; until then it renders nothing, as it
 * would itself. Once its code is in, it is drawn at once: a lazy component would still suspend on its first render
 * and show a frame later.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: (s: AppState) => boolean = always,
): LazyPart<P> {
  const code = later(load);
  fetches.push(code.load);
  const Loaded = partView(code);
  function LazyPartView(props: P) {
    const needed = useHexlab(when);
    return needed ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyPartView, { prefetch: code.load });
}

// The prerendered first screen's parts that are not in its code: fetched as the app starts (main.tsx), not in idle time.
const firstScreenFetches: (() => Promise<unknown>)[] = [];

/** Fetch every part of the first screen that is not in its code (main.tsx: at start-up; tests: before rendering). */
export const loadFirstScreenParts = (): Promise<unknown> => Promise.all(firstScreenFetches.map((load) => load()));

/**
 * A part of the prerendered first screen whose code is not in the first screen's (the settings sheet, the header's
 * buttons): React hydrates the rest of the screen without waiting for it, and this part once its code has come
 * (selective hydration); until then its prerendered HTML stays on screen as it was. It is in a Suspense boundary of
 * its own on the server and in the browser alike (partView), so the two trees match. It is a memo: a parent's re-render never
 * reaches a boundary still waiting for its code (React would then give up its HTML and draw it afresh, empty for a
 * moment). A screen rendered afresh rather than hydrated (main.tsx) first waits for these parts: it never draws
 * without them.
 */
export function hydratedPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = later(load);
  firstScreenFetches.push(code.load);
  return Object.assign(memo(partView(code)) as unknown as ComponentType<P>, { prefetch: code.load });
}

/** A module's components, each as a part hydrated later. */
type PartsOf<M, K extends keyof M> = { [N in K]: M[N] extends ComponentType<infer P> ? LazyPart<P & object> : never };

/** Several parts hydrated later from one module (one fetch, one chunk), by their export names. */
export function hydratedParts<M, K extends keyof M & string>(load: () => Promise<M>, ...names: K[]): PartsOf<M, K> {
  const module = later(load);
  return Object.fromEntries(
    names.map((name) => [name, hydratedPart(() => module.load().then((m) => m[name] as ComponentType<object>))]),
  ) as PartsOf<M, K>;
}
