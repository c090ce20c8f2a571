import { useHexlab } from '../../store';
import { useMemo, useRef } from 'react';
import { directionKeys, type DirectionKey } from '../../games/directions/directions';
import { useTouchOnly } from '../shell/touch';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

/** Held this long, a pad button walks freely like a held key; a shorter tap steps one tile. */
const HOLD_MS = 250;

// The arrow drawn on each button, pointing its way (y down), in degrees from east.
const ANGLES: Record<string, number> = {
  east: 0,
  'south-east': 45,
  south: 90,
  'south-west': 135,
  west: 180,
  'north-west': 225,
  north: 270,
  'north-east': 315,
};

/** The same key event the keyboard sends, so the pad walks exactly as the keys do (useHeldKeys listens for it). */
const sendKey = (type: 'keydown' | 'keyup', key: string) =>
  window.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));

/** One step to the neighbouring tile that way, along the walker's own route (walls and gaps stop it). */
function stepToward(k: DirectionKey) {
  const s = useHexlab.getState();
  const from = s.hero.tile;
  if (from < 0) return;
  // The board's neighbour table: on a wrapped board a step off one edge comes in at the other.
  const to = s.board.neighbors[from * 6 + k.direction];
  if (to >= 0) s.heroGoTo(to);
}

/**
 * The hero's six-direction pad, on a touch-only screen: a tap steps one tile, a press held walks freely for as long
 * as it is held. Laid out as the hexes' six neighbours are: west and east in the horizontal layout, north and south
 * in the vertical one.
 */
export function HeroPad() {
  const { orientation } = useBoardLayout();
  const keys = useMemo(() => directionKeys(orientation), [orientation]);
  const touchOnly = useTouchOnly();
  const hold = useRef<{ key: string; timer: number; walking: boolean } | null>(null);
  const t = useT('hero');
  if (!touchOnly) return null;

  const release = () => {
    const h = hold.current;
    if (!h) return;
    window.clearTimeout(h.timer);
    if (h.walking) sendKey('keyup', h.key);
  };
  return (
    <div className="hero-pad" role="group" aria-label={t.pad} data-orientation={orientation}>
      {keys.map((k) => {
        return (
          <button
            key={k.key}
            type="button"
            className="hero-pad-button"
            // Its place: the pad's grid area named after its direction (styles.css lays them out as a hex's neighbours).
            style={{ gridArea: k.label }}
            aria-label={t.move(t.directions[k.label])}
            onPointerDown={(e) => {
              release();
              e.currentTarget.setPointerCapture?.(e.pointerId);
              const h = { key: k.key, walking: false, timer: 0 };
              h.timer = window.setTimeout(() => {
                h.walking = true;
                sendKey('keydown', k.key);
              }, HOLD_MS);
              hold.current = h;
            }}
            onPointerUp={release}
            onPointerCancel={() => {
              release();
              hold.current = null;
            }}
            onContextMenu={(e) => e.preventDefault()}
            onClick={() => {
              // A held press has walked already; a tap, or Enter on the focused button, steps one tile.
              const walked = hold.current?.walking;
              hold.current = null;
              if (!walked) stepToward(k);
            }}
          >
            <svg viewBox="-10 -10 20 20" aria-hidden="true" style={{ transform: `rotate(${ANGLES[k.label]}deg)` }}>
              <path d="M-6 0H6M1-5l5 5-5 5" />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
