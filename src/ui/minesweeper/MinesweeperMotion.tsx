import { useEffect } from 'react';
import { EXPLODED, REVEALED } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { cascadeDelay, MAX_ANIMATED, playTileFx } from '../motion/tileFx';
import { play } from '../sound/sound';

/**
 * How many of a reveal's tiles move: the nearest to the click (the tile and the ring round it); the rest of an
 * opening shows at once. Every moving tile is painted again each frame, and where that is done without a GPU (this
 * machine's Chromium; a low-end phone) a whole opening moving for half a second kept the next click waiting for its
 * frame: on Expert 110 to 240 ms where it is 25 to 65 ms without the motion (`npm run bench:browser`, noWaits).
 */
const CASCADE_TILES = 7;

/**
 * The reveal cascades outward from the click (tiles further away start later), with a sound when sounds are on; a
 * lost game booms and a won one chimes. Watches the store once per change of the game's view; renders nothing.
 */
export function MinesweeperMotion() {
  const { board, geometry, tiles } = useBoardContext();
  useEffect(() => {
    const stops: (() => void)[] = [];
    const off = useHexlab.subscribe((s, prev) => {
      const view = s.minesweeper.game.view;
      const before = prev.minesweeper.game.view;
      if (view === before || view.length !== before.length || s.minesweeper.replay) return;
      if (s.minesweeper.game.status !== prev.minesweeper.game.status) {
        if (s.minesweeper.game.status === 'lost') play('boom');
        if (s.minesweeper.game.status === 'won') play('win');
      }
      const opened: number[] = [];
      for (let id = 0; id < view.length; id++) if (view[id] === REVEALED && before[id] !== REVEALED) opened.push(id);
      if (opened.length === 0) return;
      if (s.minesweeper.game.status === 'playing') play('reveal');
      // A big opening shows at once, as it did before only its nearest tiles moved: nothing is measured or sorted.
      if (opened.length > MAX_ANIMATED) return;
      const last = s.minesweeper.log.at(-1)?.tile ?? -1;
      const origin = last >= 0 && last < board.size && view[last] !== EXPLODED ? last : opened[0];
      const w = 2 * Math.max(geometry.layout.size.x, geometry.layout.size.y) * 0.87;
      const steps = (id: number) =>
        Math.hypot(geometry.cx[id] - geometry.cx[origin], geometry.cy[id] - geometry.cy[origin]) / w;
      const moving = opened.length > CASCADE_TILES ? nearest(opened, steps, CASCADE_TILES) : opened;
      stops.push(playTileFx(tiles, moving, 'reveal', (id) => cascadeDelay(steps(id))));
      if (stops.length > 8) stops.shift();
    });
    return () => {
      off();
      stops.forEach((stop) => stop());
    };
  }, [board, geometry, tiles]);
  return null;
}

/** The `n` ids nearest by `distance`. */
function nearest(ids: readonly number[], distance: (id: number) => number, n: number): number[] {
  return ids
    .map((id) => [id, distance(id)] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, n)
    .map(([id]) => id);
}
