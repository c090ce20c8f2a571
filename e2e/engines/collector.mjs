// The page error collector for engines whose driver has no console API (WebKit's WebDriver): a script the preview
// puts first in the page's <head>, so it runs before the app. It keeps every uncaught error, unhandled rejection and
// console.error, and every <link> or <script> that failed to load, in `window.__hexlabErrors`, which the harness reads before each navigation and after each flow.
const COLLECTOR = `(() => {
  const seen = (window.__hexlabErrors = []);
  const text = (v) => (v instanceof Error ? v.message + (v.stack ? '\\n' + v.stack : '') : String(v));
  // In the capture phase, to hear a <link> or <script> that failed to load too (their error events do not bubble).
  addEventListener('error', (e) => {
    const el = e.target;
    if (el instanceof HTMLLinkElement || el instanceof HTMLScriptElement) seen.push('failed to load ' + (el.href || el.src) + ' (' + (el.rel || 'script') + ')');
    else if (!(el instanceof Element)) seen.push('page error: ' + (e.error ? text(e.error) : e.message));
  }, true);
  addEventListener('unhandledrejection', (e) => seen.push('unhandled rejection: ' + text(e.reason)));
  const error = console.error;
  console.error = (...args) => {
    seen.push('console error: ' + args.map(text).join(' '));
    error.apply(console, args);
  };
})();`;

/** index.html with the collector as the first script of its <head>. */
export function withCollector(html) {
  return html.replace(/<head([^>]*)>/i, (head) => `${head}<script>${COLLECTOR}</script>`);
}
