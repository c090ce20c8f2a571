import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { useFormat, useT } from '../i18n';
import { hintWords } from './hintWords';

/**
 * "Hint": one cell the shown clues prove, outlined on the board (data-hint). In the panel (CONTRACT.md); where the
 * panel is a drawer (a phone, a small window) also at hand in the bar under the board, beside the zoom, while the drawer
 * is shut (`pz-hint-at-hand`; the stylesheet shows one at a time).
 */
export function HintButton({ className }: { className?: string }) {
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const t = useT('puzzle').hint;
  return (
    <button type="button" className={className} disabled={solved} onClick={useHexlab.getState().puzzleHint}>
      {t.button}
    </button>
  );
}

/** Where the hint's words sit: a strip at the top or the foot of the board, `at` px in from the stage's edge. */
interface HintPlace {
  side: 'top' | 'foot';
  at: number;
}
const hintPlace = create<{ place: HintPlace | null }>(() => ({ place: null }));

/**
 * Why the hinted cell is blue or black, in a player's words (hintWords.ts). A strip over the board's frame, at its top
 * or its foot, wherever it covers neither the hinted cell nor a clue it cites (HintPlacer), and it never takes the
 * pointer: its coming and going moves nothing, so a tap on the hinted cell lands where the player aimed.
 */
export function HintText() {
  const hint = useHexlab((s) => s.puzzle.hint);
  const board = useHexlab((s) => s.puzzle.board);
  const place = hintPlace((s) => s.place);
  const t = useT('puzzle').hint;
  const f = useFormat();
  if (!hint) return null;
  const side = place?.side ?? 'top';
  return (
    <p
      className={`pz-hint-text hint-bubble hint-at-${side}`}
      style={side === 'top' ? { top: place?.at } : { bottom: place?.at }}
      data-testid="hint-text"
      role="status"
    >
      {hintWords(t, f, board, hint)}
    </p>
  );
}

/** Room kept between the words and the board's edge, and between the words and what they must not cover. */
const GAP = 8;

type Band = { top: number; bottom: number };
const clear = (band: Band, rects: DOMRect[]) => rects.every((r) => r.bottom <= band.top || r.top >= band.bottom);

/**
 * Inside the board (an overlay, for the camera): puts the hint's words where they cover neither the hinted cell nor
 * any clue it cites. The side away from the hinted cell first, else the other; where neither is clear, the view pans
 * (or, when the cells and clues are too tall for what the words leave, zooms out first) until one is. Panning and
 * zooming the board afterwards moves the words to whichever side is clear, without moving the view.
 */
export function HintPlacer() {
  const { camera, svg } = useBoardContext();
  const hint = useHexlab((s) => s.puzzle.hint);
  useLayoutEffect(() => {
    const el = svg.current;
    const stage = el?.closest('.end-stage');
    if (!el || !stage || !hint) return void hintPlace.setState({ place: null });
    /** `move`: 2 may zoom and pan, 1 may pan, 0 only picks a side. */
    const place = (move: number): void => {
      const bubble = stage.querySelector<HTMLElement>('[data-testid="hint-text"]');
      if (!bubble) return;
      const frame = el.getBoundingClientRect();
      const box = stage.getBoundingClientRect();
      const h = bubble.offsetHeight;
      const inView = (r: DOMRect) => r.bottom > frame.top && r.top < frame.bottom && r.width > 0;
      const targets = [...el.querySelectorAll('[data-proves], polygon[data-hint]')]
        .map((e) => e.getBoundingClientRect())
        .filter(inView);
      const top: Band = { top: frame.top + GAP, bottom: frame.top + GAP + h + GAP };
      const foot: Band = { top: frame.bottom - GAP - h - GAP, bottom: frame.bottom - GAP };
      const put = (side: HintPlace['side']) =>
        hintPlace.setState({
          place: { side, at: side === 'top' ? frame.top - box.top + GAP : box.bottom - frame.bottom + GAP },
        });
      const cell = el.querySelector('polygon[data-hint]')?.getBoundingClientRect();
      const first: HintPlace['side'] =
        cell && cell.top + cell.height / 2 < frame.top + frame.height / 2 ? 'foot' : 'top';
      const second: HintPlace['side'] = first === 'top' ? 'foot' : 'top';
      for (const side of [first, second]) if (clear(side === 'top' ? top : foot, targets)) return put(side);
      if (move === 0 || targets.length === 0) return;
      const hi = Math.min(...targets.map((r) => r.top));
      const lo = Math.max(...targets.map((r) => r.bottom));
      const room = frame.height - h - 3 * GAP;
      if (lo - hi > room) {
        // Too tall for the room the words leave: zoom out about the cells' middle, then place again.
        if (move < 2) return;
        camera.zoom(room / (lo - hi), camera.toBoard(frame.width / 2, (hi + lo) / 2 - frame.top));
        return place(1);
      }
      // Pan the least that clears one side: the cells below the top strip, or above the foot strip.
      const down = top.bottom - hi;
      const up = foot.top - lo;
      const dy = Math.abs(down) <= Math.abs(up) ? down : up;
      camera.pan(0, dy * camera.fitted().k);
      put(dy === down ? 'top' : 'foot');
    };
    place(2);
    return camera.subscribe(() => place(0));
  }, [hint, camera, svg]);
  return null;
}
