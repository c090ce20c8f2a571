import type { Mode } from '../../store';
import { modeDefinition } from '../modes';

// Each mode's icon, beside its name in a phone's mode menu and on its mode button (styles.css shows them only there:
// a wider header keeps its words alone). Drawn in the header icons' line (headerIcons.tsx); each mode's shape is its
// definition's (ui/modes.ts).

export function ModeIcon({ mode }: { mode: Mode }) {
  const { path, disc } = modeDefinition(mode).icon;
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon mode-icon">
      {disc && <circle cx="10" cy="10" r="4.4" className="icon-fill" />}
      <path d={path} />
    </svg>
  );
}
