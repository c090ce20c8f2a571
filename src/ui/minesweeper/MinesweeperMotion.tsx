import { useEffect } from 'react';
import { EXPLODED, REVEALED } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { cascadeDelay, playTileFx } from '../motion/tileFx';
import { play } from '../sound/sound';

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
      const last = s.minesweeper.log.at(-1)?.tile ?? -1;
      const origin = last >= 0 && last < board.size && view[last] !== EXPLODED ? last : opened[0];
      const w = 2 * Math.max(geometry.layout.size.x, geometry.layout.size.y) * 0.87;
      const steps = (id: number) =>
        Math.hypot(geometry.cx[id] - geometry.cx[origin], geometry.cy[id] - geometry.cy[origin]) / w;
      stops.push(playTileFx(tiles, opened, 'reveal', (id) => cascadeDelay(steps(id))));
      if (stops.length > 8) stops.shift();
    });
    return () => {
      off();
      stops.forEach((stop) => stop());
    };
  }, [board, geometry, tiles]);
  return null;
}
