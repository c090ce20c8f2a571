import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import { PHONE } from './adapter';
import { mode, open, SHOTS, type ModeName } from './app';
import { engineName, flow } from './engine';

const MODES: ModeName[] = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'];

flow(
  'on a phone-sized window every mode shows its board and status line, nothing scrolls, and the tabs are uncut',
  async (page) => {
    mkdirSync(SHOTS, { recursive: true });
    await open(page);
    for (const name of MODES) {
      await mode(page, name);
      const seen = await page.evaluate(() => {
        const panel = document.getElementById('mode-panel')!;
        const inView = (el: Element | null) => {
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.height > 0 &&
            r.left >= -1 &&
            r.top >= -1 &&
            r.right <= innerWidth + 1 &&
            r.bottom <= innerHeight + 1
          );
        };
        const frame = panel.querySelector('[data-testid="board-frame"]');
        const f = frame?.getBoundingClientRect();
        const s = document.scrollingElement!;
        return {
          frame: inView(frame),
          status: inView(panel.querySelector('[data-testid="status-bar"]')),
          share: f ? (f.width * f.height) / (innerWidth * innerHeight) : 0,
          sideways: s.scrollWidth > innerWidth,
          down: s.scrollHeight > innerHeight,
          // A phone's slim header shows the mode in use as a button that opens the tabs (checked below).
          cutTabs: [...document.querySelectorAll('[role="tab"]')]
            .filter((t) => (t as HTMLElement).offsetParent !== null)
            .filter((t) => !inView(t) || t.scrollWidth > t.clientWidth)
            .map((t) => t.textContent),
          modeButton: (() => {
            const b = document.querySelector('header button[aria-controls="mode-tabs"]');
            return b && inView(b) ? b.textContent?.trim() : null;
          })(),
          header: document.querySelector('.app-header')!.getBoundingClientRect().height,
          width: innerWidth,
        };
      });
      // MiniBrowser's window (WebKit) will not go narrower than about 450 CSS px: the narrowest it allows stands in.
      expect(seen.width, 'the window is phone-sized').toBeLessThanOrEqual(
        engineName() === 'webkit' ? 460 : PHONE.width,
      );
      expect(seen.frame, `${name}: the board is in view`).toBe(true);
      expect(seen.status, `${name}: the status line is in view`).toBe(true);
      expect(seen.sideways, `${name}: nothing scrolls sideways`).toBe(false);
      expect(seen.down, `${name}: the page does not scroll`).toBe(false);
      expect(seen.cutTabs, `${name}: tabs cut or out of view`).toEqual([]);
      expect(seen.share, `${name}: the board's share of the window`).toBeGreaterThanOrEqual(0.45);
      // One slim row: the mode in use is a button named for it, and the header is at most 56 px tall.
      expect(seen.modeButton, `${name}: the mode button`).toBe(name);
      expect(seen.header, `${name}: the header's height`).toBeLessThanOrEqual(56);
      await page.screenshot(`${SHOTS}/${engineName()}-phone-${name.toLowerCase()}.png`);
    }
  },
  180_000,
  PHONE,
);
