// The hero's field of a link: the hero's tile (hero) and where it walks to (target), each a cell "row-col".
import type { BoardFacts, FieldCodec } from '../fieldCodec';
import { fail, type Fields } from '../fields';
import type { LinkField } from '../problems';

/** A cell of levelData, as a link names a tile: row i, column j. */
interface Cell {
  row: number;
  col: number;
}

/** The hero on the link's board. */
export interface HeroField {
  tile: Cell;
  target?: Cell;
}

declare module '../types' {
  interface LinkFields {
    hero: HeroField;
  }
}

declare module '../problems' {
  interface LinkLabels {
    heroTile: true;
    heroTarget: true;
  }
  interface ModeProblems {
    heroNotFloor: { cell: string };
  }
}

const cell = (c: Cell): string => `${c.row}-${c.col}`;

export const heroField: FieldCodec<HeroField> = {
  mode: 'hero',
  params: ['hero', 'target'],
  write: (field) => [
    ['hero', cell(field.tile)],
    ...(field.target ? [['target', cell(field.target)] as [string, string]] : []),
  ],
  read(f, board) {
    if (!f.has('hero')) return undefined;
    const tile = readCell(f, 'hero', 'heroTile', board);
    if (!board.isFloor(tile.row * board.cols + tile.col)) fail({ kind: 'heroNotFloor', cell: cell(tile) });
    if (!f.has('target')) return { tile };
    return { tile, target: readCell(f, 'target', 'heroTarget', board) };
  },
};

function readCell(f: Fields, name: string, label: LinkField, board: BoardFacts): Cell {
  const raw = f.raw(name, label);
  const m = /^(\d{1,6})-(\d{1,6})$/.exec(raw);
  if (!m) return fail({ kind: 'notCellPair', field: label, value: raw.slice(0, 30) });
  const at = { row: Number(m[1]), col: Number(m[2]) };
  if (at.row >= board.rows || at.col >= board.cols) {
    fail({ kind: 'cellOffBoard', field: label, cell: cell(at), rows: board.rows, cols: board.cols });
  }
  return at;
}
