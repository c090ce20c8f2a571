import { useEffect, useState } from 'react';
import { useHexlab } from '../../store';
import { REPLAY_SPEEDS } from '../../store/slices/minesweeperReplay';
import { replayQuery } from '../../store/links/toLink/toLink';
import { useMinesweeperFigures } from './format';
import { useT } from '../i18n';
import { LinkField } from '../links/LinkField';
import { linkAddress } from '../links/address';

/** The longest pause between two moves while playing, so a long think does not stall the replay. */
const MAX_GAP_MS = 3000;

/** Watching a game again: play, pause, step and speed, the moves' times, and a link to the replay. */
export function ReplayBar() {
  const view = useHexlab((s) => s.minesweeper.replay);
  const [link, setLink] = useState<string | null>(null);
  const TEXT = useT('minesweeper').replay;
  const { seconds } = useMinesweeperFigures();
  const a = useHexlab.getState();
  const playing = view?.playing ?? false;
  const step = view?.step ?? 0;
  const speed = view?.speed ?? 1;
  useEffect(() => {
    if (!playing || !view) return;
    const { actions } = view.data;
    const gap = step === 0 ? 300 : actions[step].t - actions[step - 1].t;
    const timer = window.setTimeout(
      () => useHexlab.getState().minesweeperReplayStep(),
      Math.min(MAX_GAP_MS, Math.max(0, gap)) / speed,
    );
    return () => window.clearTimeout(timer);
  }, [playing, step, speed, view]);
  if (!view) return null;
  const steps = view.data.actions.length;
  const t = step > 0 ? view.data.actions[step - 1].t : 0;
  return (
    <section className="ms-replay" data-testid="replay" data-step={step} data-steps={steps} aria-label={TEXT.title}>
      <div className="ms-replay-row">
        <strong className="ms-replay-title">{TEXT.title}</strong>
        <span className="ms-replay-pos" aria-live="off">
          {TEXT.position(step, steps)} · {seconds(t)}
        </span>
        <input
          type="range"
          className="ms-replay-seek"
          min={0}
          max={steps}
          value={step}
          aria-label={TEXT.position(step, steps)}
          onChange={(e) => a.minesweeperReplaySeek(Number(e.target.value))}
        />
      </div>
      <div className="ms-replay-row">
        {playing ? (
          <button type="button" className="primary" onClick={a.minesweeperReplayPause}>
            {TEXT.pause}
          </button>
        ) : (
          <button type="button" className="primary" onClick={a.minesweeperReplayPlay}>
            {TEXT.play}
          </button>
        )}
        <button type="button" onClick={a.minesweeperReplayStep} disabled={step >= steps}>
          {TEXT.step}
        </button>
        <button type="button" onClick={() => a.minesweeperReplaySeek(0)} disabled={step === 0}>
          {TEXT.restart}
        </button>
        <label className="ms-replay-speed">
          {TEXT.speed}
          <select value={speed} onChange={(e) => a.minesweeperReplaySpeed(Number(e.target.value))}>
            {REPLAY_SPEEDS.map((x) => (
              <option key={x} value={x}>
                {`${x}x`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-expanded={link !== null}
          onClick={() => setLink(link ? null : linkAddress(replayQuery(useHexlab.getState(), view.data)))}
        >
          {TEXT.share}
        </button>
        <button type="button" className="ghost" onClick={a.minesweeperCloseReplay}>
          {TEXT.close}
        </button>
      </div>
      {link && <LinkField url={link} note={TEXT.shareNote} />}
    </section>
  );
}
