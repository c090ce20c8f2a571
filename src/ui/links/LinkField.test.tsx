// @vitest-environment happy-dom
// The end card's "Share link" field takes the focus as it shows; one that came with the card (a challenge's link back)
// leaves the card where it is, so its top (the result) stays in view on a phone, where the card scrolls.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkField } from './LinkField';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const URL = 'https://example.com/?v=1&ch=1.0';

describe('a Share link field as it shows', () => {
  it('takes the focus with its link selected, scrolled into view when it was asked for', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(<LinkField url={URL} />);
    const field = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL.length);
    expect(focus).toHaveBeenCalledWith({ preventScroll: false });
  });

  it('takes the focus without scrolling when it came with the card', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(<LinkField url={URL} inPlace />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Share link' }));
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(focus).not.toHaveBeenCalledWith({ preventScroll: false });
  });
});
