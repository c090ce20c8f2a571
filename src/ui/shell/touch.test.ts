import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTouchOnly } from './touch';

/** A screen whose pointers answer the media queries as given. */
const screenWith = (pointers: { fine: boolean; coarse: boolean }) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('fine') ? pointers.fine : query.includes('coarse') ? pointers.coarse : false,
    addEventListener() {},
    removeEventListener() {},
  }));

afterEach(() => vi.unstubAllGlobals());

describe('a touch-only screen', () => {
  it('is one with a coarse pointer and no fine one', () => {
    screenWith({ fine: false, coarse: true });
    expect(isTouchOnly()).toBe(true);
  });
  it('is not a laptop with a touch screen: its mouse is a fine pointer', () => {
    screenWith({ fine: true, coarse: true });
    expect(isTouchOnly()).toBe(false);
  });
  it('is not a desktop with a mouse only', () => {
    screenWith({ fine: true, coarse: false });
    expect(isTouchOnly()).toBe(false);
  });
  it('is not a screen with no pointer at all (a TV, a screen reader alone)', () => {
    screenWith({ fine: false, coarse: false });
    expect(isTouchOnly()).toBe(false);
  });
});
