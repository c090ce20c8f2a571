// Where Chromium is on this machine: CHROMIUM_PATH, then Playwright's own build, then Debian's package.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv };
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { executablePath: own, own: true };
  } catch {
    // Playwright has no browser of its own here; fall through.
  }
  for (const path of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(path)) return { executablePath: path };
  }
  return null;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
