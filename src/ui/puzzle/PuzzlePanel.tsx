import { useId } from 'react';
import { parseLevel, writeLevel } from '../../games/puzzle/level';
import { useHexlab } from '../../store';
import { BUILT_IN_PUZZLES } from '../../games/puzzle/builtIn';
import { downloadText } from '../download';
import { useT } from '../i18n';
import { putDrawerAway } from '../shell/settingsSheet';
import { openPuzzleFile, usePuzzleText } from './puzzleText';
import { PuzzleCheck } from './PuzzleCheck';
import { HintButton } from './PuzzleHint';
import { PuzzleNew } from './PuzzleNew';
import { PuzzleTabs } from './edit/PuzzleTabs';

/** A file name from a puzzle's title: letters, digits and dashes. */
const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'puzzle'
  }.hexcells`;

/** The puzzle on the board, the built-in ones, and its text in and out (the community's v1 format). */
export function PuzzlePanel() {
  const id = useId();
  const problem = useHexlab((s) => s.puzzle.problem);
  const text = usePuzzleText((s) => s.text);
  const setText = usePuzzleText((s) => s.set);
  const a = useHexlab.getState();
  const t = useT('puzzle');
  const T = t.panel;
  return (
    <section className="panel-section pz-panel" aria-labelledby={`${id}-h`}>
      <PuzzleTabs />
      <h2 id={`${id}-h`}>{T.heading}</h2>
      <div className="button-row">
        <button type="button" onClick={a.puzzleRestart}>
          {T.restart}
        </button>
        <HintButton />
      </div>
      <PuzzleCheck />
      <PuzzleNew />
      <div className="field">
        <span className="field-label" id={`${id}-built`}>
          {T.builtIn}
        </span>
        <div className="button-row" role="group" aria-labelledby={`${id}-built`}>
          {BUILT_IN_PUZZLES.map((source, i) => {
            const read = parseLevel(source);
            if (!read.ok) return null;
            return (
              <button key={i} type="button" onClick={() => a.puzzleOpen(read.level)}>
                {t.builtInLevels[read.level.title]?.title ?? read.level.title}
              </button>
            );
          })}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{T.text}</label>
        <textarea
          id={`${id}-text`}
          className="editor-code pz-text"
          rows={6}
          spellCheck={false}
          wrap="off"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-err` : `${id}-help`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-help`} className="field-hint">
          {T.textHelp}
        </p>
      </div>
      {problem && (
        <p id={`${id}-err`} role="alert" className="editor-parse-error pz-problem">
          {t.problem(problem)}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="primary" onClick={() => a.puzzleOpenText(text) && putDrawerAway()}>
          {T.open}
        </button>
        <button
          type="button"
          onClick={() => {
            const out = writeLevel(useHexlab.getState().puzzle.level);
            setText(out);
            downloadText(out, fileName(useHexlab.getState().puzzle.level.title));
          }}
        >
          {T.export}
        </button>
        <label className="file-button">
          {T.openFile}
          <input
            type="file"
            accept=".hexcells,.txt,text/plain"
            className="sr-only"
            aria-describedby={`${id}-drop`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void openPuzzleFile(file).then((opened) => opened && putDrawerAway());
            }}
          />
        </label>
      </div>
      <p id={`${id}-drop`} className="field-hint">
        {T.dropHint}
      </p>
    </section>
  );
}
