// Generated puzzles: a shape, random colours, every cell's clue worked out from them (with together/apart marks and
// flower numbers mixed in) and a few line clues, then shown cells added at random where deduction stops, until the
// puzzle can be solved to the end. Difficulty is the reasoning it may ask for: single clues alone (easy), clues in
// pairs (medium), or the exact checker's whole reach, several clues and the count (hard); a puzzle is kept only when
// its grade (grade.ts) is that difficulty.
import { cheapestProof } from '../deduction';
import { seededRandom, shuffleInPlace, type Random } from '../random';
import { buildPuzzle, clueHolds, clueNumber, lineHolds, lineNumber, type PuzzleBoard } from './board';
import { checkLevel, shownAtStart } from './check';
import { readableClues } from './clues';
import type { Forced } from './exact';
import { gradePuzzle } from './grade';
import { GENERATED_AUTHOR, generatedTitle, type Difficulty } from './generatedTitle';
import { GRID, type Level, type LevelCell, type LevelLine } from './level';
import { pairFindings, singleFindings } from './rules';

export type PuzzleShape = 'hexagon' | 'rectangle' | { mask: number[][] };
export type { Difficulty };

export interface GenerateOptions {
  shape: PuzzleShape;
  difficulty: Difficulty;
  seed: number;
}

const RADIUS: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };
const CENTRE = 16;
/** How often the hard check may poll its stop (once a reveal round, once each 1024 search steps) per attempt. */
const SEARCH_BUDGET = 400;

/** The slots of a shape, in doubled coordinates (flat-topped columns), inside the 33 x 33 grid with room above. */
function slots(shape: PuzzleShape, difficulty: Difficulty): [number, number][] {
  const out: [number, number][] = [];
  if (shape === 'hexagon') {
    const r = RADIUS[difficulty];
    for (let x = CENTRE - r; x <= CENTRE + r; x++)
      for (let y = 2; y < GRID; y++) {
        const dx = Math.abs(x - CENTRE);
        const dy = Math.abs(y - CENTRE);
        if ((x + y) % 2 === 0 && dx + Math.max(0, (dy - dx) / 2) <= r) out.push([x, y]);
      }
    return out;
  }
  const mask =
    shape === 'rectangle'
      ? Array.from({ length: RADIUS[difficulty] + 3 }, () => new Array<number>(RADIUS[difficulty] * 2 + 1).fill(1))
      : shape.mask;
  const left = Math.max(0, CENTRE - (mask[0]?.length ?? 0) / 2) | 0;
  mask.forEach((row, r) =>
    row.forEach((on, c) => {
      const x = left + c;
      const y = 2 + r * 2 + ((x + 1) % 2);
      if (on && x < GRID && y < GRID) out.push([x, y]);
    }),
  );
  return out;
}

/** Whether the reasoning allowed at `difficulty` proves some hidden cell now; reveals what it proves. */
function weakStep(board: PuzzleBoard, revealed: Uint8Array, difficulty: Difficulty): boolean {
  const clues = readableClues(board, revealed);
  const found =
    cheapestProof<Forced>([
      () => singleFindings(board, revealed, clues) ?? [],
      () => (difficulty === 'medium' ? pairFindings(board, revealed, clues) : []),
    ])?.found ?? [];
  for (const f of found) revealed[f.cell] = 1;
  return found.length > 0;
}

/** Hidden cells left when deduction at `difficulty` stops. */
function stuckCells(board: PuzzleBoard, difficulty: Difficulty): number[] {
  if (difficulty === 'hard') {
    // A search that runs long (a board with little shown) counts as stuck: more is shown and it runs again. Only a
    // check that ends in no-guess ends generation, so the budget never lets a guess through.
    let polls = 0;
    const r = checkLevel(board, { shouldStop: () => ++polls > SEARCH_BUDGET });
    if (r.verdict === 'stopped') return board.level.cells.flatMap((c, i) => (c.shown ? [] : [i]));
    return r.verdict === 'needs-guess' ? r.stuck : [];
  }
  const revealed = shownAtStart(board);
  while (revealed.includes(0) && weakStep(board, revealed, difficulty));
  const out: number[] = [];
  revealed.forEach((s, c) => s || out.push(c));
  return out;
}

