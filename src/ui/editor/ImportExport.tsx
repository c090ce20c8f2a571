import { useId, useState } from 'react';
import { useHexlab } from '../../store';
import { formatLevelText, parseLevelText, type LevelTextError } from '../../games/editor';
import { openBoard } from '../share/urlHistory';
import { downloadText } from '../download';
import { useFormat, useT } from '../i18n';

/** Paste or open levelData (the tutorials' JavaScript array, or JSON); show and copy the board's own. */
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
    const level = parsed.level;
    // The board changes once the link codec is in (openBoard writes the tab's history around it): the count said
    // below is of the imported board, not of the one before it.
    await openBoard(() => useHexlab.getState().edImport(level));
    const tiles = useHexlab.getState().board.size;
    setDone({ rows: level.length, cols: level[0]?.length ?? 0, tiles, from });
  };

  return (
    <section className="panel-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.heading}</h2>
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
        <label className="file-button">
          {t.open}
          <input
            type="file"
            accept=".txt,.js,.json,text/plain,application/json"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const content = await file.text();
              setText(content);
              await importText(content, file.name);
            }}
          />
        </label>
      </div>
      {error && <ParseError id={`${id}-err`} error={error} />}
      {done && !error && (
        <p role="status" className="field-hint">
          {t.imported(done.rows, done.cols, done.tiles, done.from ?? t.pasted)}
        </p>
      )}
      <div className="button-row editor-export-row">
        <button type="button" aria-expanded={exporting} onClick={() => setExporting((v) => !v)}>
          {t.export}
        </button>
      </div>
      {exporting && <ExportView />}
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

function ExportView() {
  const id = useId();
  const level = useHexlab((s) => s.level);
  const [style, setStyle] = useState<'js' | 'json'>('js');
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const text = formatLevelText(level, style);
  const t = useT('editor').io;
  return (
    <div className="editor-export">
      <div className="button-row" role="radiogroup" aria-label={t.format}>
        <button type="button" role="radio" aria-checked={style === 'js'} onClick={() => setStyle('js')}>
          JavaScript
        </button>
        <button type="button" role="radio" aria-checked={style === 'json'} onClick={() => setStyle('json')}>
          JSON
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-out`}>{t.output}</label>
        <textarea id={`${id}-out`} className="editor-code" rows={6} readOnly value={text} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="button-row">
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
        <button type="button" onClick={() => downloadText(text, style === 'js' ? 'levelData.js' : 'levelData.json')}>
          {t.download}
        </button>
      </div>
      {copied && (
        <p role="status" className="field-hint">
          {t[copied]}
        </p>
      )}
    </div>
  );
}
