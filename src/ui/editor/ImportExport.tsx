import { useId, useState } from 'react';
import { useHexlab } from '../../store';
import { formatLevelText, parseLevelText, type LevelTextError } from '../../games/editor';
import { openBoard } from '../links/urlHistory';
import { downloadBytes, downloadText } from '../download';
import { useFormat, useT } from '../i18n';
import { openBoardFile } from './openFile';
import { useBoardLayout } from '../board/boardLayout';

/** Paste levelData or open a file (levelData, a Tiled map, a Godot scene); export the board in any of those formats. */
export function ImportExport() {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<(LevelTextError & { source: string }) | null>(null);
  const [done, setDone] = useState<{ rows: number; cols: number; tiles: number; from: string | null } | null>(null);
  const [exporting, setExporting] = useState(false);
  const t = useT('editor').io;

  const importText = async (source: string, from: string | null) => {
    const parsed = parseLevelText(source);
    if (!parsed.ok) {
      setDone(null);
      return setError({ ...parsed.error, source });
    }
    setError(null);
    const { level, layout } = parsed;
    // The board changes once the link codec is in (openBoard writes the tab's history around it): the count said
    // below is of the imported board, not of the one before it.
    await openBoard(() => useHexlab.getState().editorImport(level, layout));
    const tiles = useHexlab.getState().board.size;
    setDone({ rows: level.length, cols: level[0]?.length ?? 0, tiles, from });
  };

  return (
    <section className="panel-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.heading}</h2>
      {/* A file in or out first: on a laptop's screen these stay in sight under the Draw and Play sections. */}
      <div className="button-row editor-export-row">
        <label className="file-button">
          {t.open}
          <input
            type="file"
            accept=".txt,.js,.json,.tmx,.tmj,.tscn,.zip,text/plain,application/json"
            className="sr-only"
            aria-describedby={`${id}-open-hint`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setError(null);
              setDone(null);
              await openBoardFile(file);
            }}
          />
        </label>
        <button type="button" aria-expanded={exporting} onClick={() => setExporting((v) => !v)}>
          {t.export}
        </button>
      </div>
      <p id={`${id}-open-hint`} className="field-hint">
        {t.openHint}
      </p>
      {exporting && <ExportView />}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t.input}</label>
        <textarea
          id={`${id}-text`}
          className="editor-code"
          rows={5}
          spellCheck={false}
          placeholder="[[-1,0,0,-1],[0,1,0,0],...]"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="button-row">
        <button type="button" onClick={() => void importText(text, null)}>
          {t.import}
        </button>
      </div>
      {error && <ParseError id={`${id}-err`} error={error} />}
      {done && !error && (
        <p role="status" className="field-hint">
          {t.imported(done.rows, done.cols, done.tiles, done.from ?? t.pasted)}
        </p>
      )}
    </section>
  );
}

/** Where the text is broken: line, column, what was expected, and the line itself with a marker. */
function ParseError({ id, error }: { id: string; error: LevelTextError & { source: string } }) {
  const line = error.source.split(/\r\n|\r|\n/)[error.line - 1] ?? '';
  const start = Math.max(0, error.column - 31);
  const shown = line.slice(start, start + 60);
  const t = useT('editor').io;
  const f = useFormat();
  return (
    <div id={id} role="alert" className="editor-parse-error">
      <p>
        {t.importError(error, f)} {t.unchanged}
      </p>
      {shown && (
        <pre aria-hidden="true">
          {shown}
          {'\n'}
          {' '.repeat(Math.max(0, error.column - 1 - start))}^
        </pre>
      )}
    </div>
  );
}

type ExportFormat = 'js' | 'json' | 'tmx' | 'tmj' | 'tscn';
const FORMATS: readonly ExportFormat[] = ['js', 'json', 'tmx', 'tmj', 'tscn'];

/** The board out: levelData (shown, to copy) with its layout, or a Tiled map or Godot scene zipped with its tile image. */
function ExportView() {
  const id = useId();
  const level = useHexlab((s) => s.board.level);
  const { orientation, parity } = useBoardLayout();
  const [format, setFormat] = useState<ExportFormat>('js');
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT('editor').io;
  const isText = format === 'js' || format === 'json';
  const text = isText ? formatLevelText(level, format, { orientation, parity }) : '';
  const download = async () => {
    setFailed(null);
    if (isText) return downloadText(text, format === 'js' ? 'levelData.js' : 'levelData.json');
    try {
      const { mapZip } = await import('../../games/maps');
      const s = useHexlab.getState();
      const zip = mapZip(format, {
        level: s.board.level,
        orientation: s.board.orientation,
        parity: s.board.parity,
        hexSize: s.hexSize,
      });
      downloadBytes(zip.bytes, zip.name, 'application/zip');
    } catch (e) {
      setFailed(e instanceof Error ? e.message : '');
    }
  };
  return (
    <div className="editor-export">
      <div className="field">
        <label htmlFor={`${id}-format`}>{t.format}</label>
        <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {t.formats[f]}
            </option>
          ))}
        </select>
      </div>
      {isText ? (
        <div className="field">
          <label htmlFor={`${id}-out`}>{t.output}</label>
          <textarea
            id={`${id}-out`}
            className="editor-code"
            rows={6}
            readOnly
            value={text}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : (
        <p className="field-hint">{t.zipHint}</p>
      )}
      <div className="button-row">
        {isText && (
          <button
            type="button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(text);
                setCopied('copied');
              } catch {
                (document.getElementById(`${id}-out`) as HTMLTextAreaElement | null)?.select();
                setCopied('refused');
              }
            }}
          >
            {t.copy}
          </button>
        )}
        <button type="button" onClick={() => void download()}>
          {t.download}
        </button>
      </div>
      {copied && isText && (
        <p role="status" className="field-hint">
          {t[copied]}
        </p>
      )}
      {failed !== null && <p role="alert">{t.exportFailed(failed)}</p>}
    </div>
  );
}
