// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstVisit } from './FirstVisit';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
});
