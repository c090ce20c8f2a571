import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { PLAYABLE_MODES, showMode } from '../modes';

/** One click from the editor to a game on this board: the game's mode takes the board, the Editor keeps it too. */
export function PlayPanel() {
  const tiles = useHexlab((s) => s.board.size);
  const t = useT('editor').play;
  const f = useFormat();
  return (
    <section className="panel-section" aria-labelledby="editor-play-heading">
      <h2 id="editor-play-heading">{t.heading}</h2>
      <div className="button-row">
        {PLAYABLE_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={mode === 'minesweeper' ? 'primary' : undefined}
            onClick={() => showMode(mode, 'playBoard')}
          >
            {t[mode]}
          </button>
        ))}
      </div>
      <p className="field-hint" data-testid="editor-tile-count">
        {f.plural(tiles, t.tiles)}
      </p>
    </section>
  );
}
