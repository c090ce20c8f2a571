import type { PlayerKind, RuleSet } from '../../games/proximity';
import { SoundToggle } from '../sound/SoundToggle';
import { useHexlab } from '../../store';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { colourOf } from './players';
import { useT } from '../i18n';
import { putDrawerAway } from '../shell/settingsSheet';
import { FriendGames } from './friend/FriendGames';
import { startFriendGame } from './friend/friendPlay';

/** "Play a friend": a game by links on this board; on a phone the sheet gives the board back at once. */
const playFriend = () => {
  putDrawerAway();
  void startFriendGame();
};

const KINDS: readonly PlayerKind[] = ['human', 'easy', 'hard'];
const RULES: readonly RuleSet[] = ['classic', 'p2'];
const COUNT_OPTIONS = ['2', '3', '4'].map((value) => ({ value, label: value }));

/** Seats, rule set and seed; changing the rules, the seat count or the seed starts a new game. */
export function ProximityPanel() {
  const config = useHexlab((s) => s.proximity.config);
  // A game by links has no seats to hand to the computer and no seed: its draws come from the players' secrets.
  const byLinks = useHexlab((s) => s.proximity.friend !== null);
  const a = useHexlab.getState();
  const t = useT('proximity');
  const T = t.panel;
  return (
    <section className="panel-section" aria-labelledby="px-heading">
      <h2 id="px-heading">{t.name}</h2>
      <div className="field-grid">
        <SelectField
          label={T.players}
          value={String(config.players.length)}
          options={COUNT_OPTIONS}
          onChange={(n) => a.proximitySetPlayerCount(Number(n))}
        />
        <SelectField<RuleSet>
          label={T.rules}
          value={config.rules}
          options={RULES.map((value) => ({ value, label: T.ruleNames[value] }))}
          onChange={(rules) => a.proximityNewGame({ rules, seed: config.seed })}
        />
        {!byLinks &&
          config.players.map((kind, i) => (
            <div key={i} className={`px-seat px-p${i + 1}`}>
              <SelectField<PlayerKind>
                label={T.player(i + 1, colourOf(t, i + 1))}
                value={kind}
                options={KINDS.map((value) => ({ value, label: t.kinds[value] }))}
                onChange={(k) => a.proximitySetSeat(i, k)}
              />
            </div>
          ))}
        {!byLinks && (
          <NumberField
            label={T.seed}
            value={config.seed}
            limit={LIMITS.seed}
            onCommit={(seed) => a.proximityNewGame({ seed })}
          />
        )}
      </div>
      <p className="px-rules muted">
        {T.ruleText[config.rules]} {T.boardFull}
      </p>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => a.proximityNewGame()}>
          {T.newGame}
        </button>
        {!byLinks && (
          <button type="button" onClick={a.proximityRestart}>
            {T.restart}
          </button>
        )}
      </div>
      <div className="px-friend-start">
        <button type="button" className="primary" onClick={playFriend} aria-describedby="px-friend-note">
          {t.friend.play}
        </button>
        <p id="px-friend-note" className="muted">
          {t.friend.playNote}
        </p>
      </div>
      <FriendGames />
      <SoundToggle />
    </section>
  );
}
