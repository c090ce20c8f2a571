import { useSyncExternalStore } from 'react';
import { useHexlab } from '../../store';
import { useTouchOnly } from '../shell/touch';
import { gameInProgress } from '../shell/gameInProgress';
import type { Camera } from './camera';
import { TURN_WORTH, turnGain, type Extent } from './turn';

import { useFormat, useT } from '../i18n';
import { useBoardLayout } from './boardLayout';

/**
 * "Turn to fit", on a touch screen held upright, for a board that would show bigger turned (a wide board on a tall
 * frame): the other layout with levelData transposed, as the tutorial turns boards, which keeps every neighbour.
 * A new board starts every mode afresh, so it is not offered while a game is under way.
 */
export function TurnToFit({ camera, content }: { camera: Camera; content: Extent }) {
  const touchOnly = useTouchOnly();
  const TEXT = useT('shell').board;
  const f = useFormat();
  const playing = useHexlab(gameInProgress);
  const { orientation } = useBoardLayout();
  const setOrientation = useHexlab((s) => s.setOrientation);
  // The frame's size, in whole pixels so small changes re-render nothing.
  const size = () => `${Math.round(camera.get().width)}x${Math.round(camera.get().height)}`;
  // The prerendered first screen and its hydration see the camera's size of the moment too (unmeasured, 1 x 1).
  const frame = useSyncExternalStore((changed) => camera.subscribe(changed), size, size);
  const [width, height] = frame.split('x').map(Number);
  const gain = turnGain(content, { width, height });
  if (!touchOnly || playing || height <= width || gain < TURN_WORTH) return null;
  return (
    <button
      type="button"
      title={TEXT.turnWhy(f.number(gain, 1))}
      onClick={() => setOrientation(orientation === 'pointy' ? 'flat' : 'pointy')}
    >
      {TEXT.turn}
    </button>
  );
}
