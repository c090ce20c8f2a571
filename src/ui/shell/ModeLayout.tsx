import type { HTMLAttributes, ReactNode } from 'react';
import { SettingsSheet } from './settingsSheet';
import { hydratedPart } from '../lazyPart';

// The board's layout settings: prerendered, and hydrated once their code has come (lazyPart.tsx).
const LayoutPanel = hydratedPart(() => import('../board/LayoutPanel').then((m) => m.LayoutPanel));

interface ModeLayoutProps {
  /** the mode's status line, over the board */
  status: ReactNode;
  /** the board and what lies over or beside it (cards, bars, announcers) */
  children: ReactNode;
  /** the mode's own settings; the board's layout settings follow them in the sheet */
  panel: ReactNode;
  /** what a mode shows after the sheet (the Lab's reading pane on a wide screen) */
  after?: ReactNode;
  /** the board area's own attributes (the Editor takes dropped files there) */
  area?: HTMLAttributes<HTMLDivElement>;
}

/**
 * The one skeleton of every mode's view: the status line over the board, the board filling the rest, and the settings
 * sheet (beside the board on a wide screen, a drawer on a phone) ending with the board's layout.
 */
export function ModeLayout({ status, children, panel, after, area }: ModeLayoutProps) {
  return (
    <>
      <div {...area} className={area?.className ? `board-area ${area.className}` : 'board-area'}>
        <div className="mode-status" data-testid="status-bar">
          {status}
        </div>
        {children}
      </div>
      <SettingsSheet>
        {panel}
        <LayoutPanel />
      </SettingsSheet>
      {after}
    </>
  );
}
