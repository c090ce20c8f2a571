import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { pointerStore } from '../board/pointerStore';
import { axialDiagonals, tileAtAxial, tileAxial } from '../../engine';
import { useTouchOnly } from '../shell/touch';

/**
 * Marks the hovered tile (data-hover), its neighbours (data-neighbor) and optionally its diagonals (data-diagonal)
 * by writing attributes on the polygons directly: hovering never re-renders a tile.
 */
export function HoverMarks() {
  const { board, tiles } = useBoardContext();
  const diagonals = useHexlab((s) => s.lab.diagonals);
  // A touch screen has no hover: the tapped tile (the cursor a tap leaves) shows what hovering shows.
  const touchOnly = useTouchOnly();
  useEffect(() => {
    const shown = (s: { hover: number; cursor: number }) => (s.hover >= 0 || !touchOnly ? s.hover : s.cursor);
    let marked: { el: SVGPolygonElement; attr: string }[] = [];
    const clear = () => {
      for (const m of marked) m.el.removeAttribute(m.attr);
      marked = [];
    };
    const mark = (id: number, attr: string) => {
      const el = tiles.get(id);
      if (!el) return;
      el.setAttribute(attr, '');
      marked.push({ el, attr });
    };
    const draw = (hover: number) => {
      clear();
      if (hover < 0 || hover >= board.size) return;
      mark(hover, 'data-hover');
      for (let d = 0; d < 6; d++) {
        const n = board.neighbors[hover * 6 + d];
        if (n >= 0) mark(n, 'data-neighbor');
      }
      if (diagonals)
        for (const h of axialDiagonals(tileAxial(board, hover))) {
          const id = tileAtAxial(board, h);
          if (id >= 0) mark(id, 'data-diagonal');
        }
    };
    draw(shown(pointerStore.getState()));
    const unsub = pointerStore.subscribe((s, prev) => {
      if (shown(s) !== shown(prev)) draw(shown(s));
    });
    return () => {
      unsub();
      clear();
    };
  }, [board, tiles, diagonals, touchOnly]);
  return null;
}
