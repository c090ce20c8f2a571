// Playing a Hexcells-style puzzle: the player marks hidden cells blue or black. A right mark reveals the cell (and
// its clue); a wrong one shows nothing and counts a mistake. Pure: every action returns the next state.

/** What play needs of a level's cell: its colour in the solution and whether it starts shown. */
export interface PlayCell {
  readonly color: 'blue' | 'black';
  readonly shown: boolean;
}

export interface PuzzlePlay {
  /** 1 where the cell is shown (from the start or marked right), 0 where it is still hidden; one entry a cell */
  readonly revealed: Uint8Array;
  /** wrong marks so far */
  readonly mistakes: number;
  /** blue cells still hidden */
  readonly remaining: number;
  /** every cell shown */
  readonly solved: boolean;
}

function summed(revealed: Uint8Array, cells: readonly PlayCell[], mistakes: number): PuzzlePlay {
  let remaining = 0;
  let hidden = 0;
  cells.forEach((c, i) => {
    if (revealed[i]) return;
    hidden++;
    if (c.color === 'blue') remaining++;
  });
  return { revealed, mistakes, remaining, solved: hidden === 0 };
}

/** A puzzle as it starts: the cells the level shows, nothing else, no mistakes. */
export function startPlay(cells: readonly PlayCell[]): PuzzlePlay {
  return summed(
    Uint8Array.from(cells, (c) => (c.shown ? 1 : 0)),
    cells,
    0,
  );
}

/**
 * Mark hidden cell `cell` as `color`. A right mark reveals it; once no blue cell is left hidden, the hidden cells
 * left are black, and they are revealed with it. A wrong mark adds a mistake and reveals nothing. A mark on a shown
 * cell, on no cell, or once solved changes nothing (the same state comes back).
 */
export function markCell(play: PuzzlePlay, cells: readonly PlayCell[], cell: number, color: PlayCell['color']) {
  if (play.solved || cell < 0 || cell >= cells.length || play.revealed[cell]) return play;
  if (cells[cell].color !== color) return { ...play, mistakes: play.mistakes + 1 };
  const revealed = play.revealed.slice();
  revealed[cell] = 1;
  const next = summed(revealed, cells, play.mistakes);
  if (next.remaining > 0 || next.solved) return next;
  return summed(revealed.fill(1), cells, play.mistakes);
}

/** A puzzle taken up again as it was left (a reload): these cells shown (those the level shows among them), these
 *  mistakes. */
export function resumePlay(cells: readonly PlayCell[], revealed: Uint8Array, mistakes: number): PuzzlePlay {
  return summed(
    Uint8Array.from(cells, (c, i) => (c.shown || revealed[i] ? 1 : 0)),
    cells,
    mistakes,
  );
}