function colourAndClues(rand: Random, places: [number, number][]): LevelCell[] {
  return places
    .map(([x, y]) => {
      const blue = rand() < 0.4;
      const clue: LevelCell['clue'] = blue ? (rand() < 0.2 ? 'plain' : 'none') : rand() < 0.08 ? 'none' : 'plain';
      return { x, y, color: blue ? 'blue' : 'black', shown: false, clue } as LevelCell;
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** A few line clues above columns and diagonals that hold at least two cells. */
function someLines(rand: Random, cells: LevelCell[], count: number): LevelLine[] {
  const taken = new Set(cells.map((c) => c.y * GRID + c.x));
  const out: LevelLine[] = [];
  const xs = shuffleInPlace(rand, [...new Set(cells.map((c) => c.x))]);
  for (const x of xs) {
    if (out.length >= count) break;
    const top = Math.min(...cells.filter((c) => c.x === x).map((c) => c.y)) - 2;
    if (top < 0 || taken.has(top * GRID + x) || taken.has((top + 1) * GRID + x)) continue;
    out.push({ x, y: top, dir: '|', kind: 'plain' });
    taken.add(top * GRID + x);
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Marks true to the solution: a clue of 2 or more gets {n} or -n- now and then (as Hexcells and SixCells mark: below
 *  2 the shape says nothing). */
function markKinds(rand: Random, level: Level): Level {
  const board = buildPuzzle(level);
  level.cells.forEach((c, i) => {
    if (c.color === 'black' && c.clue === 'plain' && rand() < 0.3 && clueNumber(board, i) >= 2) {
      c.clue = 'together';
      if (!clueHolds(board, i)) c.clue = 'apart';
    }
  });
  level.lines.forEach((l, i) => {
    if (rand() < 0.5 && lineNumber(board, i) >= 2) {
      l.kind = 'together';
      if (!lineHolds(board, i)) l.kind = 'apart';
    }
  });
  return level;
}

/** A puzzle the checker finds no-guess at `difficulty`'s reasoning, from one seed (its grade may be another band). */
export function generateOnce(opts: GenerateOptions, seed: number, title: string): Level {
  const rand = seededRandom(seed);
  const cells = colourAndClues(rand, slots(opts.shape, opts.difficulty));
  const lines = someLines(rand, cells, opts.difficulty === 'easy' ? 2 : 4);
  const level = markKinds(rand, { title, author: GENERATED_AUTHOR, notes: ['', ''], cells, lines });
  // Show cells where deduction stops, clue-bearing black ones first, until nothing is left to guess.
  for (;;) {
    const stuck = stuckCells(buildPuzzle(level), opts.difficulty);
    if (stuck.length === 0) break;
    const helpful = stuck.filter((c) => level.cells[c].clue !== 'none');
    const from = shuffleInPlace(rand, helpful.length ? helpful : stuck);
    for (const c of from.slice(0, Math.max(1, Math.floor(stuck.length / 12)))) level.cells[c].shown = true;
  }
  if (opts.difficulty !== 'easy') hideBack(rand, level, opts.difficulty);
  return level;
}

const HIDE_TRIES: Record<Difficulty, number> = { easy: 0, medium: 40, hard: 12 };

/** Shown cells tried hidden again, a few, each kept hidden when the puzzle stays no-guess at `difficulty`'s reasoning:
 *  fewer givens, longer chains of reasoning. */
function hideBack(rand: Random, level: Level, difficulty: Difficulty) {
  const shown = shuffleInPlace(
    rand,
    level.cells.flatMap((c, i) => (c.shown ? [i] : [])),
  );
  for (const c of shown.slice(0, HIDE_TRIES[difficulty])) {
    level.cells[c].shown = false;
    if (stuckCells(buildPuzzle(level), difficulty).length) level.cells[c].shown = true;
  }
}

/** Seeds tried for a puzzle whose grade is the asked band, before the nearest one found is taken. */
const BAND_TRIES = 30;
const RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/**
 * A no-guess puzzle whose grade (grade.ts) is `difficulty`, the same for the same options: seeds drawn from the
 * given one are tried in turn; should none reach the band, the one graded nearest it is taken.
 */
export function generatePuzzle(opts: GenerateOptions): Level {
  const title = generatedTitle(opts.difficulty, opts.seed);
  const seeds = seededRandom(opts.seed ^ 0x5bd1e995);
  let nearest: { level: Level; off: number } | null = null;
  for (let k = 0; k < BAND_TRIES; k++) {
    const level = generateOnce(opts, k === 0 ? opts.seed : Math.floor(seeds() * 2 ** 31), title);
    const graded = gradePuzzle(buildPuzzle(level));
    const off = graded ? Math.abs(RANK[graded.grade] - RANK[opts.difficulty]) : 9;
    if (off === 0) return level;
    if (!nearest || off < nearest.off) nearest = { level, off };
  }
  return (nearest as { level: Level }).level;
}
