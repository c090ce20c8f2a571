import type { PlayerKind, RuleSet } from '../../games/proximity';
import { SoundToggle } from '../sound/SoundToggle';
import { useHexlab } from '../../store';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { KIND_LABELS, PLAYER_COLOURS } from './players';

const KIND_OPTIONS = (Object.keys(KIND_LABELS) as PlayerKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));
const RULE_OPTIONS: { value: RuleSet; label: string }[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'p2', label: 'Proximity 2' },
];
const COUNT_OPTIONS = ['2', '3', '4'].map((value) => ({ value, label: value }));
const RULE_TEXT: Record<RuleSet, string> = {
  classic: 'Place the tile you are dealt on any empty tile. Your neighbours gain +1; weaker enemy neighbours become yours.',
  p2: 'Choose one of your five tiles. Your neighbours gain +2; weaker enemies become yours; stronger or equal enemies lose 2.',
};

/** Seats, rule set and seed; changing the rules, the seat count or the seed starts a new game. */
export function ProximityPanel() {
  const config = useHexlab((s) => s.proximity.config);
  const a = useHexlab.getState();
  return (
    <section className="panel-section" aria-labelledby="px-heading">
      <h2 id="px-heading">Proximity</h2>
      <div className="field-grid">
        <SelectField label="Players" value={String(config.players.length)} options={COUNT_OPTIONS} onChange={(n) => a.proxSetPlayerCount(Number(n))} />
        <SelectField<RuleSet> label="Rules" value={config.rules} options={RULE_OPTIONS} onChange={(rules) => a.proxNewGame({ rules, seed: config.seed })} />
        {config.players.map((kind, i) => (
          <div key={i} className={`px-seat px-p${i + 1}`}>
            <SelectField<PlayerKind> label={`Player ${i + 1} (${PLAYER_COLOURS[i]})`} value={kind} options={KIND_OPTIONS} onChange={(k) => a.proxSetSeat(i, k)} />
          </div>
        ))}
        <NumberField label="Seed" value={config.seed} limit={LIMITS.seed} onCommit={(seed) => a.proxNewGame({ seed })} />
      </div>
      <p className="px-rules muted">{RULE_TEXT[config.rules]} The board full, the highest total strength wins.</p>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => a.proxNewGame()}>
          New game
        </button>
        <button type="button" onClick={a.proxRestart}>
          Restart
        </button>
      </div>
      <SoundToggle />
    </section>
  );
}
