// Renders Hexlab's hexagon mark into the PNG icons of the web app manifest (public/icons), once, with Chromium.
// Run: node scripts/icons.mjs (the PNGs are committed; run it again only when the mark or its colours change).
import { chromium } from '@playwright/test';
import { findChromium, chromiumArgs } from '../e2e/chromium-path.mjs';

const ACCENT = '#2f6f8f';
const PAPER = '#f4f5f7';
// The brand mark of the header (App.tsx): a pointy-top hexagon of circumradius 9 in a 20-unit box.
const hexagon = (radius, fill) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(radius * Math.cos(a)).toFixed(3)},${(radius * Math.sin(a)).toFixed(3)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
};
const svg = (size, body, background = 'none') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-10 -10 20 20">` +
  `<rect x="-10" y="-10" width="20" height="20" fill="${background}"/>${body}</svg>`;

// "any": the mark alone on transparency. Maskable: full-bleed colour, the mark inside the central 80% circle that
// every mask keeps (radius 4 of 10 here). Apple's touch icon is opaque.
const icons = [
  { file: 'icon-192.png', size: 192, markup: svg(192, hexagon(9.5, ACCENT)) },
  { file: 'icon-512.png', size: 512, markup: svg(512, hexagon(9.5, ACCENT)) },
  { file: 'maskable-512.png', size: 512, markup: svg(512, hexagon(4.6, PAPER), ACCENT) },
  { file: 'apple-touch-icon-180.png', size: 180, markup: svg(180, hexagon(6.5, PAPER), ACCENT) },
];

const found = findChromium();
if (!found) throw new Error('No Chromium found: install it with `sudo apt-get install -y chromium`.');
const browser = await chromium.launch({ executablePath: found.executablePath, args: chromiumArgs });
const page = await browser.newPage();
for (const { file, size, markup } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file} (${size} x ${size})`);
}
await browser.close();
