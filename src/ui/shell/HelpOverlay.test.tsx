// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TAB_MODES as MODES } from '../modes';
import shell from '../i18n/en/shell';

const GUIDES = shell.guides;
import { HelpOverlay } from './HelpOverlay';

afterEach(cleanup);

describe('Help', () => {
  it("lists every key of every mode, the same the mode's footer lists, and each mode's first-visit text", () => {
    render(<HelpOverlay onClose={() => {}} />);
    for (const m of MODES) {
      const section = screen.getByTestId(`help-${m}`);
      const guide = GUIDES[m];
      for (const [key, what] of [...guide.keys, ...(guide.optionalKeys ?? [])]) {
        const row = within(section).getByRole('row', { name: new RegExp(`${escape(key)}.*${escape(what)}`) });
        expect(row).toBeTruthy();
      }
      for (const line of guide.lines) expect(section.textContent).toContain(line);
    }
  });

  it("has Minesweeper's N and R, and says Enter or Space both reveal and chord", () => {
    const keys = GUIDES.minesweeper.keys.map(([k]) => k);
    expect(keys).toEqual(expect.arrayContaining(['N', 'R', 'F', 'Enter or Space']));
    expect(GUIDES.minesweeper.keys.find(([k]) => k === 'Enter or Space')?.[1]).toMatch(/reveal.*chord/);
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
