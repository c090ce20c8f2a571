// Hexlab seen through an EnginePage: its controls found by role and accessible name, its board by the DOM hooks of
// CONTRACT.md. Every in-page function here is self-contained (it is sent to the page as source).
import { idleFetchingOver, type EnginePage, type Point } from './adapter';

export type ModeName = 'Minesweeper' | 'Lab' | 'Editor' | 'Hero' | 'Proximity' | 'Puzzles';

const POLL_MS = 50;

/** Wait until `fn` returns a truthy value in the page (the thing itself, polled), and return that value. */
export async function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  args: A,
  timeout = 30_000,
): Promise<NonNullable<Awaited<R>>> {
  const until = Date.now() + timeout;
  let last: Awaited<R> | undefined;
  for (;;) {
    last = await page.evaluate(fn, ...args);
    if (last) return last as NonNullable<Awaited<R>>;
    if (Date.now() > until)
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Open the app (optionally with a query) and wait for its board's tiles. */
export async function open(page: EnginePage, query = '', { firstVisit = false } = {}) {
  const to = query ? `/?${query.replace(/^\?/, '')}` : '/';
  // The flows play as returning visitors, who have dismissed every mode's guide (as e2e/fixtures.ts does): a new
  // visitor's first game is a difficulty chosen for the screen, not the tutorial board the flows know. The mark is
  // set from a plain file of the same origin, before the app first runs.
  if (!firstVisit) {
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      if (localStorage.getItem('hexlab:guides-seen') === null)
        localStorage.setItem(
          'hexlab:guides-seen',
          JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
        );
    });
  }
  await page.goto(to);
  await boardReady(page);
  // These flows find controls by their English names: a driver whose browser prefers another language Hexlab speaks
  // is switched to English (remembered in localStorage, as the header's Language select does) and the page reopened.
  const english = await page.evaluate(() => {
    if (document.documentElement.lang === 'en' || localStorage.getItem('hexlab:language') === 'en') return true;
    localStorage.setItem('hexlab:language', 'en');
    return false;
  });
  if (english) return;
  await page.goto(to);
  await boardReady(page);
}

/**
 * Wait until the app's idle-time fetching of the code it will need has ended (src/ui/prefetch.ts marks it on <html>):
 * before a flow stops a server of its own, whose cut-off fetches the page would report as failed loads.
 */
export const prefetched = (page: EnginePage) =>
  waitFor(page, "the app's idle-time fetching to end", idleFetchingOver, [], 60_000);

export const boardReady = (page: EnginePage, count?: number) =>
  waitFor(
    page,
    `the board${count ? ` with ${count} tiles` : ''}`,
    (n: number) => {
      // The prerendered first screen's tiles are there before the app runs (html[data-started] once it does).
      if (!document.documentElement.hasAttribute('data-started')) return false;
      const found = document.querySelectorAll('svg[data-testid="board"] polygon[data-row]').length;
      return n ? found === n : found > 0;
    },
    [count ?? 0],
    60_000,
  );

