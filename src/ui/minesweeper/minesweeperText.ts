import type { Citations } from '../../games/deduction';
import type { Reason } from '../../games/minesweeper/solver';
import type { MinesweeperProblem } from '../../store/slices/minesweeperSlice';
import type { Catalogue, Format } from '../i18n';

// Minesweeper's data-shaped messages (hints, refused settings) as the catalogue's sentences.

type Mines = Catalogue['minesweeper'];

/** A hint's or deduction's reason in words, naming the numbers its proof record cites by their letters. */
export const reasonText = (t: Mines, f: Format, r: Reason, cited: Citations): string => t.reason(r, cited, f);

/** A refused setting or a failed no-guess board in words. */
export function minesweeperProblemText(t: Mines, f: Format, p: MinesweeperProblem): string {
  switch (p.kind) {
    case 'mineCount': {
      const why = t.mineCount(p.problem, f);
      return p.fallback === undefined ? why : t.mineCountFallback(why, p.fallback);
    }
    case 'noGuess':
      return t.noGuess.failed(t.noGuess.why(p.why, f));
    case 'noGuessCancelled':
      return t.noGuess.cancelled;
  }
}
