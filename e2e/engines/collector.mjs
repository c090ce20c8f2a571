// The page error collector for engines whose driver has no console API (WebKit's WebDriver): a script the preview
// puts first in the page's <head>, so it runs before the app. It keeps every uncaught error, unhandled rejection and
// console.error in `window.__hexlabErrors`, which the harness reads before each navigation and after each flow.
export const COLLECTOR = `(() => {
  const seen = (window.__hexlabErrors = []);
  const text = (v) => (v instanceof Error ? v.message + (v.stack ? '\\n' + v.stack : '') : String(v));
  addEventListener('error', (e) => seen.push('page error: ' + (e.error ? text(e.error) : e.message)));
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
