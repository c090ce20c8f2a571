import { describe, expect, it } from 'vitest';
import { appBase } from './appBase';

describe('the address the app is served from', () => {
  it('is the folder above its chunks when the build has a relative base', () => {
    expect(appBase('./', 'https://example.org/hexlab/assets/UpdatePrompt-x1.js').href).toBe(
      'https://example.org/hexlab/',
    );
    expect(appBase('./', 'http://127.0.0.1:4173/assets/UpdatePrompt-x1.js').href).toBe('http://127.0.0.1:4173/');
  });

  it('merges the doubled slashes a page address brought into its chunks', () => {
    expect(appBase('./', 'http://127.0.0.1:4173//assets/UpdatePrompt-x1.js').href).toBe('http://127.0.0.1:4173/');
    expect(appBase('./', 'https://example.org/hexlab//assets/UpdatePrompt-x1.js').href).toBe(
      'https://example.org/hexlab/',
    );
    expect(appBase('./', 'https://example.org//hexlab///assets/UpdatePrompt-x1.js').href).toBe(
      'https://example.org/hexlab/',
    );
  });

  it('is the configured base when it is absolute, on the origin the code came from', () => {
    expect(appBase('/', 'http://127.0.0.1:5173/src/ui/shell/UpdatePrompt.tsx').href).toBe('http://127.0.0.1:5173/');
    expect(appBase('/hexlab/', 'https://example.org/hexlab/assets/x.js').href).toBe('https://example.org/hexlab/');
  });

  it('carries no query or fragment', () => {
    expect(appBase('./', 'https://example.org/assets/x.js?v=1#top').href).toBe('https://example.org/');
  });
});
