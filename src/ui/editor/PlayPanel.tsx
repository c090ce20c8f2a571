import { useHexlab, type Mode } from '../../store';

const PLAY: readonly { mode: Mode; label: string }[] = [
  { mode: 'minesweeper', label: 'Play Minesweeper' },
  { mode: 'hero', label: 'Play Hero' },
  { mode: 'proximity', label: 'Play Proximity' },
];

/** One click from the editor to a game on this board: every mode shares the one board. */
export function PlayPanel() {
  const setMode = useHexlab((s) => s.setMode);
  const tiles = useHexlab((s) => s.board.size);
  return (
    <section className="panel-section" aria-labelledby="editor-play-heading">
      <h2 id="editor-play-heading">Play this board</h2>
      <div className="button-row">
        {PLAY.map((p) => (
          <button key={p.mode} type="button" className={p.mode === 'minesweeper' ? 'primary' : undefined} onClick={() => setMode(p.mode)}>
            {p.label}
          </button>
        ))}
      </div>
      <p className="field-hint" data-testid="editor-tile-count">
        {tiles} {tiles === 1 ? 'tile' : 'tiles'}
      </p>
    </section>
  );
}
