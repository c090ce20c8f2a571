/*
 * The selected lab tool's marks above the board. It re-renders when the tool's input changes (the hovered tile only
 * for tools that follow the pointer); the tiles underneath never re-render.
 */
import { useEffect, useMemo } from 'react';
import { axialToPixel, cornerOffset, type Axial, type Layout } from '../../engine';
import { originTile } from '../../games/lab/origin';
import { runTool, toolCounts, usesHover } from '../../games/lab/tools';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { usePointer } from '../board/usePointer';
import { labViewStore } from './labView';
import { CollisionProbe } from './CollisionProbe';
import { TutorialRegions } from './TutorialRegions';

/** Polygon points for a hex that may not be on the board. */
function hexPoints(layout: Layout, h: Axial): string {
  const c = axialToPixel(layout, h);
  return Array.from({ length: 6 }, (_, i) => {
    const o = cornerOffset(layout, i);
    return `${c.x + o.x},${c.y + o.y}`;
  }).join(' ');
}

export function ToolOverlay() {
  const { board, geometry } = useBoardContext();
  const tool = useHexlab((s) => s.lab.tool);
  const radius = useHexlab((s) => s.lab.radius);
  const selected = useHexlab((s) => s.lab.selected);
  const steps = useHexlab((s) => s.lab.steps);
  const centres = useHexlab((s) => s.lab.centres);
  const relative = useHexlab((s) => s.lab.relative);
  const chosenOrigin = useHexlab((s) => s.lab.origin);
  const origin = useMemo(() => (relative ? originTile(board, chosenOrigin) : -1), [relative, board, chosenOrigin]);
  const sel = selected < board.size ? selected : -1;
  const followsPointer =
    tool !== 'none' && (usesHover(tool) || sel < 0 || (tool === 'intersect' && centres.length < 2));
  // The pointer's tile, or the keyboard cursor's while the pointer is away from the board, so the tools work from the keyboard.
  const hover = usePointer((s) => {
    const at = s.point ? s.hover : s.cursor;
    return followsPointer && at < board.size ? at : -1;
  });
  const result = useMemo(
    () => runTool(board, tool, sel, hover, radius, steps, centres),
    [board, tool, sel, hover, radius, steps, centres],
  );
  useEffect(() => {
    labViewStore.setState({ toolCounts: toolCounts(tool, result, radius) });
  }, [tool, result, radius]);
  useEffect(() => () => labViewStore.setState({ toolCounts: null }), []);
  const size = geometry.layout.size.x;
  const pivot = (tool === 'rotate' || tool === 'reflect') && hover >= 0 ? hover : -1;
  return (
    <g data-testid="tool-overlay" data-tool={tool}>
      {result.around.map((id) => (
        <polygon
          key={`a${id}`}
          points={geometry.points[id]}
          className="mark mark-around"
          data-mark="around"
          data-mark-tile={id}
        />
      ))}
      {result.hidden.map((id) => (
        <polygon
          key={`h${id}`}
          points={geometry.points[id]}
          className="mark mark-hidden"
          data-mark="hidden"
          data-mark-tile={id}
        />
      ))}
      {result.blockers.map((id) => (
        <polygon
          key={`b${id}`}
          points={geometry.points[id]}
          className="mark mark-blocker"
          data-mark="blocker"
          data-mark-tile={id}
        />
      ))}
      {tool !== 'fov' &&
        result.tiles.map((id, i) => (
          <polygon
            key={`t${id}-${i}`}
            points={geometry.points[id]}
            className={`mark mark-result mark-${tool}`}
            data-mark="result"
            data-mark-tile={id}
            data-order={i}
          />
        ))}
      {result.source.map((id) => (
        <polygon
          key={`s${id}`}
          points={geometry.points[id]}
          className="mark mark-source"
          data-mark="source"
          data-mark-tile={id}
        />
      ))}
      {result.off.map((h, i) => (
        <polygon key={`o${i}`} points={hexPoints(geometry.layout, h)} className="mark mark-off" data-mark="off" />
      ))}
      {tool === 'spiral' &&
        result.tiles.map((id, i) => (
          <g key={`n${id}`} className="spiral-order" data-spiral-tile={id} data-spiral-index={i}>
            <circle cx={geometry.cx[id]} cy={geometry.cy[id] + size * 0.52} r={size * 0.3} />
            <text
              x={geometry.cx[id]}
              y={geometry.cy[id] + size * 0.52}
              fontSize={size * 0.38}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {i}
            </text>
          </g>
        ))}
      {result.centres.map((id, i) => (
        <polygon
          key={`c${id}`}
          points={geometry.points[id]}
          className="mark mark-centre"
          data-mark="centre"
          data-mark-tile={id}
          data-picked={i < centres.length ? 'yes' : 'no'}
        />
      ))}
      {origin >= 0 && (
        <g data-testid="origin-tile" data-mark-tile={origin} className="origin-mark">
          <polygon points={geometry.points[origin]} className="mark mark-origin" />
          <circle cx={geometry.cx[origin]} cy={geometry.cy[origin]} r={size * 0.12} />
        </g>
      )}
      <TutorialRegions />
      <CollisionProbe />
      {pivot >= 0 && (
        <polygon points={geometry.points[pivot]} className="mark mark-pivot" data-mark="pivot" data-mark-tile={pivot} />
      )}
      {sel >= 0 && (
        <polygon
          points={geometry.points[sel]}
          className="mark mark-selected"
          data-testid="selected-tile"
          data-mark-tile={sel}
        />
      )}
    </g>
  );
}
