import { useMemo } from 'react';
import { SoundToggle } from '../sound/SoundToggle';
import { floorCount } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { PRESETS, presetOf, presetSummary, type PresetId } from '../../games/minesweeper/presets';
import type { FirstClickRule } from '../../games/minesweeper/state';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS, withMax } from '../../games/limits';
import { lazyPart } from '../lazyPart';
import { usePointer } from '../board/usePointer';

// The records (and their replay links) load with the panel's first showing, not with the first screen.
const RecordsCard = lazyPart(() => import('./RecordsCard').then((m) => m.RecordsCard));

const FIRST_CLICK_OPTIONS: readonly { value: FirstClickRule; label: string }[] = [
  { value: 'zero', label: 'Opens a zero' },
  { value: 'safe', label: 'Safe' },
];
const TEXT = {
  firstClickHint: { zero: 'The first click and its neighbours never hold a mine.', safe: 'Only the first click itself is never a mine.' },
  allowUndo: 'Practice: undo a losing click',
};

/** New game settings, no-guess mode, hints and the probability overlay. */
export function MinesPanel() {
  const ms = useHexlab((s) => s.ms);
  const a = useHexlab.getState();
  const board = useHexlab((s) => s.board);
  const floor = useMemo(() => floorCount(board), [board]);
  return (
    <>
      <section className="panel-section" aria-labelledby="ms-heading">
        <h2 id="ms-heading">Minesweeper</h2>
        <div className="field-grid">
          <SelectField<PresetId>
            label="Difficulty"
            value={ms.preset}
            options={PRESETS.map((p) => ({ value: p.id, label: p.label }))}
            onChange={(preset) => a.msSelectPreset(preset)}
          />
          <SelectField<FirstClickRule> label="First click" value={ms.firstClickRule} options={FIRST_CLICK_OPTIONS} onChange={(rule) => a.msSetFirstClickRule(rule)} />
          <NumberField label="Mines" value={ms.game.config.mines} limit={withMax(LIMITS.mines, floor)} onCommit={(mines) => a.msNewGame({ mines, seed: ms.game.config.seed })} />
          <NumberField
            label="Density (%)"
            value={floor > 0 ? Math.round((ms.game.config.mines / floor) * 100) : 0}
            limit={LIMITS.density}
            onCommit={(pct) => a.msNewGame({ mines: Math.max(1, Math.round((pct / 100) * floor)), seed: ms.game.config.seed })}
          />
          <NumberField label="Seed" value={ms.game.config.seed} limit={LIMITS.seed} onCommit={(seed) => a.msNewGame({ seed, mines: ms.game.config.mines, preset: ms.preset })} />
          <NumberField label="Long press (ms)" value={ms.longPressMs} limit={LIMITS.longPressMs} step={50} onCommit={(longPressMs) => a.msSetOptions({ longPressMs })} />
        </div>
        <p className="field-hint" data-testid="preset-summary">
          {presetSummary(presetOf(ms.preset))} {TEXT.firstClickHint[ms.firstClickRule]}
        </p>
        {ms.problem && (
          <p role="alert" className="field-error">
            {ms.problem}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="primary" onClick={() => a.msNewGame({ mines: ms.preset === 'custom' ? ms.game.config.mines : undefined })}>
            New game
          </button>
          <button type="button" onClick={a.msRestart}>
            Restart
          </button>
        </div>
        <label className="check">
          <input type="checkbox" role="switch" checked={ms.noGuess} onChange={(e) => a.msSetOptions({ noGuess: e.target.checked })} />
          No guessing
        </label>
        <label className="check">
          <input type="checkbox" checked={ms.marks} onChange={(e) => a.msSetOptions({ marks: e.target.checked })} />
          Allow ? marks
        </label>
        <label className="check">
          <input type="checkbox" checked={ms.allowUndo} onChange={(e) => a.msSetOptions({ allowUndo: e.target.checked })} />
          {TEXT.allowUndo}
        </label>
      </section>
      <section className="panel-section" aria-labelledby="help-heading">
        <h2 id="help-heading">Help</h2>
        <div className="button-row">
          <button type="button" onClick={a.msHint}>
            Hint
          </button>
          <label className="check">
            <input type="checkbox" checked={ms.showProbabilities} onChange={(e) => a.msShowProbabilities(e.target.checked)} />
            Mine probabilities
          </label>
          <SoundToggle />
        </div>
        <p data-testid="hint-text" className="hint-text" aria-live="polite">
          {ms.hintText ?? ''}
        </p>
        {ms.showProbabilities && <HoverProbability />}
        {ms.loss && <LossNote />}
      </section>
      <RecordsCard />
    </>
  );
}

/** The exact mine chance of the tile under the pointer, while the overlay is on. */
function HoverProbability() {
  const hover = usePointer((s) => s.hover);
  const p = useHexlab((s) => (hover >= 0 && s.ms.probabilities ? s.ms.probabilities[hover] : NaN));
  const board = useHexlab((s) => s.board);
  return (
    <p data-testid="hover-probability" className="muted">
      {Number.isNaN(p) ? 'Point at a hidden tile to see its chance of a mine.' : `Row ${board.row[hover]}, column ${board.col[hover]}: ${(p * 100).toFixed(1)}% chance of a mine.`}
    </p>
  );
}

function LossNote() {
  const loss = useHexlab((s) => s.ms.loss);
  const board = useHexlab((s) => s.board);
  if (!loss) return null;
  const where = (id: number) => `row ${board.row[id]}, column ${board.col[id]}`;
  return (
    <p data-testid="loss-analysis">
      {loss.forcedGuess
        ? 'That click was a forced guess: no tile could be proven safe.'
        : `That was avoidable: ${loss.safeTiles.length} tile${loss.safeTiles.length === 1 ? ' was' : 's were'} provably safe${loss.safeTiles.length ? `, for example ${where(loss.safeTiles[0])}` : ''}.`}
    </p>
  );
}
