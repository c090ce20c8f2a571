import { useEffect, useState } from 'react';
import { parseLevel, type Level } from '../../games/puzzle/level';
import { generatedDifficulty } from '../../games/puzzle/generatedTitle';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import { DailyPuzzleShare } from '../daily/DailyPuzzleShare';
import { useHexlab } from '../../store';
import { linkCodec } from '../../store/links/codec';
import { BUILT_IN_PUZZLES } from '../../games/puzzle/builtIn';
import { puzzleElapsed } from '../../store/slices/puzzleOpen';
import { freshSeed } from '../../store/freshSeed';
import { EndCard } from '../endCard/EndCard';
import { LinkField } from '../links/LinkField';
import { linkAddress } from '../links/address';
import { useFormat, useT } from '../i18n';
import { generatePuzzleInWorker } from '../workers/puzzleGenerate.client';
import { PuzzleChallengeEnd } from './PuzzleChallenge';

/** The built-in puzzle after this one (the first after the last, or after a puzzle that is not built in). */
function nextBuiltIn(level: Level): Level {
  const levels = BUILT_IN_PUZZLES.map((text) => parseLevel(text)).flatMap((r) => (r.ok ? [r.level] : []));
  const at = levels.findIndex((l) => l.title === level.title && l.author === level.author);
  return levels[(at + 1) % levels.length];
}

/**
 * The moment a puzzle is solved: a card over the board's foot (the board does not move or re-fit: every cell stays
 * where the player last saw it), with the time, the mistakes, Share (the link in a "Share link" field, as the page's
 * Share gives it), Next (a new puzzle of the same difficulty for a generated one or of a daily puzzle's
 * grade, else the next built-in), Play again and Close; a daily puzzle's "Share result" too (DailyPuzzleShare).
 */
export function PuzzleEndCard() {
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const play = useHexlab((s) => s.puzzle.play);
  const [closed, setClosed] = useState<object | null>(null);
  if (!solved || closed === play) return null;
  return <SolvedCard key={useHexlab.getState().puzzle.attempt} onClose={() => setClosed(play)} />;
}

function SolvedCard({ onClose }: { onClose(): void }) {
  const puzzle = useHexlab((s) => s.puzzle);
  const t = useT('puzzle');
  const T = t.solved;
  const f = useFormat();
  const [sharing, setSharing] = useState<string | null>(null);
  const [making, setMaking] = useState<{ cancel(): void } | null>(null);
  useEffect(() => () => making?.cancel(), [making]);
  // A daily puzzle's Next is a new puzzle of its grade.
  const difficulty = generatedDifficulty(puzzle.level) ?? dailyPuzzleOf(puzzle.level)?.grade ?? null;
  const next = difficulty ? null : nextBuiltIn(puzzle.level);
  const onNext = () => {
    const a = useHexlab.getState();
    if (next) return a.puzzleOpen(next);
    if (!difficulty || making) return;
    const run = generatePuzzleInWorker({ shape: 'hexagon', difficulty, seed: freshSeed() });
    setMaking(run);
    run.promise.then(
      (level) => level && useHexlab.getState().puzzleOpen(level),
      () => setMaking(null),
    );
  };
  const onShare = () => {
    if (sharing) return setSharing(null);
    void linkCodec.load().then(({ shareQuery }) => setSharing(linkAddress(shareQuery(useHexlab.getState()))));
  };
  const ms = puzzleElapsed(puzzle);
  return (
    <div className="pz-end">
      <EndCard
        result="won"
        title={T.title}
        celebrate
        onClose={onClose}
        actions={
          <>
            <button
              type="button"
              className="primary"
              onClick={onNext}
              disabled={making !== null}
              aria-busy={making !== null}
              aria-describedby="pz-next-what"
            >
              {T.next}
            </button>
            <button type="button" aria-expanded={sharing !== null} onClick={onShare}>
              {T.share}
            </button>
            <button type="button" onClick={useHexlab.getState().puzzleRestart}>
              {T.again}
            </button>
          </>
        }
      >
        <dl className="end-figures pz-end-figures">
          <div>
            <dt>{T.time}</dt>
            <dd data-testid="puzzle-final-time" data-ms={Math.round(ms)}>
              {f.duration(ms)}
            </dd>
          </div>
          <div>
            <dt>{T.mistakes}</dt>
            <dd data-testid="puzzle-solved" data-mistakes={puzzle.play.mistakes}>
              {puzzle.play.mistakes}
            </dd>
          </div>
        </dl>
        <p className="end-note">
          {T.text(puzzle.play.mistakes, f)}{' '}
          <span id="pz-next-what">
            {next ? T.nextBuiltIn(next.title) : T.nextGenerated(t.panel.difficulties[difficulty ?? 'easy'])}
          </span>
        </p>
        {sharing && <LinkField url={sharing} />}
        <DailyPuzzleShare />
        <PuzzleChallengeEnd mine={{ ms: Math.round(ms), mistakes: puzzle.play.mistakes }} />
      </EndCard>
    </div>
  );
}
