import { describe, expect, it } from 'vitest';
import { previewTags } from './prerender';

const HEAD = '<title>Hexlab</title><meta name="description" content="Hex boards &amp; no-guess Minesweeper" />';

/** The tags as name -> content. */
const tags = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
  );

describe('the head’s preview tags', () => {
  it('with HEXLAB_SITE_URL: og:url, og:image and twitter:image are absolute, under the site’s folder', () => {
    for (const site of ['https://games.example.org/hexlab/', 'https://games.example.org/hexlab']) {
      const t = tags(previewTags(HEAD, site));
      expect(t['og:url']).toBe('https://games.example.org/hexlab/');
      expect(t['og:image']).toBe('https://games.example.org/hexlab/og-image.png');
      expect(t['twitter:image']).toBe('https://games.example.org/hexlab/og-image.png');
    }
  });

  it('without it: the picture’s address is relative, and the page names no address of its own', () => {
    for (const site of [undefined, '', '  ']) {
      const t = tags(previewTags(HEAD, site));
      expect(t['og:image']).toBe('./og-image.png');
      expect(t['og:url']).toBeUndefined();
    }
  });

  it('carries the title, the description and the picture’s size and words', () => {
    const t = tags(previewTags(HEAD, 'https://example.org/'));
    expect(t['og:title']).toBe('Hexlab');
    expect(t['og:description']).toBe('Hex boards &amp; no-guess Minesweeper');
    expect([t['og:image:width'], t['og:image:height']]).toEqual(['1200', '630']);
    expect(t['og:image:alt']).toMatch(/Minesweeper game in play/);
    expect(t['twitter:card']).toBe('summary_large_image');
  });
});