/** The centre of the first element matching a role and accessible name (its text, aria-label or label). */
async function centreOf(page: EnginePage, role: 'tab' | 'button' | 'field', name: string): Promise<Point> {
  return waitFor(
    page,
    `the ${role} "${name}"`,
    (role: string, name: string) => {
      const named = (el: Element) => {
        const names = [el.getAttribute('aria-label'), (el as HTMLElement).innerText?.trim()];
        for (const l of document.querySelectorAll('label'))
          if (l.control === el) names.push(l.textContent?.trim() ?? '');
        return names.includes(name);
      };
      const selector =
        role === 'tab' ? '[role="tab"]' : role === 'button' ? 'button, [role="button"]' : 'input, select, textarea';
      const el = [...document.querySelectorAll(selector)].find(
        (e) => named(e) && (e as HTMLElement).offsetParent !== null,
      );
      if (!el) return null;
      // Stable, as Playwright's actionability checks ask: a control on a card still animating in (the end card scales
      // in for 520 ms) is not where it will be when the click lands. Endless animations never settle, so only finite
      // ones on the control or its ancestors count.
      const moving = document.getAnimations().some((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const end = a.effect?.getComputedTiming().endTime;
        return (
          a.playState === 'running' &&
          !!target &&
          target.contains(el) &&
          typeof end === 'number' &&
          Number.isFinite(end)
        );
      });
      if (moving) return null;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    [role, name],
  );
}

export async function mode(page: EnginePage, name: ModeName) {
  // Mark the board on screen: a mode other than Minesweeper loads its code the first time it is shown, and until it
  // has, the old mode's board may still be there. The new mode's board is a new <svg>.
  const switching = await page.evaluate((name: string) => {
    const selected = [...document.querySelectorAll('[role="tab"]')].some(
      (t) => t.textContent?.trim() === name && t.getAttribute('aria-selected') === 'true',
    );
    const svg = document.querySelector('svg[data-testid="board"]') as
      (SVGSVGElement & { hexlabBefore?: boolean }) | null;
    if (!selected && svg) svg.hexlabBefore = true;
    return !selected;
  }, name);
  await openMenuHolding(page, 'mode-tabs', 'tab', name);
  await page.click(await centreOf(page, 'tab', name));
  await waitFor(
    page,
    `the ${name} tab to be selected`,
    (name: string) =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (t) => t.textContent?.trim() === name && t.getAttribute('aria-selected') === 'true',
      ),
    [name],
  );
  await waitFor(
    page,
    `the ${name} board`,
    (switching: boolean) => {
      const svg = document.querySelector('svg[data-testid="board"]') as
        (SVGSVGElement & { hexlabBefore?: boolean }) | null;
      return !!svg && !(switching && svg.hexlabBefore) && svg.querySelectorAll('polygon[data-row]').length > 0;
    },
    [switching],
    60_000,
  );
}

export async function clickButton(page: EnginePage, name: string) {
  await openMenuHolding(page, 'header-menu', 'button', name);
  await page.click(await centreOf(page, 'button', name));
}

/**
 * On a phone's slim header the mode tabs and the header's buttons (Daily, Statistics, My boards, Share, Help,
 * Settings) are in menus: open the one holding the control named `name` when it is shut and the control is hidden.
 */
