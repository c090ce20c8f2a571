/*
 * What a move would do, drawn over the board under the pointer. Only this small group re-renders as the pointer
 * moves (it reads pointerStore's hover); the tiles underneath never do.
 */
import { isFloor } from '../../engine';
import { computerToMove, previewMove, RULES } from '../../games/proximity';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { usePointer } from '../board/usePointer';

/** The ghost of the tile about to be placed, the captures it would make and the changes to its neighbours. */
export function PreviewOverlay() {
  const { board, geometry } = useBoardContext();
  const hover = usePointer((s) => s.hover);
  const game = useHexlab((s) => s.proximity.game);
  const handIndex = useHexlab((s) => s.proximity.handIndex);
  const size = useHexlab((s) => s.hexSize);
  if (hover < 0 || hover >= board.size || game.owner.length !== board.size || computerToMove(game)) return null;
  if (game.owner[hover] !== 0 || !isFloor(board, hover) || game.over) return null;
  const preview = previewMove(game, board, hover, handIndex);
  const player = game.current;
  const rules = RULES[game.config.rules];
  const badge = (id: number, text: string, kind: string) => (
    <g key={`${kind}${id}`} className={`px-badge px-badge-${kind}`}>
      <rect
        x={geometry.cx[id] - size * 0.42}
        y={geometry.cy[id] - size * 0.98}
        width={size * 0.84}
        height={size * 0.5}
        rx={size * 0.12}
      />
      <text
        x={geometry.cx[id]}
        y={geometry.cy[id] - size * 0.73}
        fontSize={size * 0.4}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {text}
      </text>
    </g>
  );
  return (
    <g
      data-testid="move-preview"
      data-tile={hover}
      data-captured={preview.captured.length}
      data-reinforced={preview.reinforced.length}
      data-weakened={preview.weakened.length}
    >
      {preview.captured.map((id) => (
        <g key={`c${id}`}>
          <polygon points={geometry.points[id]} className={`px-capture px-p${player}`} />
          <text
            x={geometry.cx[id]}
            y={geometry.cy[id]}
            fontSize={size * (game.strength[id] > 9 ? 0.82 : 0.95)}
            className="px-strength"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {game.strength[id]}
          </text>
        </g>
      ))}
      <polygon points={geometry.points[hover]} className={`px-ghost px-p${player}`} />
      <text
        x={geometry.cx[hover]}
        y={geometry.cy[hover]}
        fontSize={size * 0.9}
        className="px-ghost-text"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {game.hands[player - 1][handIndex]}
      </text>
      {preview.reinforced.map((id) => badge(id, `+${rules.friendBonus}`, 'plus'))}
      {preview.weakened.map((id) => badge(id, `−${rules.weaken}`, 'minus'))}
      {preview.captured.map((id) => badge(id, '⇄', 'capture'))}
    </g>
  );
}

/** A ring on the tile placed last, so the latest move is easy to follow. */
export function LastMoveRing() {
  const { geometry } = useBoardContext();
  const last = useHexlab((s) => s.proximity.log.at(-1)?.tile ?? -1);
  if (last < 0 || last >= geometry.cx.length) return null;
  return <polygon points={geometry.points[last]} className="px-last" data-testid="last-move" />;
}
