/**
 * The address of a link where the app is served (its own path: a subfolder, or even '//'): the one way a link is
 * written. Absolute, since a path such as '//?v=1' alone would be read as another host, and replaceState throws on
 * another origin. A history entry keeps the page's hash (`keepHash`); a link to share has none.
 */
export const linkAddress = (query: string, { keepHash = false } = {}): string =>
  `${location.origin}${location.pathname}${query ? `?${query}` : ''}${keepHash ? location.hash : ''}`;
