import { useMemo } from 'react';
import { axialToPixel, cornerOffset } from '../../engine';
import { runTool } from '../../games/lab/tools';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { usePointer } from '../board/usePointer';

/** Draws the selected lab tool's tiles above the board; re-renders on hover, the tiles underneath do not. */
export function ToolOverlay() {
  const { board, geometry } = useBoardContext();
  const { tool, radius, selected, steps } = useHexlab((s) => s.lab);
  const hover = usePointer((s) => s.hover);
  const sel = selected < board.size ? selected : -1;
  const result = useMemo(() => runTool(board, tool, sel, hover, radius, steps), [board, tool, sel, hover, radius, steps]);
  const offPoints = (q: number, r: number) => {
    const c = axialToPixel(geometry.layout, { q, r });
    return Array.from({ length: 6 }, (_, i) => {
      const o = cornerOffset(geometry.layout, i);
      return `${c.x + o.x},${c.y + o.y}`;
    }).join(' ');
  };
  const size = geometry.layout.size.x;
  return (
    <g data-testid="tool-overlay" data-tool={tool}>
      {result.source.map((id) => (
        <polygon key={`s${id}`} points={geometry.points[id]} className="mark mark-source" />
      ))}
      {result.tiles.map((id, i) => (
        <polygon key={`t${id}-${i}`} points={geometry.points[id]} className={`mark mark-${tool}`} data-mark-tile={id} />
      ))}
      {result.off.map((h, i) => (
        <polygon key={`o${i}`} points={offPoints(h.q, h.r)} className="mark mark-off" />
      ))}
      {tool === 'spiral' &&
        result.tiles.map((id, i) => (
          <text key={`n${id}`} x={geometry.cx[id]} y={geometry.cy[id] + size * 0.55} fontSize={size * 0.35} className="spiral-order" textAnchor="middle">
            {i}
          </text>
        ))}
      {sel >= 0 && <polygon points={geometry.points[sel]} className="mark mark-selected" data-testid="selected-tile" />}
    </g>
  );
}
