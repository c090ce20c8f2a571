import type { MapPlatform, XmlElement } from './types';

/** The line an XML parser's error names: "error on line 4 at column 9" (Chromium, WebKit), "Line Number 4" (Firefox). */
export function xmlErrorLine(message: string): number | null {
  const m = /\bline (\d+)|Line Number (\d+)/i.exec(message);
  return m ? Number(m[1] ?? m[2]) : null;
}

/**
 * A MapPlatform from the platform's own DOMParser and DecompressionStream, handed in by the caller (the browser's in
 * the app, happy-dom's and Node's in tests), so this folder never reaches for a global.
 */
export function makePlatform(Parser: typeof DOMParser, Decompressor: typeof DecompressionStream): MapPlatform {
  return {
    parseXml(text) {
      const doc = new Parser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error || !doc.documentElement) return { line: xmlErrorLine(error?.textContent ?? '') };
      return { root: doc.documentElement as unknown as XmlElement };
    },
    async inflate(bytes, format) {
      const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new Decompressor(format));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    },
  };
}
