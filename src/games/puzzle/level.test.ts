import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLevel, writeLevel, type Level, type LevelLine, type LevelProblem } from './level';
import { levelText } from './testKit';

const SMALL = levelText([
  '.. |+ .. \\c',
  'O+ .. xn ..', // a blue cell with n: refused below, so not in SMALL
]);

function parsed(text: string): Level {
  const r = parseLevel(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.level;
}

describe('parseLevel', () => {
  const text = levelText(['.. |+ .. \\c .. /n', 'O+ .. x. .. o. ..', '.. Xc .. o+ .. On', 'o. .. X+ .. O. ..']);

  it('reads cells (sorted by row, then column), their colours, shown flags and clues, and the line clues', () => {
    const level = parsed(text.replace('Xc', 'x.'));
    expect(level.title).toBe('Test');
    expect(level.author).toBe('Hexlab tests');
    expect(level.notes).toEqual(['', '']);
    expect(level.cells.slice(0, 3)).toEqual([
      { x: 0, y: 1, color: 'black', shown: true, clue: 'plain' },
      { x: 2, y: 1, color: 'blue', shown: false, clue: 'none' },
      { x: 4, y: 1, color: 'black', shown: false, clue: 'none' },
    ]);
    expect(level.cells.find((c) => c.x === 5 && c.y === 2)).toEqual({
      x: 5,
      y: 2,
      color: 'black',
      shown: true,
      clue: 'apart',
    });
    expect(level.cells.find((c) => c.x === 2 && c.y === 3)?.clue).toBe('plain');
    const lines: LevelLine[] = [
      { x: 1, y: 0, dir: '|', kind: 'plain' },
      { x: 3, y: 0, dir: '\\', kind: 'together' },
      { x: 5, y: 0, dir: '/', kind: 'apart' },
    ];
    expect(level.lines).toEqual(lines);
  });

  it('refuses a blue cell marked together or apart, naming its line and slot', () => {
    const problem: LevelProblem = { kind: 'blue-together', line: 8, column: 3, slot: 1 };
    expect(parseLevel(text)).toEqual({ ok: false, problem });
    expect(parseLevel(SMALL)).toMatchObject({ ok: false, problem: { kind: 'blue-together', line: 7, slot: 2 } });
  });

  it('tolerates whitespace inside rows, tabs before lines, blank lines around, and CRLF, as SixCells does', () => {
    const plain = text.replace('Xc', 'x.');
    const messy =
      '\n\n' +
      plain
        .split('\n')
        .map((l, i) => '\t' + (i < 5 ? l : l.replace(/(..)/g, '$1 ')))
        .join('\r\n') +
      '\n\n';
    expect(parsed(messy)).toEqual(parsed(plain));
  });

  it('says an empty text is empty, not that some line should name the format', () => {
    expect(parseLevel('')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseLevel('  \n\t\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('says what is wrong, where', () => {
    const ok = levelText(['O+ x.']);
    const lines = ok.split('\n');
    expect(parseLevel('Hexcells level v2\n' + lines.slice(1).join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'not-v1', line: 1 },
    });
    expect(parseLevel(lines.slice(0, 3).join('\n'))).toEqual({ ok: false, problem: { kind: 'header-cut', line: 4 } });
    expect(parseLevel(lines.slice(0, 20).join('\n'))).toEqual({
      ok: false,
      problem: { kind: 'too-few-rows', rows: 15 },
    });
    expect(parseLevel(ok + '\n' + '..'.repeat(33))).toEqual({
      ok: false,
      problem: { kind: 'too-many-rows', line: 39 },
    });
    const short = [...lines.slice(0, 6), lines[6].slice(2), ...lines.slice(7)].join('\n');
    expect(parseLevel(short)).toEqual({ ok: false, problem: { kind: 'row-length', line: 7, length: 64 } });
    expect(parseLevel(levelText(['O+ q.']))).toEqual({
      ok: false,
      problem: { kind: 'unknown-char', line: 6, column: 3, slot: 1, char: 'q' },
    });
    expect(parseLevel(levelText(['O? x.']))).toEqual({
      ok: false,
      problem: { kind: 'unknown-char', line: 6, column: 2, slot: 0, char: '?' },
    });
    expect(parseLevel(levelText([]))).toEqual({ ok: false, problem: { kind: 'no-cells' } });
    expect(parseLevel(levelText(['O+ .. |+']))).toEqual({
      ok: false,
      problem: { kind: 'line-points-at-nothing', line: 6, column: 5, slot: 2 },
    });
    expect(parseLevel(levelText(['.. |.', '.. O+']))).toEqual({
      ok: false,
      problem: { kind: 'line-without-number', line: 6, column: 3, slot: 1 },
    });
  });
});

describe('writeLevel', () => {
  it('gives back the canonical text it read, and the level it wrote', () => {
    const text = levelText(['.. |+ .. \\c .. /n', 'O+ .. x. .. o. ..', '.. X. .. o+ .. On', 'o. .. X+ .. O. ..']);
    const level = parsed(text);
    expect(writeLevel(level)).toBe(text);
    expect(parsed(writeLevel(level))).toEqual(level);
  });

  it('keeps the title, author and free lines', () => {
    const level = {
      ...parsed(levelText(['O+ x.'])),
      title: 'Ruins',
      author: 'Someone',
      notes: ['one', 'two'],
    } as Level;
    expect(parsed(writeLevel(level))).toEqual(level);
  });

  it('round-trips any level (property)', () => {
    const slot = fc.constantFrom('..', 'o.', 'o+', 'oc', 'on', 'O.', 'O+', 'Oc', 'On', 'x.', 'x+', 'X.', 'X+');
    fc.assert(
      fc.property(
        fc.array(fc.array(slot, { minLength: 1, maxLength: 33 }), { minLength: 1, maxLength: 33 }),
        (rows) => {
          const r = parseLevel(levelText(['x.', ...rows.slice(1).map((r) => r.join(''))]));
          if (!r.ok) throw new Error(JSON.stringify(r.problem));
          expect(parseLevel(writeLevel(r.level))).toEqual(r);
          expect(writeLevel(r.level)).toBe(levelText(['x.', ...rows.slice(1).map((r) => r.join(''))]));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('parseLevel on anything', () => {
  it('never throws on random text, and says ok or gives a problem', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (s) => {
        const r = parseLevel(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const head = 'Hexcells level v1\na\nb\n\n\n';
        const r = parseLevel(head + String.fromCharCode(...bytes));
        expect(r.ok ? r.level.cells.length > 0 : typeof r.problem.kind === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
