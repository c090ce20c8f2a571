// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHexlab } from '../../store';
import { holdEndCard } from '../endCard/openCards';
import { UpdatePrompt } from './UpdatePrompt';

// The service worker's side, as useServiceWorker reports it: whether a new version waits, and the reload.
const sw = vi.hoisted(() => ({ needRefresh: false, setNeedRefresh: (_: boolean) => {}, update: () => {} }));
const taken = vi.hoisted(() => ({ over: undefined as undefined | (() => void), reloads: 0 }));
vi.mock('./reloadPage', () => ({ reloadPage: () => void taken.reloads++ }));
vi.mock('./useServiceWorker', () => ({
  useServiceWorker: (options?: { onNeedReload?: () => void }) => ({
    ...((taken.over = options?.onNeedReload), {}),
    needRefresh: [sw.needRefresh, sw.setNeedRefresh],
    updateServiceWorker: sw.update,
  }),
}));

type Status = ReturnType<typeof useHexlab.getState>['minesweeper']['game']['status'];
const setStatus = (status: Status) =>
  act(() =>
    useHexlab.setState((s) => ({ minesweeper: { ...s.minesweeper, game: { ...s.minesweeper.game, status } } })),
  );

beforeEach(() => {
  sw.needRefresh = false;
  sw.setNeedRefresh = vi.fn();
  sw.update = vi.fn();
  setStatus('ready');
});
afterEach(cleanup);

describe('when a new version of Hexlab has been installed', () => {
  it('says so, and reloads into it only when the user asks', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toContain('A new version of Hexlab is ready.');
    expect(sw.update).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(sw.update).toHaveBeenCalledOnce();
  });

  it('can be put off with "Later"', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    await act(async () => screen.getByRole('button', { name: 'Later' }).click());
    expect(sw.setNeedRefresh).toHaveBeenCalledWith(false);
    expect(sw.update).not.toHaveBeenCalled();
  });

  it('waits until the game in progress ends before offering the reload', () => {
    sw.needRefresh = true;
    setStatus('playing');
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    setStatus('won');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('waits while a game’s end card is up, so as not to cover its figures', () => {
    sw.needRefresh = true;
    setStatus('won');
    let release = () => {};
    act(() => {
      release = holdEndCard();
    });
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => release());
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('when no new version waits', () => {
  it('shows nothing', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('when another tab lets the new version take over', () => {
  beforeEach(() => {
    taken.reloads = 0;
  });

  it('does not reload this tab while its game is in progress', () => {
    sw.needRefresh = true;
    setStatus('playing');
    render(<UpdatePrompt />);
    expect(taken.over).toBeTypeOf('function');
    act(() => taken.over?.());
    expect(taken.reloads).toBe(0);
    // The game ends and the player asks: the new version is already in charge, so the tab reloads at once.
    setStatus('won');
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(taken.reloads).toBe(1);
  });

  it('reloads a tab with no game in progress', () => {
    render(<UpdatePrompt />);
    act(() => taken.over?.());
    expect(taken.reloads).toBe(1);
  });
});
