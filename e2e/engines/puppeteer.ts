// puppeteer-core drives Firefox ESR headless over WebDriver BiDi (TOOLCHAIN.md: no geckodriver, no display), and
// Chromium over CDP, for running the same flows in the third engine side by side (the Chromium suite proper is the
// Playwright specs in e2e/*.spec.ts).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
// @ts-expect-error plain ESM helper shared with the install script
import { findChromium, chromiumArgs } from '../chromium-path.mjs';
import { DriverPage, VIEWPORT, type Engine, type Point } from './adapter';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class PuppeteerPage extends DriverPage {
  constructor(
    readonly engine: 'firefox' | 'chromium',
    private readonly page: Page,
    base: string,
    private readonly done: () => Promise<void>,
  ) {
    super(base);
    page.on('pageerror', (e) => this.noteError(`page error: ${e instanceof Error ? e.message : String(e)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') this.noteError(`console error: ${m.text()}`);
    });
  }
  protected async navigate(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<R>>;
  }
  async click(at: Point) {
    await this.page.mouse.click(at.x, at.y);
  }
  async rightClick(at: Point) {
    await this.page.mouse.click(at.x, at.y, { button: 'right' });
  }
  async wheel(at: Point, deltaY: number) {
    await this.page.mouse.move(at.x, at.y);
    await this.page.mouse.wheel({ deltaY });
  }
  async drag(from: Point, to: Point, { via = [], steps = 4 }: { via?: Point[]; steps?: number } = {}) {
    const m = this.page.mouse;
    await m.move(from.x, from.y);
    await m.down();
    for (const p of [...via, to]) await m.move(p.x, p.y, { steps });
    await m.up();
  }
  async hover(at: Point) {
    await this.page.mouse.move(at.x, at.y);
  }
  async press(key: string) {
    await this.page.keyboard.press(key as never);
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` });
  }
  protected async end() {
    await this.done();
  }
}

export async function launchPuppeteer(
  name: 'firefox' | 'chromium',
  base: string,
  launched: (pid: number) => void,
): Promise<Engine> {
  const chromium = name === 'chromium' ? (findChromium() as { executablePath: string } | null) : null;
  if (name === 'chromium' && !chromium) throw new Error('No Chromium found: run `node e2e/ensure-chromium.mjs`.');
  const browser: Browser = await puppeteer.launch({
    ...(chromium
      ? { browser: 'chrome', executablePath: chromium.executablePath, args: chromiumArgs }
      : { browser: 'firefox', executablePath: FIREFOX_PATH }),
    headless: true,
    defaultViewport: VIEWPORT,
    protocolTimeout: 180_000,
  });
  const pid = browser.process()?.pid;
  if (pid) launched(pid);
  return {
    name,
    async newPage(viewport = VIEWPORT) {
      // A browser context of its own: storage and history start empty, as in a fresh session.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new PuppeteerPage(name, page, base, () => context.close());
    },
    close: () => browser.close(),
  };
}
