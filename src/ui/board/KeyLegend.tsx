import { useMemo } from 'react';
import { makeLayout } from '../../engine';
import { useHexlab } from '../../store';
import { directionKeys } from './directions';
import { useTouchOnly } from '../shell/touch';
import { BOARD_KEYS } from '../shell/guides';

const ARROWS: Record<string, string> = { N: '↑', NE: '↗', E: '→', SE: '↘', S: '↓', SW: '↙', W: '←', NW: '↖' };
const COMPASS_WORDS: Record<string, string> = { N: 'up', NE: 'up right', E: 'right', SE: 'down right', S: 'down', SW: 'down left', W: 'left', NW: 'up left' };

/**
 * The six direction keys for the current orientation, a mode's own keys (its guide's, the same Help lists) and the
 * zoom keys. Not shown on a touch-only screen, which has no keys.
 */
export function KeyLegend({ extra = [] }: { extra?: readonly (readonly [string, string])[] }) {
  const orientation = useHexlab((s) => s.orientation);
  const keys = useMemo(() => directionKeys(makeLayout({ orientation, parity: 'odd', size: 1 })), [orientation]);
  const touchOnly = useTouchOnly();
  if (touchOnly) return null;
  return (
    <p className="keys" data-testid="key-legend">
      <span>Move:</span>
      {keys.map((k) => (
        <span key={k.key}>
          <kbd>{k.key.toUpperCase()}</kbd>
          <span aria-hidden="true">{ARROWS[k.label]}</span>
          <span className="sr-only">{COMPASS_WORDS[k.label]}</span>
        </span>
      ))}
      {[...extra, ...BOARD_KEYS].map(([k, what]) => (
        <span key={k}>
          · <kbd>{k}</kbd> {what}
        </span>
      ))}
    </p>
  );
}
