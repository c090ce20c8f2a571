// Opening a file as the Editor's board: levelData text, a Tiled map or a Godot scene, from the "Open a file" input or
// a file dropped on the board. Either way the result is said in the notice bar (role="alert" when refused) and a
// refused file leaves the board as it was. The map readers load with the first map opened.
import { useHexlab } from '../../store';
import { parseLevelText } from '../../games/editor';
import { openBoard } from '../links/urlHistory';

const maps = () => import('../../games/maps');

/** Whether a file is a map for the map readers rather than levelData text (a .json may be either). */
function isMapFile(name: string, text: () => string): boolean {
  if (/\.(tmx|tmj|tscn|zip)$/i.test(name)) return true;
  if (!/\.json$/i.test(name)) return false;
  const t = text().trimStart();
  return t.startsWith('{') && /"(layers|tilesets)"\s*:/.test(t);
}

/** Open a file as the board, or say in the notice bar why it can't be. */
export async function openBoardFile(file: File): Promise<void> {
  const s = useHexlab.getState();
  s.setNotice(null);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string | null = null;
  const asText = () => (text ??= new TextDecoder().decode(bytes));
  let layout: { orientation: 'pointy' | 'flat'; parity: 'odd' | 'even'; hexSize?: number } | undefined;
  let level;
  if (isMapFile(file.name, asText)) {
    const m = await maps();
    const result = await m.openMap(file.name, bytes, m.makePlatform(DOMParser, DecompressionStream));
    if (!result.ok)
      return s.setNotice({ kind: 'error', message: { kind: 'fileRefused', file: file.name, problem: result.problem } });
    ({ level, ...layout } = result.board);
  } else {
    const parsed = parseLevelText(asText());
    if (!parsed.ok)
      return s.setNotice({
        kind: 'error',
        message: { kind: 'levelFileRefused', file: file.name, error: parsed.error },
      });
    level = parsed.level;
    layout = parsed.layout;
  }
  const opened = level;
  await openBoard(() => useHexlab.getState().editorImport(opened, layout));
  const after = useHexlab.getState();
  after.setNotice({
    kind: 'info',
    message: {
      kind: 'fileOpened',
      file: file.name,
      rows: opened.length,
      cols: opened[0]?.length ?? 0,
      tiles: after.board.size,
    },
  });
}
