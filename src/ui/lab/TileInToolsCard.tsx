import { tileInTools, TOOLS, type TileInTools, type Tool } from '../../games/lab/toolNames';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

/** The hovered (else selected, else keyboard cursor) tile as Red Blob, Tiled, Godot 4, Unity and axial name it. */
export function TileInToolsCard() {
  const hover = usePointer((s) => s.hover);
  const cursor = usePointer((s) => s.cursor);
  const selected = useHexlab((s) => s.lab.selected);
  const board = useHexlab((s) => s.board);
  const { orientation, parity } = useBoardLayout();
  const W = useT('lab').inTools;
  const valid = (t: number) => t >= 0 && t < board.size;
  const [tile, how] = valid(hover)
    ? [hover, 'pointer' as const]
    : valid(selected)
      ? [selected, 'selected' as const]
      : valid(cursor)
        ? [cursor, 'cursor' as const]
        : [-1, null];
  const layout = { orientation, parity };
  const at = tile >= 0 ? { row: board.row[tile], col: board.col[tile] } : null;
  const names = at ? tileInTools(layout, at) : null;
  /** Each tool's cell, its layout settings (as its files or inspector write them) and how it maps to the others. */
  const rows = (n: TileInTools): Record<Tool, [string, string, string]> => ({
    redblob: [W.redblobCell(n.redblob.x, n.redblob.y), n.redblob.name, W.redblobHow(layout)],
    tiled: [
      `x ${n.tiled.x}, y ${n.tiled.y}`,
      `staggeraxis="${n.tiled.staggeraxis}" staggerindex="${n.tiled.staggerindex}"`,
      W.tiledHow(layout),
    ],
    godot: [
      `Vector2i(${n.godot.x}, ${n.godot.y})`,
      W.godotSettings(n.godot.tileOffsetAxis, n.godot.tileLayout),
      W.godotHow(layout),
    ],
    unity: [`Vector3Int(${n.unity.x}, ${n.unity.y}, 0)`, W.unitySettings(n.unity), W.unityHow(n.unity)],
    axial: [`q ${n.axial.q}, r ${n.axial.r}`, '', W.axialHow(layout)],
  });
  const row = (tool: Tool, cell: string, settings: string, mapping: string) => {
    const n = names?.[tool];
    const data = n && 'q' in n ? { 'data-q': n.q, 'data-r': n.r } : n ? { 'data-x': n.x, 'data-y': n.y } : {};
    return (
      <tr key={tool} data-tool={tool} {...data}>
        <th scope="row">{W.tools[tool]}</th>
        <td className="tool-cell">{cell}</td>
        <td>
          {settings && <code className="tool-settings">{settings}</code>}
          <span className="muted tool-how">{mapping}</span>
        </td>
      </tr>
    );
  };
  return (
    <section className="panel-section tile-in-tools" aria-labelledby="in-tools-heading" data-testid="tile-in-tools">
      <h2 id="in-tools-heading">{W.heading}</h2>
      <p className="lab-note">{W.intro}</p>
      {!names || !at || !how ? (
        <p className="muted">{W.empty}</p>
      ) : (
        <>
          <p className="lab-note" data-testid="tile-in-tools-which">
            {W.which(at.row, at.col, how)}
          </p>
          <table className="coords tools-table">
            <caption className="sr-only">{W.caption}</caption>
            <tbody>{TOOLS.map((tool) => row(tool, ...rows(names)[tool]))}</tbody>
          </table>
        </>
      )}
    </section>
  );
}
