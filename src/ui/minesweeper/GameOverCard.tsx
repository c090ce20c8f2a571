import { useState } from 'react';
import { useHexlab, type AppState } from '../../store';
import { shareQuery } from '../../store/links/toLink/toLink';
import { EndCard } from '../endCard/EndCard';
import { useMinesweeperFigures } from './format';
import { useFormat, useT } from '../i18n';
import { LinkField } from '../links/LinkField';
import { linkAddress } from '../links/address';
import { currentRecordKey } from '../../store/slices/statsKeeping';
import { useTouchOnly } from '../shell/touch';
import { ChallengeSection } from './challenge/ChallengeParts';

/** The end of a game: a card over the board with the result and its figures. Closing it shows the board. */
export function GameOverCard() {
  const status = useHexlab((s) => s.minesweeper.game.status);
  const result = useHexlab((s) => s.minesweeperResult);
  const closed = useHexlab((s) => s.minesweeper.cardClosed || s.minesweeper.replay !== null);
  const assisted = useHexlab((s) => s.minesweeper.session.assisted);
  const canUndo = useHexlab(
    (s) => s.minesweeper.allowUndo && s.minesweeper.game.status === 'lost' && s.minesweeper.before !== null,
  );
  if ((status !== 'won' && status !== 'lost') || !result || closed) return null;
  // A new result is a new card: the share field of the last one does not carry over.
  return (
    <OverCard
      key={`${result.figures.result}-${result.figures.ms}-${result.figures.clicks.left}`}
      result={result}
      assisted={assisted}
      canUndo={canUndo}
    />
  );
}

function OverCard({
  result,
  assisted,
  canUndo,
}: {
  result: NonNullable<AppState['minesweeperResult']>;
  assisted: boolean;
  canUndo: boolean;
}) {
  const [sharing, setSharing] = useState<string | null>(null);
  const t = useT('minesweeper');
  const TEXT = t.over;
  const { seconds, figure } = useMinesweeperFigures();
  const a = useHexlab.getState();
  const f = result.figures;
  const touchOnly = useTouchOnly();
  const fmt = useFormat();
  const best = useHexlab((s) => s.minesweeperRecords.boards[currentRecordKey(s)]?.times[0]?.ms ?? null);
  const note = result.newRecord
    ? null
    : assisted
      ? TEXT.assisted
      : !result.counted && f.result === 'won'
        ? TEXT.notCounted
        : null;
  const actions = (
    <>
      <button type="button" className="primary" onClick={() => a.minesweeperNewGame()}>
        {t.panel.newGame}
      </button>
      <button type="button" onClick={a.minesweeperRestart}>
        {t.panel.restart}
      </button>
      <button
        type="button"
        aria-expanded={sharing !== null}
        onClick={() => setSharing(sharing ? null : linkAddress(shareQuery(useHexlab.getState())))}
      >
        {TEXT.share}
      </button>
      <button type="button" onClick={a.minesweeperWatchReplay}>
        {TEXT.replay}
      </button>
      {canUndo && (
        <button type="button" onClick={a.minesweeperUndoLoss}>
          {TEXT.undo}
        </button>
      )}
    </>
  );
  const badge = result.newRecord && (
    <span className="end-badge" data-testid="new-record">
      {TEXT.newRecord}
    </span>
  );
  return (
    <EndCard
      result={f.result}
      title={f.result === 'won' ? TEXT.won : TEXT.lost}
      badge={badge}
      actions={actions}
      onClose={a.minesweeperCloseCard}
      celebrate={f.result === 'won'}
    >
      <p className="ms-over-time">
        <span className="end-label">{TEXT.time}</span>
        <span data-testid="final-time" data-ms={f.ms}>
          {seconds(f.ms)}
        </span>
      </p>
      <dl className="end-figures">
        <div>
          <dt>{TEXT.bv3}</dt>
          <dd data-testid="final-3bv" data-solved={f.bv3.solved} data-total={f.bv3.total}>
            {f.bv3.solved} / {f.bv3.total}
          </dd>
        </div>
        <div>
          <dt>{TEXT.bv3s}</dt>
          <dd data-testid="final-3bvs" data-value={f.bv3PerSecond}>
            {figure(f.bv3PerSecond)}
          </dd>
        </div>
        <div>
          <dt>{TEXT.ioe}</dt>
          <dd data-testid="final-ioe" data-value={f.ioe}>
            {figure(f.ioe)}
          </dd>
        </div>
        <div className="ms-over-clicks">
          <dt>{TEXT.clicks}</dt>
          <dd
            data-testid="final-clicks"
            data-left={f.clicks.left}
            data-right={f.clicks.right}
            data-chord={f.clicks.chord}
            data-wasted={f.clicks.wasted}
          >
            {touchOnly
              ? TEXT.tapParts(f.clicks.left, f.clicks.right, f.clicks.chord, fmt)
              : TEXT.clickParts(f.clicks.left, f.clicks.right, f.clicks.chord)}
            {f.clicks.wasted > 0 && <span className="ms-over-wasted"> ({TEXT.wasted(f.clicks.wasted)})</span>}
          </dd>
        </div>
      </dl>
      {f.result === 'won' && !result.newRecord && best !== null && (
        <p className="end-note" data-testid="best-here">
          {TEXT.best(seconds(best))}
        </p>
      )}
      {note && <p className="end-note">{note}</p>}
      {f.result === 'lost' && <LossNote />}
      {sharing && <LinkField url={sharing} note={TEXT.shareNote} />}
      <ChallengeSection won={f.result === 'won'} ms={f.ms} />
    </EndCard>
  );
}

/** After a loss: was the fatal click a forced guess, or were there tiles that could be proven safe (ringed on the board)? */
function LossNote() {
  const loss = useHexlab((s) => s.minesweeper.loss);
  const t = useT('minesweeper').loss;
  const f = useFormat();
  if (!loss) return null;
  return (
    <p className="end-note ms-loss" data-testid="loss-analysis">
      {loss.forcedGuess ? t.forced : t.avoidable(loss.safeTiles.length, f)}
    </p>
  );
}
