// When the app's code was asked for and when it ran, against the first contentful paint (scripts/prerender.ts,
// entryLoader; main.tsx marks 'hexlab:app-runs'): run in the page, by Playwright's specs and the engines' flows alike.
// Times are the page's own (performance.now()).
export function codeOrder() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const code = performance
    .getEntriesByType('resource')
    .filter((e) => /\/assets\/[^/?]+\.js$/.test(e.name))
    .map((e) => e.startTime);
  const runs = performance.getEntriesByName('hexlab:app-runs')[0]?.startTime ?? null;
  return { fcp, modules: code.length, first: code.length ? Math.min(...code) : null, runs };
}
