// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putDrawerAway, SettingsButton, SettingsSheet, useSettingsSheet } from './settingsSheet';

/** A window of this width, its settings sheet open with a button in it (the sheet's main action) that has the focus. */
function openSheet(wide: boolean, overPane = false) {
  vi.stubGlobal('matchMedia', () => ({ matches: wide, addEventListener() {}, removeEventListener() {} }));
  useSettingsSheet.setState({ open: true, overPane });
  render(
    <>
      <SettingsButton />
      <button type="button">Board</button>
      <SettingsSheet>
        <button type="button">Open puzzle</button>
      </SettingsSheet>
    </>,
  );
  const action = screen.getByRole('button', { name: 'Open puzzle' });
  action.focus();
  return action;
}

const settings = () => screen.getByRole('button', { name: 'Settings' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("when the sheet's main action is done", () => {
  it('on a phone, the drawer closes and the focus goes back to "Settings"', () => {
    openSheet(false);
    act(putDrawerAway);
    expect(useSettingsSheet.getState().open).toBe(false);
    expect(settings().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('settings').hidden).toBe(true);
    expect(document.activeElement).toBe(settings());
  });

  it('on a wide screen, the column beside the board stays open and keeps the focus', () => {
    const action = openSheet(true);
    act(putDrawerAway);
    expect(useSettingsSheet.getState().open).toBe(true);
    expect(document.activeElement).toBe(action);
  });

  it('on a wide screen where the sheet is a drawer over a pane, it closes as on a phone', () => {
    openSheet(true, true);
    act(putDrawerAway);
    expect(useSettingsSheet.getState().open).toBe(false);
    expect(document.activeElement).toBe(settings());
  });

  it('the focus the player has moved out of the sheet meanwhile stays where it is', () => {
    openSheet(false);
    const board = screen.getByRole('button', { name: 'Board' });
    board.focus();
    act(putDrawerAway);
    expect(useSettingsSheet.getState().open).toBe(false);
    expect(document.activeElement).toBe(board);
  });
});
