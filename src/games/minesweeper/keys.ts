// The focus cursor's six keys. They follow the tutorial's A W E D X Z in the horizontal (pointy) layout and turn with
// the board in the vertical (flat) one, where the six neighbours lie N, NE, SE, S, SW, NW: Q W E over A S D.
import type { Orientation } from '../../engine';

/** The eight screen directions, abbreviated as on a map (y down): identifiers, which the shell catalogue words. */
export type ScreenDirection = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

export interface DirectionKey {
  /** KeyboardEvent.key, lower case */
  readonly key: string;
  /** index into AXIAL_DIRECTIONS */
  readonly direction: number;
  /** compass label of the on-screen direction (y down) */
  readonly label: ScreenDirection;
}

// Checked against axialToPixel in keys.test.ts: in pointy, direction 1 (1,-1) is up-right and 5 (0,1) down-right;
// in flat, direction 0 (1,0) is down-right and 2 (0,-1) straight up.
const KEYS: Record<Orientation, readonly DirectionKey[]> = {
  pointy: [
    { key: 'a', direction: 3, label: 'W' },
    { key: 'w', direction: 2, label: 'NW' },
    { key: 'e', direction: 1, label: 'NE' },
    { key: 'd', direction: 0, label: 'E' },
    { key: 'x', direction: 5, label: 'SE' },
    { key: 'z', direction: 4, label: 'SW' },
  ],
  flat: [
    { key: 'q', direction: 3, label: 'NW' },
    { key: 'w', direction: 2, label: 'N' },
    { key: 'e', direction: 1, label: 'NE' },
    { key: 'a', direction: 4, label: 'SW' },
    { key: 's', direction: 5, label: 'S' },
    { key: 'd', direction: 0, label: 'SE' },
  ],
};

/** The six cursor keys for a layout orientation, each with its axial direction and compass label. */
export const keyboardDirections = (orientation: Orientation): readonly DirectionKey[] => KEYS[orientation];

/** The axial direction a key moves the cursor in, or -1 when the key is not one of the six. */
export function directionForKey(orientation: Orientation, key: string): number {
  const k = key.toLowerCase();
  return KEYS[orientation].find((e) => e.key === k)?.direction ?? -1;
}