async function openMenuHolding(
  page: EnginePage,
  menu: 'mode-tabs' | 'header-menu',
  role: 'tab' | 'button',
  name: string,
) {
  const opener = await page.evaluate(
    (menu: string, role: string, name: string) => {
      const button = document.querySelector(`header button[aria-controls="${menu}"]`) as HTMLElement | null;
      const panel = document.getElementById(menu);
      if (!button || !panel || button.offsetParent === null || button.getAttribute('aria-expanded') === 'true')
        return null;
      const held = [...panel.querySelectorAll(role === 'tab' ? '[role="tab"]' : 'button')].some(
        (el) => el.getAttribute('aria-label') === name || (el.textContent ?? '').trim() === name,
      );
      if (!held) return null;
      const r = button.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    menu,
    role,
    name,
  );
  if (!opener) return;
  await page.click(opener);
  await waitFor(
    page,
    `the ${menu} menu to open`,
    (menu: string) =>
      document.querySelector(`header button[aria-controls="${menu}"]`)?.getAttribute('aria-expanded') === 'true',
    [menu],
  );
}

/** Type a value into a labelled field: click it, select what it holds, type over it, then Tab away. */
export async function fill(page: EnginePage, label: string, value: string) {
  await page.click(await centreOf(page, 'field', label));
  await page.evaluate((label: string) => {
    const el = [...document.querySelectorAll('label')]
      .filter((l) => l.textContent?.trim() === label)
      .map((l) => l.control)
      .find((c) => c instanceof HTMLInputElement)!;
    el.focus();
    el.select();
  }, label);
  await page.type(value);
  await page.press('Tab');
}

/**
 * Pick an option of a labelled <select> by its text. Set from script with a change event, as a person's choice
 * fires it: the drivers open native option pop-ups differently in each engine (WebKitGTK's is a GTK menu).
 */
export async function choose(page: EnginePage, label: string, option: string) {
  await page.evaluate(
    (label: string, option: string) => {
      // A label's own text: a <label> that wraps its select also holds the options' text.
      const own = (l: HTMLLabelElement) =>
        [...l.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim();
      const el =
        [...document.querySelectorAll('label')]
          .filter((l) => l.textContent?.trim() === label || own(l) === label)
          .map((l) => l.control)
          .find((c) => c instanceof HTMLSelectElement) ??
        document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
      if (!el) throw new Error(`no select labelled ${label}`);
      const opt = [...el.options].find((o) => o.textContent?.trim() === option);
      if (!opt) throw new Error(`"${label}" has no option "${option}"`);
      el.value = opt.value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    label,
    option,
  );
}

/** Read an attribute of the first element matching a selector (null when absent). */
export const attr = (page: EnginePage, selector: string, name: string) =>
  page.evaluate((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);

export const tileSelector = (row: number, col: number) =>
  `svg[data-testid="board"] polygon[data-row="${row}"][data-col="${col}"]`;

/** The tile's centre on screen (its bounding box's centre is the hexagon's centre), the board scrolled into view. */
export async function tileCentre(page: EnginePage, row: number, col: number): Promise<Point> {
  return waitFor(
    page,
    `tile ${row},${col} on screen`,
    (s: string) => {
      const el = document.querySelector(s);
      if (!el) return null;
      el.closest('svg[data-testid="board"]')!.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return r.width > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
    },
    [tileSelector(row, col)],
  );
}

export const clickTile = async (page: EnginePage, row: number, col: number) =>
  page.click(await tileCentre(page, row, col));
export const rightClickTile = async (page: EnginePage, row: number, col: number) =>
  page.rightClick(await tileCentre(page, row, col));

/** Wait for a tile's attribute to equal a value (or, with `null`, to be absent). */
export const tileHas = (
  page: EnginePage,
  row: number,
  col: number,
  name: string,
  value: string | null,
  timeout?: number,
) =>
  waitFor(
    page,
    `tile ${row},${col} to have ${name}=${value}`,
    (s: string, n: string, v: string | null) => document.querySelector(s)?.getAttribute(n) === v,
    [tileSelector(row, col), name, value],
    timeout,
  );

/** Every tile's hooks as the DOM shows them. */
export const domTiles = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[data-testid="board"] polygon[data-row]')].map((e) => {
      const d = (e as SVGElement).dataset;
      return {
        row: Number(d.row),
        col: Number(d.col),
        q: Number(d.q),
        r: Number(d.r),
        kind: d.kind ?? '',
        state: d.state ?? '',
        owner: d.owner ?? '',
      };
    }),
  );

/**
 * Wait until a pan or zoom gesture has settled (src/ui/board/viewport.ts): the view is written into the viewBox and
 * the board's CSS transform dropped. `from` is the viewBox before the gesture, so a gesture not yet begun never passes.
 */
export const settledAfter = (page: EnginePage, from: string) =>
  waitFor(
    page,
    'the gesture to settle',
    (from: string) => {
      const svg = document.querySelector('svg[data-testid="board"]') as SVGSVGElement;
      return svg.style.transform === '' && svg.getAttribute('viewBox') !== from;
    },
    [from],
  );

export const viewBox = (page: EnginePage) => attr(page, 'svg[data-testid="board"]', 'viewBox').then((v) => v ?? '');

/** The board's visible rectangle on screen (the part inside the window). */
export const boardRect = (page: EnginePage) =>
  page.evaluate(() => {
    const b = document.querySelector('svg[data-testid="board"]')!.getBoundingClientRect();
    const left = Math.max(b.left, 0);
    const top = Math.max(b.top, 0);
    return { left, top, width: Math.min(b.right, innerWidth) - left, height: Math.min(b.bottom, innerHeight) - top };
  });

/** Where the engine flows leave their screenshots (looked at by a person, not compared). */
export const SHOTS = 'test-results/engines';
