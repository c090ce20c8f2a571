import { useId } from 'react';
import { useHexlab } from '../../store';
import { dailyOf } from '../../store/dailyRuns';
import { PRESETS, type PresetId } from '../../games/minesweeper/presets';
import { FlagModeToggle } from './flagMode';
import { turnIfBigger } from '../shell/firstGame';
import { isTouchOnly } from '../shell/touch';
import { useT } from '../i18n';

const DAILY = 'daily';

/**
 * What a game needs at hand, one tap away on every screen and never over the board: the difficulty, New game, Hint
 * and (touch only) Flag mode. What is set once (mines, seed, the first-click rule, long press) stays in the sheet.
 */
export function GameControls() {
  const preset = useHexlab((s) => s.minesweeper.preset);
  // The daily's board and mines are the day's own: the menu says so (picking a difficulty leaves the daily).
  const daily = useHexlab((s) => dailyOf(s.minesweeper) !== undefined);
  const a = useHexlab.getState();
  const t = useT('minesweeper');
  const TEXT = t.panel;
  const id = useId();
  // On a touch screen a square preset is turned where that shows its tiles bigger (a phone held upright), as "Turn to
  // fit" would: the frame is measured as it is.
  const pick = (p: PresetId) => {
    a.minesweeperSelectPreset(p);
    if (!isTouchOnly()) return;
    const frame = document.querySelector('[data-testid="board-frame"]')?.getBoundingClientRect();
    if (frame) turnIfBigger(useHexlab, frame);
  };
  return (
    <div className="ms-controls" role="group" aria-label={TEXT.controls}>
      <label htmlFor={id} className="sr-only">
        {TEXT.difficulty}
      </label>
      <select
        id={id}
        className="ms-difficulty"
        value={daily ? DAILY : preset}
        onChange={(e) => e.target.value !== DAILY && pick(e.target.value as PresetId)}
      >
        {daily && (
          <option value={DAILY} disabled>
            {TEXT.daily}
          </option>
        )}
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id}>
            {TEXT.presets[p.id]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="primary"
        onClick={() =>
          a.minesweeperNewGame({
            mines:
              useHexlab.getState().minesweeper.preset === 'custom'
                ? useHexlab.getState().minesweeper.game.config.mines
                : undefined,
          })
        }
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="control-icon">
          <path d="M16 10a6 6 0 1 1-2-4.5M16 3v4h-4" />
        </svg>
        {TEXT.newGame}
      </button>
      <button type="button" onClick={a.minesweeperHint}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="control-icon">
          <path d="M7 14h6M8 17h4M10 2a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Z" />
        </svg>
        {TEXT.hint}
      </button>
      <FlagModeToggle />
    </div>
  );
}
