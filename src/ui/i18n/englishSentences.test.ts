import { describe, expect, it } from 'vitest';
import { citationsOf, deduce, hint, type Deduction, type Hint } from '../../games/minesweeper/solver';
import { knowledgeOf, picture } from '../../games/minesweeper/solver/testKit';
import { mineCountProblem } from '../../games/minesweeper/placement';
import { presetOf } from '../../games/minesweeper/presets';
import { parseBook } from '../../games/minesweeper/recordsFile';
import { boardOf } from '../../games/minesweeper/solver/testKit';
import { decodeShare } from '../../share';
import { good, withParam } from '../../share/testing';
import { lzBomb } from '../../share/bomb.testing';
import { filledLevel, TUTORIAL_HEXAGON } from '../../engine';
import { seededRandom } from '../../games/random';
import mines from './en/minesweeper';
import esMinesweeper from './es/minesweeper';
import messages from './en/messages';
import { formatFor } from './format';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import '../../share/fields/puzzle';

// games/, share/ and store/ return what they mean as data; these are the English sentences the catalogue writes from
// it, the same the game said before the texts moved into catalogues.

const f = formatFor('en');
/** A deduction's or a hint's words, naming the numbers its proof record cites by their letters. */
const said = (d: Deduction | Hint, t = mines, fmt = f) => t.reason(d.why, 'kind' in d ? citationsOf(d) : d.proof, fmt);

