import { useMemo, useState } from 'react';
import { CODE_LANGUAGES, isEngineLanguage, labCode, type CodeLanguage } from '../../games/lab/code';
import { useHexlab } from '../../store';
import { SelectField } from '../shell/Field';
import { useExampleTile } from './useExampleTile';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

/** The Lab's live code: the board's layout and the selected tool as a runnable snippet, with a worked example. */
export function CodeCard() {
  const { orientation, parity } = useBoardLayout();
  const size = useHexlab((s) => s.hexSize);
  const board = useHexlab((s) => s.board);
  const { tool, radius, steps, selected, centres } = useHexlab((s) => s.lab);
  const [language, setLanguage] = useState<CodeLanguage>('javascript');
  const [message, setMessage] = useState<'copied' | 'refused' | null>(null);
  const WORDS = useT('lab').code;
  const { tile, source, point } = useExampleTile(board);
  const px = point ? Math.round(point.x * 10) : null;
  const py = point ? Math.round(point.y * 10) : null;
  const code = useMemo(
    () =>
      labCode({ orientation, parity, size }, language, tool, WORDS.comments, {
        board,
        radius,
        steps,
        tile,
        source,
        selected: selected < board.size ? selected : -1,
        centres: centres.filter((c) => c < board.size),
        point: px === null || py === null ? null : { x: px / 10, y: py / 10 },
      }),
    [orientation, parity, size, language, tool, WORDS, board, radius, steps, tile, source, selected, centres, px, py],
  );
  const copy = async (pre: HTMLElement | null) => {
    try {
      await navigator.clipboard.writeText(code);
      setMessage('copied');
    } catch {
      if (pre) window.getSelection()?.selectAllChildren(pre);
      setMessage('refused');
    }
  };
  return (
    <section className="panel-section lab-code" aria-labelledby="code-heading">
      <details open>
        <summary>
          <h2 id="code-heading">{WORDS.heading}</h2>
        </summary>
        <div className="code-layout">
          <div className="code-side">
            <p className="lab-note">{isEngineLanguage(language) ? WORDS.introEngine : WORDS.intro}</p>
            <div className="code-bar">
              <SelectField<CodeLanguage>
                label={WORDS.language}
                value={language}
                options={CODE_LANGUAGES}
                onChange={(v) => setLanguage(v)}
              />
              <button
                type="button"
                onClick={(e) => void copy(e.currentTarget.closest('section')?.querySelector('pre') ?? null)}
              >
                {WORDS.copy}
              </button>
              <span className="lab-note" role="status">
                {message ? WORDS[message] : ''}
              </span>
            </div>
          </div>
          <pre className="code-block" data-testid="code" data-language={language} tabIndex={0} aria-label={WORDS.block}>
            <code>{code}</code>
          </pre>
        </div>
      </details>
    </section>
  );
}
