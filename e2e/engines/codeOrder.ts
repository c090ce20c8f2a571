// When the app's code was asked for, against the first contentful paint (scripts/prerender.ts, entryLoader): run in
// the page, by Playwright's specs and the engines' flows alike. Times are the page's own (performance.now()).
export function codeOrder() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const code = performance
    .getEntriesByType('resource')
    .filter((e) => /\/assets\/[^/?]+\.js$/.test(e.name))
    .map((e) => e.startTime);
  return { fcp, modules: code.length, first: code.length ? Math.min(...code) : null };
}
