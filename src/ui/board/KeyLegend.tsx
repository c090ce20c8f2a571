import { directionKeys, type CompassPoint } from '../../games/directions/directions';
import { useTouchOnly } from '../shell/touch';
import { useT } from '../i18n';
import { useBoardLayout } from './boardLayout';

const ARROWS: Record<CompassPoint, string> = {
  north: '↑',
  'north-east': '↗',
  east: '→',
  'south-east': '↘',
  south: '↓',
  'south-west': '↙',
  west: '←',
  'north-west': '↖',
};

/**
 * The six direction keys for the current orientation, a mode's own keys (its guide's, the same Help lists) and the
 * zoom keys. Not shown on a touch-only screen, which has no keys.
 */
export function KeyLegend({ extra = [] }: { extra?: readonly (readonly [string, string])[] }) {
  const { orientation } = useBoardLayout();
  const keys = directionKeys(orientation);
  const touchOnly = useTouchOnly();
  const t = useT('shell');
  if (touchOnly) return null;
  return (
    <p className="keys" data-testid="key-legend">
      <span>{t.board.move}</span>
      {keys.map((k) => (
        <span key={k.key}>
          <kbd>{k.key.toUpperCase()}</kbd>
          <span aria-hidden="true">{ARROWS[k.label]}</span>
          <span className="sr-only">{t.board.compass[k.label]}</span>
        </span>
      ))}
      {[...extra, ...t.boardKeys].map(([k, what]) => (
        <span key={k}>
          · <kbd>{k}</kbd> {what}
        </span>
      ))}
    </p>
  );
}
