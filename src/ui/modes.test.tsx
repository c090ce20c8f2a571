// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, MODES } from '../store';
import { loadPart } from '../store/modeParts';
import { MODE_DEFINITIONS, PLAYABLE_MODES, TAB_MODES } from './modes';
import { ModeLayout } from './shell/ModeLayout';

afterEach(cleanup);

describe('the mode registry', () => {
  it('defines every mode a link can name, in tab order', () => {
    expect(Object.keys(MODE_DEFINITIONS)).toEqual(TAB_MODES);
    // the modes share/types.ts lists come first; the Puzzles mode declares its own id (share/fields/puzzle.ts)
    expect(TAB_MODES).toEqual([...MODES, 'puzzle']);
  });

  it('is where the store fetches a mode from: each later mode joins a store that lacks it, its state under its id', async () => {
    const store = createStore();
    for (const mode of TAB_MODES) {
      await loadPart(store, mode);
      expect(store.hasPart(mode)).toBe(true);
      expect((store.getState() as unknown as Record<string, unknown>)[mode]).toBeTypeOf('object');
    }
  });

  it("gives the Editor's Play buttons the games that take a board, and every later mode a prefetch", async () => {
    // The Editor hands its board to the games, never to itself or to the Lab.
    expect(PLAYABLE_MODES).toEqual(['minesweeper', 'hero', 'proximity']);
    for (const mode of TAB_MODES.filter((m) => m !== 'minesweeper'))
      await expect(MODE_DEFINITIONS[mode].prefetch()).resolves.toBeDefined();
  });
});

describe('the fresh modules', () => {
  it("open a mode on its own first board even when its tab is pressed before the mode's code has come", async () => {
    vi.resetModules();
    const { createStore: fresh } = await import('../store');
    await import('./modes');
    const store = fresh();
    store.getState().setMode('puzzle');
    expect(store.hasPart('puzzle')).toBe(false);
    expect(store.getState().board).toMatchObject({ orientation: 'flat', wrap: 'none' });
    expect(store.getState().shape).toBe('hexagon');
  });

  it('refuse to load a mode before the registry has said where its code is, with a message naming the mode', async () => {
    vi.resetModules();
    const { createStore: fresh } = await import('../store');
    const { loadPart: freshLoad } = await import('../store/modeParts');
    expect(() => freshLoad(fresh(), 'hero')).toThrow(/hero mode's store part.*registry/);
  });
});

describe('the mode layout', () => {
  it("puts the status over the board and the mode's settings before the board's layout in the sheet", () => {
    render(
      <ModeLayout status={<span>status line</span>} panel={<section aria-label="mode settings" />}>
        <p>the board</p>
      </ModeLayout>,
    );
    expect(screen.getByTestId('status-bar').textContent).toBe('status line');
    const area = screen.getByTestId('status-bar').parentElement!;
    expect(area.className).toBe('board-area');
    expect(within(area).getByText('the board')).toBeTruthy();
    const sheet = screen.getByLabelText('mode settings').parentElement!;
    expect(sheet.lastElementChild?.querySelector('h2')?.textContent).toMatch(/board/i);
  });
});
