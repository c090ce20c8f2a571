// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstVisit } from './FirstVisit';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the first-visit guide', () => {
  it('shows once per mode: dismissed, it stays gone for that mode and still shows for another', () => {
    const { unmount } = render(<FirstVisit mode="minesweeper" />);
    expect(screen.getByTestId('first-visit').textContent).toContain('How to play');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('first-visit')).toBeNull();
    unmount();
    render(<FirstVisit mode="minesweeper" />);
    expect(screen.queryByTestId('first-visit')).toBeNull();
    cleanup();
    render(<FirstVisit mode="lab" />);
    expect(screen.getByTestId('first-visit').textContent).toContain('What this shows');
  });

  it('reads a spoiled record as nothing seen, and a refusing storage only means it shows again', () => {
    localStorage.setItem('hexlab:guides-seen', '{not json');
    render(<FirstVisit mode="hero" />);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('first-visit')).toBeNull();
  });

  it('reads the list saved before it was versioned, and keeps the guides seen as version 1', () => {
    localStorage.setItem('hexlab:guides-seen', JSON.stringify(['minesweeper', 'lab']));
    render(<FirstVisit mode="lab" />);
    expect(screen.queryByTestId('first-visit')).toBeNull();
    expect(JSON.parse(localStorage.getItem('hexlab:guides-seen')!)).toEqual({
      version: 1,
      value: ['minesweeper', 'lab'],
    });
    cleanup();
    render(<FirstVisit mode="hero" />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(JSON.parse(localStorage.getItem('hexlab:guides-seen')!)).toEqual({
      version: 1,
      value: ['minesweeper', 'lab', 'hero'],
    });
  });
});

describe("a smaller screen's first-visit card", () => {
  it('says the rules in a line beside More and Got it; More unfolds them all', () => {
    // A window too small for the sheet beside the board, with a mouse.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('fine'),
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<FirstVisit mode="minesweeper" />);
    const card = screen.getByTestId('first-visit');
    expect(card.querySelector('.first-visit-line')?.textContent).toBe('Click to reveal; right click flags a mine.');
    expect(card.querySelector('li')).toBeNull();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(card.querySelectorAll('li').length).toBe(4);
    expect(card.textContent).toContain('a chord');
  });
});
