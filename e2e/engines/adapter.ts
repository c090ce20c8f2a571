// The small interface every engine's driver is wrapped in, so one set of flows runs in Firefox and WebKit (and, for
// comparison, Chromium). Points are CSS pixels in the viewport, as `clientX`/`clientY` and `elementFromPoint` use.
export type EngineName = 'firefox' | 'webkit' | 'chromium';

export interface Point {
  x: number;
  y: number;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Open a path of the app (e.g. `/?v=1&...`) or a full URL, and wait for the page's load event. */
  goto(pathOrUrl: string): Promise<void>;
  /** Run a self-contained function in the page (it is sent as source: it may use only its arguments). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  click(at: Point): Promise<void>;
  rightClick(at: Point): Promise<void>;
  /** Move the pointer to `at` and turn the wheel by `deltaY` pixels (negative zooms in). */
  wheel(at: Point, deltaY: number): Promise<void>;
  /** Press the left button at `from`, move to `to` through `via` and in `steps` even steps a leg, release. */
  drag(from: Point, to: Point, options?: { via?: Point[]; steps?: number }): Promise<void>;
  /** Move the pointer to `at` with no button down. */
  hover(at: Point): Promise<void>;
  /** Press and release one key, by its `KeyboardEvent.key` name: 'Enter', 'Tab', 'Escape', 'ArrowLeft', 'a'... */
  press(key: string): Promise<void>;
  /** Type text into the focused element. */
  type(text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Every page error, unhandled rejection and console error seen so far, on this page and the ones before it. */
  errors(): Promise<string[]>;
  /** End the session (its errors are kept for `errors()`); closing twice does nothing. */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A page in a fresh session: no storage, no history. WebKitWebDriver drives one session at a time: close the
   * page you have before asking for another. */
  newPage(viewport?: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface Viewport {
  width: number;
  height: number;
}
/** The viewport every flow runs in unless it asks for another (desktop). */
export const VIEWPORT: Viewport = { width: 1280, height: 800 };
/** A phone held upright (the screen flow). */
export const PHONE: Viewport = { width: 390, height: 844 };

/** The longest a page is given to end its idle-time fetching before it is left anyway. */
const SETTLE_MS = 20_000;
/**
 * In the page: no idle-time fetching of code is going on (src/ui/prefetch.ts marks its end on <html> with
 * data-prefetched), or the app has not started there (a plain file of the origin).
 */
export const idleFetchingOver = () => {
  const html = document.documentElement;
  return !html.hasAttribute('data-started') || 'prefetched' in html.dataset;
};

/** Reads the collector's list (collector.mjs) and empties it, so a navigation loses nothing. */
const takeCollected = () => {
  const w = window as unknown as { __hexlabErrors?: string[] };
  // A plain file of the origin (app.ts opens one to set storage before the app runs) has no collector and no script.
  if (document.contentType !== 'text/html') return [];
  if (!w.__hexlabErrors)
    return ['the page error collector is missing: the page was not served by e2e/engines/serve.mjs'];
  return w.__hexlabErrors.splice(0);
};

/**
 * What every adapter shares: opening paths of the app and keeping the page's errors across navigations and after the
 * page is closed. An adapter supplies the driver's calls.
 */
export abstract class DriverPage implements EnginePage {
  abstract readonly engine: EngineName;
  private seen: string[] = [];
  private opened = false;
  private closed = false;
  constructor(private readonly base: string) {}
  protected abstract navigate(url: string): Promise<void>;
  protected abstract end(): Promise<void>;
  abstract evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  abstract click(at: Point): Promise<void>;
  abstract rightClick(at: Point): Promise<void>;
  abstract wheel(at: Point, deltaY: number): Promise<void>;
  abstract drag(from: Point, to: Point, options?: { via?: Point[]; steps?: number }): Promise<void>;
  abstract hover(at: Point): Promise<void>;
  abstract press(key: string): Promise<void>;
  abstract type(text: string): Promise<void>;
  abstract screenshot(path: string): Promise<void>;
  /** An error the driver itself reported (engines with a console API). */
  protected noteError(message: string) {
    this.seen.push(message);
  }
  async goto(to: string) {
    await this.collect();
    await this.settle();
    await this.navigate(new URL(to, this.base).href);
    this.opened = true;
  }
  /**
   * Before leaving an app page, wait for its idle-time fetching of the other modes' code to end (prefetch.ts marks it on
   * <html>): leaving cuts the fetches off, and Firefox then fires an error at the <link rel=modulepreload> still loading,
   * which the collector took for a page error. A page that never started the app (a plain file) is left at once.
   */
  private async settle() {
    if (!this.opened || this.closed) return;
    const until = Date.now() + SETTLE_MS;
    while (Date.now() < until && !(await this.evaluate(idleFetchingOver))) await new Promise((r) => setTimeout(r, 100));
  }
  private async collect() {
    if (this.opened && !this.closed) this.seen.push(...(await this.evaluate(takeCollected)));
  }
  async errors() {
    await this.collect();
    return [...new Set(this.seen)];
  }
  async close() {
    if (this.closed) return;
    await this.collect();
    this.closed = true;
    await this.end();
  }
}
