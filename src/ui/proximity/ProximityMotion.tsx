import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { playTileFx } from '../motion/tileFx';
import { play } from '../sound/sound';

/** A placed tile pops in and every captured tile flips to its new colour (with sounds when on); renders nothing. */
export function ProximityMotion() {
  const { tiles } = useBoardContext();
  useEffect(() => {
    const stops: (() => void)[] = [];
    const off = useHexlab.subscribe((s, prev) => {
      const now = s.proximity.game;
      const was = prev.proximity.game;
      // One move forward on the same game: undo, a new game or a loaded one are shown at once.
      if (now === was || now.moves.length !== was.moves.length + 1 || now.owner.length !== was.owner.length) return;
      const placed: number[] = [];
      const flipped: number[] = [];
      for (let id = 0; id < now.owner.length; id++) {
        if (now.owner[id] === was.owner[id]) continue;
        (was.owner[id] === 0 ? placed : flipped).push(id);
      }
      stops.push(
        playTileFx(tiles, placed, 'place'),
        playTileFx(tiles, flipped, 'flip', () => 80),
      );
      if (stops.length > 8) stops.splice(0, 2);
      play(flipped.length ? 'flip' : 'place');
    });
    return () => {
      off();
      stops.forEach((stop) => stop());
    };
  }, [tiles]);
  return null;
}
