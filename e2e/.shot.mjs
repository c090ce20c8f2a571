import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', h = '860', scheme = 'light', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
const errors = [];
page.on('pageerror', e => errors.push(e.message));
page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto(url);
await page.waitForSelector('[data-testid="board"]');
for (const a of actions.split(';').filter(Boolean)) {
  const [kind, ...rest] = a.split(':');
  const arg = rest.join(':');
  if (kind === 'tab') await page.getByRole('tab', { name: arg }).click();
  if (kind === 'select') { const [l, v] = arg.split('='); await page.getByLabel(l, { exact: true }).selectOption({ label: v }); }
  if (kind === 'click') { const [r, c] = arg.split(','); const t = page.locator(`polygon[data-row="${r}"][data-col="${c}"]`); const b = await t.boundingBox(); await page.mouse.click(b.x + b.width/2, b.y + b.height/2); }
  if (kind === 'hover') { const [r, c] = arg.split(','); const t = page.locator(`polygon[data-row="${r}"][data-col="${c}"]`); const b = await t.boundingBox(); await page.mouse.move(b.x + b.width/2, b.y + b.height/2); }
  if (kind === 'check') await page.getByLabel(arg).check();
  if (kind === 'button') await page.getByRole('button', { name: arg }).click();
  if (kind === 'wait') await page.waitForTimeout(+arg);
  if (kind === 'fill') { const [l, v] = arg.split('='); await page.getByLabel(l, { exact: true }).fill(v); }
}
await page.screenshot({ path: out });
console.log('errors:', JSON.stringify(errors));
await browser.close();
