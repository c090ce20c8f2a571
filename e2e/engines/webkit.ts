// WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic WebDriver, through webdriverio (TOOLCHAIN.md). The
// driver and its display (xvfb-run) are started once per run by globalSetup.ts; each page is a session of its own.
import { remote } from 'webdriverio';
import { DriverPage, VIEWPORT, type Engine, type Point } from './adapter';

export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

type Session = WebdriverIO.Browser;

/** WebDriver key codes for the named keys the flows press; printable keys are sent as themselves. */
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  Shift: '\uE008',
  Control: '\uE009',
};

/**
 * Mouse events dispatched from script at a viewport point, where WebKit's WebDriver is wrong (TOOLCHAIN.md): its right
 * click presses the button and never releases it (later moves then pan and clicks are swallowed), and its wheel action
 * also sends an opposite wheel to the page header. The events carry the point's clientX/clientY and go to the element
 * the browser hit-tests there, as a real mouse's would.
 */
const dispatchAt = (kind: 'right-click' | 'wheel', x: number, y: number, deltaY: number) => {
  const target = document.elementFromPoint(x, y);
  if (!target) throw new Error(`nothing at ${x},${y}`);
  const at = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    clientX: x,
    clientY: y,
    screenX: x,
    screenY: y,
  };
  if (kind === 'wheel') {
    target.dispatchEvent(new WheelEvent('wheel', { ...at, deltaY, deltaMode: 0 }));
    return;
  }
  const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 2 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 2 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...at, button: 2, buttons: 2 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...at, button: 2, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('contextmenu', { ...at, button: 2, buttons: 0 }));
};

class WebKitPage extends DriverPage {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly session: Session,
    base: string,
  ) {
    super(base);
  }
  protected async navigate(url: string) {
    await this.session.url(url);
  }
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
    // Classic WebDriver's Execute Script awaits a returned promise.
    return this.session.execute(fn as never, ...(args as unknown as never[])) as Promise<Awaited<R>>;
  }
  private pointer() {
    return this.session.action('pointer', { parameters: { pointerType: 'mouse' } });
  }
  async click(at: Point) {
    await this.pointer()
      .move({ x: Math.round(at.x), y: Math.round(at.y), origin: 'viewport' })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform();
  }
  async rightClick(at: Point) {
    await this.evaluate(dispatchAt, 'right-click', at.x, at.y, 0);
  }
  async wheel(at: Point, deltaY: number) {
    await this.evaluate(dispatchAt, 'wheel', at.x, at.y, deltaY);
  }
  async hover(at: Point) {
    await this.pointer()
      .move({ x: Math.round(at.x), y: Math.round(at.y), origin: 'viewport' })
      .perform();
  }
  async drag(from: Point, to: Point, { via = [], steps = 4 }: { via?: Point[]; steps?: number } = {}) {
    let chain = this.pointer()
      .move({ x: Math.round(from.x), y: Math.round(from.y), origin: 'viewport' })
      .down({ button: 0 });
    let prev = from;
    for (const p of [...via, to]) {
      for (let i = 1; i <= steps; i++) {
        const x = Math.round(prev.x + ((p.x - prev.x) * i) / steps);
        const y = Math.round(prev.y + ((p.y - prev.y) * i) / steps);
        chain = chain.move({ x, y, origin: 'viewport', duration: 16 });
      }
      prev = p;
    }
    await chain.up({ button: 0 }).perform();
  }
  async press(key: string) {
    const k = KEYS[key] ?? key;
    await this.session.action('key').down(k).up(k).perform();
  }
  async type(text: string) {
    // Each character pressed and released in turn: \`keys([...text])\` sends them as a chord, so a repeated
    // character ("77") arrived once.
    const action = this.session.action('key');
    for (const c of text) action.down(c).up(c);
    await action.perform();
  }
  async screenshot(path: string) {
    await this.session.saveScreenshot(path);
  }
  protected async end() {
    await this.session.deleteSession();
  }
}

/**
 * WebKitWebDriver, on a loaded machine, now and then never answers a new session's request (UND_ERR_HEADERS_TIMEOUT
 * after a minute), though the next request gets one in seconds: the session is asked for once more, saying so. No page
 * has been opened yet, so nothing the app does is retried.
 */
async function newSession<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (e) {
    if (!(e instanceof Error) || !/UND_ERR_HEADERS_TIMEOUT|timeout/i.test(e.message)) throw e;
    console.warn(`WebKitWebDriver gave no session (${e.message.split('\n')[0]}); asking once more`);
    return ask();
  }
}

export function webkitEngine(base: string, driverPort: number): Engine {
  return {
    name: 'webkit',
    async newPage(viewport = VIEWPORT) {
      const session = await newSession(() =>
        remote({
          hostname: '127.0.0.1',
          port: driverPort,
          path: '/',
          logLevel: 'warn',
          // A session normally starts in seconds; on a loaded machine WebKitWebDriver once never answered the request
          // (UND_ERR_HEADERS_TIMEOUT after the whole test's 180 s). A minute per try leaves room for the retries.
          connectionRetryTimeout: 60_000,
          connectionRetryCount: 2,
          capabilities: {
            browserName: 'MiniBrowser',
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          } as WebdriverIO.Capabilities,
        }),
      );
      // Size the window so that its viewport is the one asked for (the window's frame takes some of it).
      await session.setWindowSize(viewport.width, viewport.height);
      const inner = (await session.execute(() => [innerWidth, innerHeight])) as number[];
      await session.setWindowSize(2 * viewport.width - inner[0], 2 * viewport.height - inner[1]);
      return new WebKitPage(session, base);
    },
    async close() {},
  };
}
