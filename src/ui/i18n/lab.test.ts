import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, tileAtOffset, WALL } from '../../engine';
import { runTool, toolCounts } from '../../games/lab/tools';
import { formatFor } from './format';
import en from './en/lab';
import es from './es/lab';

describe('the Lab’s names card', () => {
  it('names the layout as the guide does, in both languages (the guide’s own term kept)', () => {
    expect(en.names.layoutNames({ orientation: 'flat', parity: 'even' })[1].name).toContain(
      'flat top; offset “even-q”',
    );
    expect(en.names.layoutNames({ orientation: 'pointy', parity: 'odd' })[1].name).toContain(
      'pointy top; offset “odd-r”',
    );
    expect(es.names.layoutNames({ orientation: 'pointy', parity: 'odd' })[1].name).toContain(
      'punta arriba (pointy top); desplazamiento “odd-r”',
    );
  });
});

describe('the Lab’s tool summary', () => {
  const settings = { orientation: 'pointy', parity: 'odd' } as const;
  const level = filledLevel(9, 9);
  level[4][5] = WALL;
  const board = makeBoard(level, settings);
  const from = tileAtOffset(board, { row: 4, col: 3 });
  const fov = toolCounts('fov', runTool(board, 'fov', from, -1, 0, 0), 0);
  it('says what field of view found, with plurals right', () => {
    expect(en.tools.summary(fov, formatFor('en'))).toMatch(/in sight, \d+ tiles hidden, 1 wall casting shadows\.$/);
    expect(es.tools.summary(fov, formatFor('es'))).toMatch(/a la vista, \d+ ocultas, 1 muro que proyecta sombra\.$/);
  });
  it('counts the hexes off the board', () => {
    const corner = tileAtOffset(board, { row: 0, col: 0 });
    const ring = toolCounts('ring', runTool(board, 'ring', corner, -1, 1, 0), 1);
    expect(en.tools.summary(ring, formatFor('en'))).toMatch(
      /exactly 1 step away, \d+ off the board \(an open board has 6\)/,
    );
    expect(es.tools.summary(ring, formatFor('es'))).toMatch(/a exactamente 1 paso, \d+ fuera del tablero/);
  });
});
