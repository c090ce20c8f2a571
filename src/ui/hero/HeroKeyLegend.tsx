import { useMemo } from 'react';
import { directionKeys } from '../../games/directions/directions';
import { useTouchOnly } from '../shell/touch';
import { useBoardKeys, useGuide } from '../shell/guides';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

/**
 * The six movement keys for the current layout. While held, a key's <kbd> carries data-held (written by the
 * key listener, not by React), so the legend lights up as the hero moves.
 */
export function HeroKeyLegend() {
  const { orientation } = useBoardLayout();
  const keys = useMemo(() => directionKeys(orientation), [orientation]);
  const touchOnly = useTouchOnly();
  const t = useT('hero');
  const guide = useGuide('hero');
  const boardKeys = useBoardKeys();
  if (touchOnly) return null;
  // The guide's first entry is the walking keys themselves, drawn above one by one.
  const more = [...guide.keys.slice(1), ...boardKeys];
  return (
    <div className="keys hero-keys" data-testid="key-legend">
      <span>{t.walkKeys}</span>
      {keys.map((k) => (
        <span key={k.key}>
          <kbd data-hero-key={k.key}>{k.key.toUpperCase()}</kbd> {t.directions[k.label]}
        </span>
      ))}
      {more.map(([k, what]) => (
        <span key={k}>
          · <kbd>{k}</kbd> {what}
        </span>
      ))}
    </div>
  );
}
