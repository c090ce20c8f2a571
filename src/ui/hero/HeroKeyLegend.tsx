import { useMemo } from 'react';
import { heroKeys } from '../../games/hero';
import { useHexlab } from '../../store';

/**
 * The six movement keys for the current layout. While held, a key's <kbd> carries data-held (written by the
 * key listener, not by React), so the legend lights up as the hero moves.
 */
export function HeroKeyLegend() {
  const orientation = useHexlab((s) => s.orientation);
  const keys = useMemo(() => heroKeys(orientation), [orientation]);
  return (
    <div className="keys hero-keys" data-testid="key-legend">
      <span>Walk (hold, combine two for the directions between):</span>
      {keys.map((k) => (
        <span key={k.key}>
          <kbd data-hero-key={k.key}>{k.key.toUpperCase()}</kbd> {k.label}
        </span>
      ))}
      <span>
        · Click a tile, or move the cursor with the arrow keys and press <kbd>Enter</kbd>, to walk there along the shortest path
      </span>
    </div>
  );
}
