/*
 * A Minesweeper tile's whole look is one number from a tile signal (view code, count, hint, probability), so a
 * reveal re-renders exactly the tiles whose look changed and the store has one listener for the whole board.
 * The BoardView showing MinesweeperTile takes `signal={minesweeperSignal}`.
 */
import { memo } from 'react';
import { jsx } from 'react/jsx-runtime';
import { isFloor } from '../../engine/board';
import { EXPLODED, FLAGGED, HIDDEN, MARKED, MINE, REVEALED, WRONG_FLAG } from '../../games/minesweeper/state';
import type { AppState } from '../../store';
import { hexPolygon, tileHooks, tileLabel, type TileProps } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';
import { percentLabel, probabilityBand } from './probabilityScale';

const STATE_NAMES = ['hidden', 'flagged', 'marked', 'revealed', 'mine', 'exploded', 'wrong-flag'];
const SYMBOLS: Record<number, string> = {
  [FLAGGED]: '⚑',
  [MARKED]: '?',
  [MINE]: '✹',
  [EXPLODED]: '✹',
  [WRONG_FLAG]: '✕',
};
const HINTS = [undefined, 'safe', 'mine', 'guess', 'wrong-flag'] as const;

/** view (3 bits) + count (3 bits) + hint (3 bits) + probability in thousandths plus one (0 = none). */
export function minesweeperTileCode(s: AppState, id: number): number {
  const { game, hint, probabilities } = s.minesweeper;
  if (id >= game.view.length) return NaN;
  const view = game.view[id];
  const count = view === REVEALED ? game.counts[id] : 0;
  const h = hint?.tile === id ? HINTS.indexOf(hint.kind) : 0;
  const p = probabilities && (view === HIDDEN || view === MARKED) ? probabilities[id] : NaN;
  const prob = Number.isNaN(p) ? 0 : Math.round(p * 1000) + 1;
  return view + count * 8 + h * 64 + prob * 512;
}

/** What the tiles draw: the game, the hint and the probabilities (not the clock, the log or the session beside them). */
export const minesweeperTileInputs = (s: AppState, prev: AppState): boolean =>
  s.minesweeper.game !== prev.minesweeper.game ||
  s.minesweeper.hint !== prev.minesweeper.hint ||
  s.minesweeper.probabilities !== prev.minesweeper.probabilities;

export const minesweeperSignal = createTileSignal(minesweeperTileCode, minesweeperTileInputs);

export const MinesweeperTile = memo(function MinesweeperTile({
  id,
  board,
  points,
  cx,
  cy,
  size,
  code,
  marks,
}: TileProps) {
  if (!isFloor(board, id)) return hexPolygon(id, board, points, 'tile');
  const view = code & 7;
  const count = (code >> 3) & 7;
  const hint = HINTS[(code >> 6) & 7];
  const prob = Math.floor(code / 512);
  const probability = prob > 0 ? (prob - 1) / 1000 : undefined;
  const text = view === REVEALED ? (count > 0 ? String(count) : '') : (SYMBOLS[view] ?? '');
  // Only the attributes a tile has are set: React walks them all, for every tile of a first render.
  const props = tileHooks(id, board, points);
  props.className = view === REVEALED && count > 0 ? `tile ms-tile n${count}` : 'tile ms-tile';
  props['data-state'] = STATE_NAMES[view];
  if (view === REVEALED) props['data-value'] = count;
  if (hint) props['data-hint'] = hint;
  // A chance shows as its band's colour (palette.css) and, where the board is zoomed enough (the board's
  // data-large-tiles, set by board/tileScale.ts), as a percentage in the tile's band ink.
  const band = probability === undefined ? -1 : probabilityBand(probability);
  if (band >= 0) {
    props['data-probability'] = probability!.toFixed(3);
    props.className += ` pb${band}`;
  }
  // Too small to see or out of view (a block of a big board): no text, and a flag or mine shows in the tile's fill.
  if (marks === false) {
    if (text && view !== REVEALED) props.className += ' ms-bare';
    return jsx('polygon', props);
  }
  const polygon = jsx('polygon', props);
  if (!text && band < 0) return polygon;
  if (band >= 0 && !text) {
    return (
      <>
        {polygon}
        {tileLabel(
          cx,
          cy,
          size * 0.62,
          <>
            {percentLabel(probability!)}
            <tspan className="ms-prob-unit" fontSize={size * 0.42}>
              %
            </tspan>
          </>,
          `ms-prob pi${band}`,
        )}
      </>
    );
  }
  return (
    <>
      {polygon}
      {tileLabel(
        cx,
        cy,
        Math.max(7, size * (view === REVEALED ? 0.95 : 0.8)),
        text,
        `ms-symbol s-${STATE_NAMES[view]}${view === REVEALED ? ` n${count}` : ''}`,
      )}
    </>
  );
});
