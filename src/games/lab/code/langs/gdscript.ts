// The Lab's code in GDScript (Godot 4): static funcs in a script named Hex. A tile is Vector2i(col, row), x the column
// and y the row, as a TileMapLayer's cells; axial is Vector2i(q, r); a pixel is Vector2. int / int truncates, which is
// exact for the halves here, so those funcs silence Godot's integer_division warning; negative turns wrap with posmod.
// `range` is GDScript's own loop, so the range tool's function is `hex_range`.
import { float, half, pairs, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

const EXACT = '@warning_ignore("integer_division")';
const LIST = 'Array[Vector2i]';

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  const orientation = pointy ? 'pointy' : 'flat';
  return [
    [`const SIZE := ${float(f.size)} ${f.inline(words.size)}`, 'const SQRT3 := 1.7320508075688772'],
    [
      ...f.comment(words.offsetToAxial(orientation, parity)),
      EXACT,
      'static func offset_to_axial(row: int, col: int) -> Vector2i:',
      pointy
        ? `\treturn Vector2i(col - ${half('row', parity)}, row)`
        : `\treturn Vector2i(col, row - ${half('col', parity)})`,
      '',
      '',
      ...f.comment(words.cellOrder),
      EXACT,
      'static func axial_to_offset(q: int, r: int) -> Vector2i:',
      pointy ? `\treturn Vector2i(q + ${half('r', parity)}, r)` : `\treturn Vector2i(q, r + ${half('q', parity)})`,
    ],
    [
      ...f.comment(words.neighbors(orientation, f.names)),
      'const NEIGHBOR_STEPS := [',
      `\t[${pairs(f.steps[0], '[', ']')}], ${f.inline(words.stepsFor(orientation, 'even'))}`,
      `\t[${pairs(f.steps[1], '[', ']')}], ${f.inline(words.stepsFor(orientation, 'odd'))}`,
      ']',
      '',
      '',
      `static func neighbors(row: int, col: int) -> ${LIST}:`,
      `\tvar result: ${LIST} = []`,
      `\tfor step in NEIGHBOR_STEPS[${line} & 1]:`,
      '\t\tresult.append(Vector2i(col + step[1], row + step[0]))',
      '\treturn result',
    ],
    [
      ...f.comment(words.distance),
      EXACT,
      'static func distance(row1: int, col1: int, row2: int, col2: int) -> int:',
      '\tvar d := offset_to_axial(row1, col1) - offset_to_axial(row2, col2)',
      '\treturn (absi(d.x) + absi(d.y) + absi(d.x + d.y)) / 2',
    ],
    [
      ...f.comment(words.hexToPixel),
      'static func hex_to_pixel(row: int, col: int) -> Vector2:',
      '\tvar a := offset_to_axial(row, col)',
      ...(pointy
        ? ['\tvar x := SIZE * (SQRT3 * a.x + SQRT3 / 2.0 * a.y)', '\tvar y := SIZE * (3.0 / 2.0 * a.y)']
        : ['\tvar x := SIZE * (3.0 / 2.0 * a.x)', '\tvar y := SIZE * (SQRT3 / 2.0 * a.x + SQRT3 * a.y)']),
      '\treturn Vector2(x, y)',
    ],
    [
      ...f.comment(words.rounding),
      'static func axial_round(fq: float, fr: float) -> Vector2i:',
      '\tvar fs := -fq - fr',
      '\tvar q := roundi(fq)',
      '\tvar r := roundi(fr)',
      '\tvar s := roundi(fs)',
      '\tvar dq := absf(q - fq)',
      '\tvar dr := absf(r - fr)',
      '\tvar ds := absf(s - fs)',
      '\tif dq > dr and dq > ds:',
      '\t\tq = -r - s',
      '\telif dr > ds:',
      '\t\tr = -q - s',
      '\treturn Vector2i(q, r)',
    ],
    [
      ...f.comment(words.pixelToHex),
      'static func pixel_to_hex(x: float, y: float) -> Vector2i:',
      ...(pointy
        ? ['\tvar q := (SQRT3 / 3.0 * x - 1.0 / 3.0 * y) / SIZE', '\tvar r := (2.0 / 3.0 * y) / SIZE']
        : ['\tvar q := (2.0 / 3.0 * x) / SIZE', '\tvar r := (-1.0 / 3.0 * x + SQRT3 / 3.0 * y) / SIZE']),
      '\tvar a := axial_round(q, r)',
      '\treturn axial_to_offset(a.x, a.y)',
    ],
  ];
}