describe('hints and deductions, in English', () => {
  // A hint speaks of tiles marked on the board: its tile is highlighted and the numbers it reasons from carry the
  // letters A and B. No sentence names a coordinate, which the board never shows.
  const noCoordinates = (text: string) => expect(text).not.toMatch(/row|column|\d+\s*,\s*\d+/i);

  it('name the rule, the numbers by their letters and the highlighted tile', () => {
    const p = picture(`
      *  *  .
        2  1  .
    `);
    const ds = deduce(p.k);
    const both = said(ds.find((d) => d.tile === p.tile(0, 0))!);
    expect(both).toBe(
      'The 2 marked A has exactly 2 hidden neighbours left for its 2 missing mines, so both are mines: the highlighted tile is a mine.',
    );
    const h = hint(p.k)!;
    expect(said(h)).toContain('The 1 marked A already touches 1 proven mine');
    expect(h.proof?.cites).toEqual([p.tile(1, 1)]);
    noCoordinates(both);
    noCoordinates(said(h));
  });

  it('explain a subset and an endgame count', () => {
    const subset = picture(`
      *  .  .  *  1
        *  *  2  .  1
      .  .  .  1  *
    `);
    const d = deduce(subset.k).find((d) => d.tile === subset.tile(2, 2))!;
    const text = said(d);
    expect(text).toMatch(
      /^The 1 marked A needs 1 more mine in \d+ hidden tiles?, all of which also touch the 1 marked B\. The 1 marked B needs /,
    );
    expect(text).toMatch(/: the highlighted tile is safe\.$/);
    // the letters are where the board puts them: A on the number named first, B on the other
    expect(d.proof.cites[1]).toBe(subset.tile(2, 3));
    noCoordinates(text);
    const end = picture(`
      1  *  #  x  .
        .  1  #  x  x
    `);
    expect(said(deduce(end.k).find((d) => d.tile === end.tile(0, 4))!)).toBe(
      'With 1 mine left on the board, every way to place them that fits the numbers says the same: the highlighted tile never has a mine, so it is safe.',
    );
  });

  it('give the safest guess with its chance, and say which flag is wrong', () => {
    const p = picture(`
      *  .  .  .
        1  #  #  #
    `);
    const h = hint({ ...p.k, totalMines: 2 })!;
    expect(said(h)).toBe(
      'Nothing can be proven; the safest guess is the highlighted tile, with a 50% chance of a mine.',
    );
    const q = picture(`
      *  *  .
        2  1  .
    `);
    const flagged = new Uint8Array(q.board.size);
    flagged[q.tile(0, 2)] = 1;
    const wrong = said(hint({ ...q.k, flagged })!);
    expect(wrong).toMatch(/^The flag on the highlighted tile is wrong\. The 1 marked A /);
    noCoordinates(wrong);
    const r = picture(`
      *  .  .
        1  #  .
    `);
    const two = new Uint8Array(r.board.size);
    two[r.tile(0, 0)] = two[r.tile(0, 1)] = 1;
    expect(said(hint({ ...r.k, totalMines: 1, flagged: two })!)).toContain(
      'The 1 marked A has 2 flags around it but only 1 mine',
    );
  });

  it('name the numbers their proof record cites, in its order, with the counts those numbers show (both languages)', () => {
    const board = boardOf(filledLevel(5, 6));
    let named = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rand = seededRandom(seed);
      const mineAt = Uint8Array.from({ length: board.size }, () => (rand() < 0.2 ? 1 : 0));
      const revealed = Uint8Array.from(mineAt, (m) => (!m && rand() < 0.5 ? 1 : 0));
      const k = knowledgeOf(board, mineAt, revealed);
      for (const d of deduce(k)) {
        for (const [t, fmt, word] of [
          [mines, f, 'marked'],
          [esMinesweeper, formatFor('es'), 'marcado con la'],
        ] as const) {
          const text = said(d, t, fmt);
          const marks = [...text.matchAll(new RegExp(`(\\d) ${word} ([A-Z])`, 'g'))];
          const letters = [...new Set(marks.map((m) => m[2]))];
          expect(letters).toEqual(d.proof.cites.map((_, i) => 'AB'[i]));
          for (const [, count, letter] of marks)
            expect(Number(count)).toBe(k.counts[d.proof.cites['AB'.indexOf(letter)]]);
          named += marks.length;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('and in Spanish, by the same marks', () => {
    const p = picture(`
      *  *  .
        2  1  .
    `);
    const text = said(
      deduce(p.k).find((d) => d.tile === p.tile(0, 0))!,
      esMinesweeper,
      formatFor('es'),
    );
    expect(text).toBe(
      'El 2 marcado con la A tiene exactamente 2 vecinos ocultos para las 2 minas que le faltan, así que las dos son minas: la baldosa resaltada es una mina.',
    );
    expect(text).not.toMatch(/fila|columna/);
  });
});

describe('Minesweeper settings, records and presets, in English', () => {
  it('say why a mine count is refused', () => {
    const hexagon = boardOf(TUTORIAL_HEXAGON);
    expect(mines.mineCount(mineCountProblem(hexagon, 200)!, f)).toMatch(
      /^This board has \d+ floor tiles; at most \d+ mines fit, because the first click keeps itself and its 6 neighbours clear\.$/,
    );
    expect(mines.mineCount(mineCountProblem(hexagon, 0)!, f)).toBe('A game needs at least 1 mine.');
    expect(mines.mineCount(mineCountProblem(hexagon, 2.5)!, f)).toBe(
      'The number of mines must be a whole number; "2.5" is not.',
    );
  });

  it('say what a preset plays', () => {
    expect(mines.panel.presetSummary(presetOf('expert'), f)).toBe('16 x 30 rectangle, 99 mines (21%).');
    expect(mines.panel.presetSummary(presetOf('hive'), f)).toBe('hexagon of 397 tiles, 82 mines (21%).');
  });

  it('say what is wrong with a records file', () => {
    const bad = parseBook('{nope');
    expect(!bad.ok && mines.records.problem(bad.error)).toBe(
      'The file is not JSON, so it is not a Hexlab records file.',
    );
    expect(!bad.ok && mines.records.importRefused(mines.records.problem(bad.error))).toBe(
      'The file is not JSON, so it is not a Hexlab records file. Your records are unchanged.',
    );
  });
});

describe('links that cannot be read, in English', () => {
  const sentence = (query: string) => {
    const r = decodeShare(query);
    if (r.ok) throw new Error(`expected the link to be refused: ${query}`);
    return messages.link(r.error, f);
  };

  it.each([
    [withParam('v', '2'), 'The link was made by a newer Hexlab (link version 2); this one reads version 1 links.'],
    [withParam('v', 'x'), "The link's version 'x' is unknown; this Hexlab reads version 1 links."],
    [withParam('v', null), "The link has no version ('v=1'); it may have been cut short or edited."],
    [
      withParam('rows', '300').replace('cols=13', 'cols=20'),
      "The link's board is 300 x 20; the largest board is 250 x 250.",
    ],
    [withParam('rows', 'ten'), "The link's row count 'ten' is not a whole number."],
    [
      withParam('m', 'chess'),
      "The link's mode 'chess' is not one of: minesweeper, lab, editor, hero, proximity, puzzle.",
    ],
    [withParam('s', '9000'), "The link's hex size is 9000; it must be between 6 and 64."],
    [withParam('mask', null), "The link has no board ('mask=')."],
    [withParam('mask', 'zzzz'), "The link's board could not be unpacked: that part of the link is damaged."],
    [
      withParam('mask', lzBomb(600)),
      "The link's board would unpack to more than its board can hold: that part of the link is damaged.",
    ],
    [
      withParam('flag', lzBomb(600)),
      "The link's flagged tiles would unpack to more than its board can hold: that part of the link is damaged.",
    ],
    [withParam('mines', '500'), 'The link asks for 500 mines but the board has only 127 floor tiles.'],
    [withParam('fc', '0'), "The link's first click, 0-0, is not on a floor tile."],
    [withParam('hero', '20-3'), "The link's hero's tile 20-3 is off the 13 x 13 board."],
    [withParam('hero', 'middle'), "The link's hero's tile 'middle' is not a row-column pair such as 6-6."],
    [
      withParam('players', 'human'),
      'The link names 1 Proximity player; a game has 2 to 4, such as players=human-hard.',
    ],
    [`${good}&x=%E0%A4%A`, 'The link is garbled: it has a broken %-escape.'],
  ])('%s', (query, expected) => {
    expect(sentence(query)).toBe(expected);
  });

  it('tell the notice bar what happens next', () => {
    const r = decodeShare(withParam('v', '7'));
    if (r.ok) throw new Error('refused');
    expect(messages.notice({ kind: 'badLink', problem: r.error }, f)).toBe(
      'The link was made by a newer Hexlab (link version 7); this one reads version 1 links. Showing your board instead.',
    );
    expect(
      messages.notice(
        { kind: 'linkGameMisfit', problem: { kind: 'gameMisfit', why: { what: 'revealedMine', cell: '3-4' } } },
        f,
      ),
    ).toBe(
      "The link's game does not fit its board and seed: the revealed tile 3-4 holds a mine. The board opens with a fresh game instead.",
    );
  });
});

describe('storage notices, in English', () => {
  it.each([
    [
      { kind: 'restoreFailed', problem: { kind: 'badCell', value: '"wall"' } },
      'Couldn\'t restore your saved board: the saved board holds "wall", not a cell value -1..9. Showing the default board instead.',
    ],
    [
      { kind: 'boardsUnreadable', count: 1, problem: { kind: 'noRows' } },
      'One of your saved boards could not be read (the saved board has no rows), so it is not listed.',
    ],
    [
      { kind: 'boardsUnreadable', count: 3, problem: { kind: 'noRows' } },
      '3 of your saved boards could not be read (the saved board has no rows), so they are not listed.',
    ],
    [
      { kind: 'statsUnreadable', why: 'notJson', aside: 'k.unreadable' },
      'Couldn\'t read your Minesweeper statistics: the stored data is not valid JSON. They start afresh; the unreadable data is kept under "k.unreadable".',
    ],
    [
      { kind: 'editorTooBig', change: 'rotate', rows: 300, cols: 10, max: 250 },
      'Rotating would make the board 300 x 10, over the 250 x 250 limit; nothing changed.',
    ],
    [
      { kind: 'proximityMisfit', move: 2, moves: 3 },
      "The shared Proximity game does not fit this board: move 2 of 3 can't be played there. The game starts afresh.",
    ],
  ] as const)('%j', (message, expected) => {
    expect(messages.notice(message, f)).toBe(expected);
  });
});

describe('wraparound, in English and Spanish', () => {
  it('says why a board cannot wrap, in a link, when asked for and when a new size drops it', async () => {
    const es = (await import('./es/messages')).default;
    const why = { kind: 'evenCount', axis: 'rows' } as const;
    expect(messages.link({ kind: 'cannotWrap', why }, f)).toBe(
      "The link's board can't wrap that way: A board that wraps top to bottom needs an even number of rows in this layout (4 or more).",
    );
    expect(messages.notice({ kind: 'wrapDropped', why: { kind: 'tooFew', axis: 'columns' } }, f)).toBe(
      'A board that wraps left to right needs at least 3 columns. The board no longer wraps.',
    );
    expect(messages.notice({ kind: 'wrapRefused', why: { kind: 'notHexagon' } }, f)).toMatch(/hexagon-shaped board/);
    expect(es.notice({ kind: 'wrapRefused', why }, formatFor('es'))).toBe(
      'Un tablero que da la vuelta de arriba abajo necesita un número par de filas en este diseño (4 o más).',
    );
  });
});
