import { useMemo } from 'react';
import { SoundToggle } from '../sound/SoundToggle';
import { floorCount } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { dailyOf } from '../../store/dailyRuns';
import { presetOf } from '../../games/minesweeper/presets';
import type { FirstClickRule } from '../../games/minesweeper/state';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS, withMax } from '../../games/limits';
import { RecordsCard } from './RecordsCard';
import { usePointer } from '../board/usePointer';
import { useFormat, useT } from '../i18n';
import { minesweeperProblemText } from './minesweeperText';

// The records come with the panel (a part drawn after the first paint pushed the Board section below it down: a
// layout shift); their replay links load with the link codec, when a record is watched.

const FIRST_CLICK_RULES: readonly FirstClickRule[] = ['zero', 'safe'];

/** New game settings, no-guess mode, hints and the probability overlay. */
export function MinesweeperPanel() {
  const minesweeper = useHexlab((s) => s.minesweeper);
  const a = useHexlab.getState();
  const board = useHexlab((s) => s.board);
  const floor = useMemo(() => floorCount(board), [board]);
  const t = useT('minesweeper');
  const TEXT = t.panel;
  const f = useFormat();
  return (
    <>
      <section className="panel-section" aria-labelledby="ms-heading">
        <h2 id="ms-heading">{t.name}</h2>
        <p className="field-hint" data-testid="preset-summary">
          {dailyOf(minesweeper)
            ? `${TEXT.daily}: ${TEXT.dailySummary(minesweeper.game.config.mines, f)}`
            : `${TEXT.presets[minesweeper.preset]}: ${TEXT.presetSummary(presetOf(minesweeper.preset), f)}`}
        </p>
        {minesweeper.problem && (
          <p role="alert" className="field-error">
            {minesweeperProblemText(t, f, minesweeper.problem)}
          </p>
        )}
        <div className="button-row">
          <button type="button" onClick={a.minesweeperRestart}>
            {TEXT.restart}
          </button>
        </div>
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            checked={minesweeper.noGuess}
            onChange={(e) => a.minesweeperSetOptions({ noGuess: e.target.checked })}
          />
          {TEXT.noGuessing}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={minesweeper.marks}
            onChange={(e) => a.minesweeperSetOptions({ marks: e.target.checked })}
          />
          {TEXT.marks}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={minesweeper.allowUndo}
            onChange={(e) => a.minesweeperSetOptions({ allowUndo: e.target.checked })}
          />
          {TEXT.allowUndo}
        </label>
      </section>
      <section className="panel-section" aria-labelledby="help-heading">
        <h2 id="help-heading">{TEXT.help}</h2>
        <div className="button-row">
          <label className="check">
            <input
              type="checkbox"
              checked={minesweeper.showProbabilities}
              onChange={(e) => a.minesweeperShowProbabilities(e.target.checked)}
            />
            {TEXT.probabilities}
          </label>
          <SoundToggle />
        </div>
        {minesweeper.showProbabilities && <HoverProbability />}
      </section>
      <section className="panel-section" aria-labelledby="advanced-heading">
        <h2 id="advanced-heading">{TEXT.advanced}</h2>
        <div className="field-grid">
          <SelectField<FirstClickRule>
            label={TEXT.firstClick}
            value={minesweeper.firstClickRule}
            options={FIRST_CLICK_RULES.map((r) => ({ value: r, label: TEXT.firstClickOptions[r] }))}
            onChange={(rule) => a.minesweeperSetFirstClickRule(rule)}
          />
          <NumberField
            label={TEXT.mines}
            value={minesweeper.game.config.mines}
            limit={withMax(LIMITS.mines, floor)}
            onCommit={(mines) => a.minesweeperNewGame({ mines, seed: minesweeper.game.config.seed })}
          />
          <NumberField
            label={TEXT.density}
            value={floor > 0 ? Math.round((minesweeper.game.config.mines / floor) * 100) : 0}
            limit={LIMITS.density}
            onCommit={(pct) =>
              a.minesweeperNewGame({
                mines: Math.max(1, Math.round((pct / 100) * floor)),
                seed: minesweeper.game.config.seed,
              })
            }
          />
          <NumberField
            label={TEXT.seed}
            value={minesweeper.game.config.seed}
            limit={LIMITS.seed}
            onCommit={(seed) =>
              a.minesweeperNewGame({ seed, mines: minesweeper.game.config.mines, preset: minesweeper.preset })
            }
          />
          <NumberField
            label={TEXT.longPress}
            value={minesweeper.longPressMs}
            limit={LIMITS.longPressMs}
            step={50}
            onCommit={(longPressMs) => a.minesweeperSetOptions({ longPressMs })}
          />
        </div>
        <p className="field-hint">{TEXT.firstClickHint[minesweeper.firstClickRule]}</p>
      </section>
      <RecordsCard />
    </>
  );
}

/** The exact mine chance of the tile under the pointer, while the overlay is on. */
function HoverProbability() {
  const hover = usePointer((s) => s.hover);
  const p = useHexlab((s) => (hover >= 0 && s.minesweeper.probabilities ? s.minesweeper.probabilities[hover] : NaN));
  const t = useT('minesweeper').panel;
  const f = useFormat();
  return (
    <p data-testid="hover-probability" className="muted">
      {Number.isNaN(p) ? t.hoverNone : t.hover(p, f)}
    </p>
  );
}