function block(b: CodeBlock): string[] {
  switch (b) {
    case 'directions':
      return [
        'const DIRECTIONS: Array[Vector2i] = [Vector2i(1, 0), Vector2i(1, -1), Vector2i(0, -1), Vector2i(-1, 0), Vector2i(-1, 1), Vector2i(0, 1)]',
      ];
    case 'line':
      return [
        `static func line(row1: int, col1: int, row2: int, col2: int) -> ${LIST}:`,
        '\tvar a := offset_to_axial(row1, col1)',
        '\tvar b := offset_to_axial(row2, col2)',
        '\tvar n := distance(row1, col1, row2, col2)',
        `\tvar result: ${LIST} = []`,
        '\tfor i in range(n + 1):',
        '\t\tvar t := 0.0 if n == 0 else float(i) / n',
        '\t\tvar h := axial_round(a.x + 1e-6 + (b.x - a.x) * t, a.y + 2e-6 + (b.y - a.y) * t)',
        '\t\tresult.append(axial_to_offset(h.x, h.y))',
        '\treturn result',
      ];
    case 'range':
      return [
        `static func hex_range(row: int, col: int, n: int) -> ${LIST}:`,
        '\tvar a := offset_to_axial(row, col)',
        `\tvar result: ${LIST} = []`,
        '\tfor dq in range(-n, n + 1):',
        '\t\tfor dr in range(maxi(-n, -dq - n), mini(n, -dq + n) + 1):',
        '\t\t\tresult.append(axial_to_offset(a.x + dq, a.y + dr))',
        '\treturn result',
      ];
    case 'ring':
      return [
        `static func ring(row: int, col: int, n: int) -> ${LIST}:`,
        `\tvar result: ${LIST} = []`,
        '\tif n <= 0:',
        '\t\tresult.append(Vector2i(col, row))',
        '\t\treturn result',
        '\tvar h: Vector2i = offset_to_axial(row, col) + DIRECTIONS[4] * n',
        '\tfor d in DIRECTIONS:',
        '\t\tfor _k in n:',
        '\t\t\tresult.append(axial_to_offset(h.x, h.y))',
        '\t\t\th += d',
        '\treturn result',
      ];
    case 'spiral':
      return [
        `static func spiral(row: int, col: int, n: int) -> ${LIST}:`,
        `\tvar result: ${LIST} = [Vector2i(col, row)]`,
        '\tfor k in range(1, n + 1):',
        '\t\tresult.append_array(ring(row, col, k))',
        '\treturn result',
      ];
    case 'rotate':
      return [
        'static func rotate(row: int, col: int, around_row: int, around_col: int, turns: int) -> Vector2i:',
        '\tvar c := offset_to_axial(around_row, around_col)',
        '\tvar d := offset_to_axial(row, col) - c',
        '\tfor _i in posmod(turns, 6):',
        '\t\td = Vector2i(-d.y, d.x + d.y)',
        '\treturn axial_to_offset(c.x + d.x, c.y + d.y)',
      ];
    case 'reflect':
      return [
        'static func reflect(row: int, col: int, around_row: int, around_col: int, axis: String) -> Vector2i:',
        '\tvar c := offset_to_axial(around_row, around_col)',
        '\tvar d := offset_to_axial(row, col) - c',
        '\tvar ds := -d.x - d.y',
        '\tvar m := Vector2i(d.y, d.x)',
        '\tif axis == "q":',
        '\t\tm = Vector2i(d.x, ds)',
        '\telif axis == "r":',
        '\t\tm = Vector2i(ds, d.y)',
        '\treturn axial_to_offset(c.x + m.x, c.y + m.y)',
      ];
    case 'fieldOfView':
      return [
        `static func field_of_view(level_data: Array, row: int, col: int) -> ${LIST}:`,
        `\tvar seen: ${LIST} = []`,
        '\tfor r in level_data.size():',
        '\t\tfor c in level_data[r].size():',
        '\t\t\tif level_data[r][c] == -1:',
        '\t\t\t\tcontinue',
        '\t\t\tvar path := line(row, col, r, c)',
        '\t\t\tvar clear := true',
        '\t\t\tfor i in range(1, path.size() - 1):',
        '\t\t\t\tif not _is_open(level_data, path[i].y, path[i].x):',
        '\t\t\t\t\tclear = false',
        '\t\t\t\t\tbreak',
        '\t\t\tif clear:',
        '\t\t\t\tseen.append(Vector2i(c, r))',
        '\treturn seen',
        '',
        '',
        'static func _is_open(level_data: Array, row: int, col: int) -> bool:',
        '\tif row < 0 or row >= level_data.size() or col < 0 or col >= level_data[row].size():',
        '\t\treturn false',
        '\tvar v: int = level_data[row][col]',
        '\treturn v != -1 and v != 1',
      ];
    case 'intersect':
      return [
        `static func range_intersection(centres: ${LIST}, n: int) -> ${LIST}:`,
        `\tvar result: ${LIST} = []`,
        '\tif centres.is_empty():',
        '\t\treturn result',
        '\tvar first := offset_to_axial(centres[0].y, centres[0].x)',
        '\tvar q_min := first.x - n',
        '\tvar q_max := first.x + n',
        '\tvar r_min := first.y - n',
        '\tvar r_max := first.y + n',
        '\tvar s_min := -first.x - first.y - n',
        '\tvar s_max := -first.x - first.y + n',
        '\tfor centre in centres:',
        '\t\tvar a := offset_to_axial(centre.y, centre.x)',
        '\t\tq_min = maxi(q_min, a.x - n)',
        '\t\tq_max = mini(q_max, a.x + n)',
        '\t\tr_min = maxi(r_min, a.y - n)',
        '\t\tr_max = mini(r_max, a.y + n)',
        '\t\ts_min = maxi(s_min, -a.x - a.y - n)',
        '\t\ts_max = mini(s_max, -a.x - a.y + n)',
        '\tfor q in range(q_min, q_max + 1):',
        '\t\tfor r in range(maxi(r_min, -q - s_max), mini(r_max, -q - s_min) + 1):',
        '\t\t\tresult.append(axial_to_offset(q, r))',
        '\treturn result',
      ];
  }
}

export const gdscript: Writer = { mark: '#', gap: 2, prelude: () => ['class_name Hex'], core, block };
