// Query strings are read by hand rather than with URLSearchParams, which turns '+' into a space: lz-string's URL-safe
// alphabet uses '+', and a packed field must come back exactly as it was written.

/** The query's parameters, first occurrence of each name winning; null if its %-escapes are malformed. */
export function parseQuery(query: string): Map<string, string> | null {
  const params = new Map<string, string>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(rawValue);
    } catch {
      return null;
    }
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** Write parameters in order; only characters a query cannot hold as they are get escaped. */
export function formatQuery(params: readonly (readonly [string, string])[]): string {
  return params.map(([k, v]) => `${k}=${escapeValue(v)}`).join('&');
}

const escapeValue = (v: string): string => v.replace(/[^A-Za-z0-9\-_.~+$!*'(),]/g, (c) => encodeURIComponent(c));
