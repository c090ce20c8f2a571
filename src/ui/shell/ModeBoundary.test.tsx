// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ModeBoundary } from './ModeBoundary';
import { SESSION } from '../../store/persist/keys';

afterEach(cleanup);

let broken = false;
function Fragile() {
  if (broken) throw new Error('the board could not be drawn');
  return <p>the board</p>;
}

describe('when a mode fails while drawing', () => {
  it('says what happened in a sentence, and reloading the mode draws it again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    broken = true;
    render(
      <div>
        <ModeBoundary name="Editor">
          <Fragile />
        </ModeBoundary>
        <p>the header</p>
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Editor stopped working.');
    expect(alert.textContent).toContain('What happened: the board could not be drawn.');
    expect(screen.getByText('the header')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reload Editor' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('the board')).toBeTruthy();
    quiet.mockRestore();
    warn.mockRestore();
  });

  it('fails once when the test hook in sessionStorage names the mode, and not again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(SESSION.testFailMode, 'Lab');
    render(
      <ModeBoundary name="Lab">
        <p>the lab</p>
      </ModeBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('What happened: the test hook asked Lab to fail.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload Lab' }));
    expect(screen.getByText('the lab')).toBeTruthy();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
