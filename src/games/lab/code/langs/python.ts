// The Lab's code in Python 3.9+: snake_case functions at the top level, tuples for pairs, `//` for the exact halves.
// `range` is Python's own loop, so the range tool's function is `hex_range`.
import { float, half, pairs, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

const O = 'Offset';

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  return [
    [
      `${O} = tuple[int, int]  ${f.inline(words.offsetType)}`,
      'Axial = tuple[int, int]',
      `Pixel = tuple[float, float]  ${f.inline(words.pixelType)}`,
    ],
    [`SIZE = ${float(f.size)}  ${f.inline(words.size)}`, 'SQRT3 = math.sqrt(3)'],
    [
      ...f.comment(words.offsetToAxial(f.pointy ? 'pointy' : 'flat', parity)),
      'def offset_to_axial(row: int, col: int) -> Axial:',
      pointy
        ? `    return col - ${half('row', parity, '//')}, row`
        : `    return col, row - ${half('col', parity, '//')}`,
      '',
      '',
      `def axial_to_offset(q: int, r: int) -> ${O}:`,
      pointy ? `    return r, q + ${half('r', parity, '//')}` : `    return r + ${half('q', parity, '//')}, q`,
    ],
    [
      ...f.comment(words.neighbors(pointy ? 'pointy' : 'flat', f.names)),
      'NEIGHBOR_STEPS = (',
      `    (${pairs(f.steps[0], '(', ')')}),  ${f.inline(words.stepsFor(pointy ? 'pointy' : 'flat', 'even'))}`,
      `    (${pairs(f.steps[1], '(', ')')}),  ${f.inline(words.stepsFor(pointy ? 'pointy' : 'flat', 'odd'))}`,
      ')',
      '',
      '',
      `def neighbors(row: int, col: int) -> list[${O}]:`,
      `    return [(row + d_row, col + d_col) for d_row, d_col in NEIGHBOR_STEPS[${line} & 1]]`,
    ],
    [
      ...f.comment(words.distance),
      'def distance(row1: int, col1: int, row2: int, col2: int) -> int:',
      '    q1, r1 = offset_to_axial(row1, col1)',
      '    q2, r2 = offset_to_axial(row2, col2)',
      '    dq = q1 - q2',
      '    dr = r1 - r2',
      '    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2',
    ],
    [
      ...f.comment(words.hexToPixel),
      'def hex_to_pixel(row: int, col: int) -> Pixel:',
      '    q, r = offset_to_axial(row, col)',
      ...(pointy
        ? ['    x = SIZE * (SQRT3 * q + SQRT3 / 2 * r)', '    y = SIZE * (3 / 2 * r)']
        : ['    x = SIZE * (3 / 2 * q)', '    y = SIZE * (SQRT3 / 2 * q + SQRT3 * r)']),
      '    return x, y',
    ],
    [
      ...f.comment(words.rounding),
      'def axial_round(fq: float, fr: float) -> Axial:',
      '    fs = -fq - fr',
      '    q = round(fq)',
      '    r = round(fr)',
      '    s = round(fs)',
      '    dq = abs(q - fq)',
      '    dr = abs(r - fr)',
      '    ds = abs(s - fs)',
      '    if dq > dr and dq > ds:',
      '        q = -r - s',
      '    elif dr > ds:',
      '        r = -q - s',
      '    return q, r',
    ],
    [
      ...f.comment(words.pixelToHex),
      `def pixel_to_hex(x: float, y: float) -> ${O}:`,
      ...(pointy
        ? ['    q = (SQRT3 / 3 * x - 1 / 3 * y) / SIZE', '    r = (2 / 3 * y) / SIZE']
        : ['    q = (2 / 3 * x) / SIZE', '    r = (-1 / 3 * x + SQRT3 / 3 * y) / SIZE']),
      '    return axial_to_offset(*axial_round(q, r))',
    ],
  ];
}

function block(b: CodeBlock): string[] {
  switch (b) {
    case 'directions':
      return ['DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))'];
    case 'line':
      return [
        `def line(row1: int, col1: int, row2: int, col2: int) -> list[${O}]:`,
        '    q1, r1 = offset_to_axial(row1, col1)',
        '    q2, r2 = offset_to_axial(row2, col2)',
        '    n = distance(row1, col1, row2, col2)',
        `    out: list[${O}] = []`,
        '    for i in range(n + 1):',
        '        t = i / n if n else 0.0',
        '        out.append(axial_to_offset(*axial_round(q1 + 1e-6 + (q2 - q1) * t, r1 + 2e-6 + (r2 - r1) * t)))',
        '    return out',
      ];
    case 'range':
      return [
        `def hex_range(row: int, col: int, n: int) -> list[${O}]:`,
        '    q, r = offset_to_axial(row, col)',
        '    return [',
        '        axial_to_offset(q + dq, r + dr)',
        '        for dq in range(-n, n + 1)',
        '        for dr in range(max(-n, -dq - n), min(n, -dq + n) + 1)',
        '    ]',
      ];
    case 'ring':
      return [
        `def ring(row: int, col: int, n: int) -> list[${O}]:`,
        '    if n <= 0:',
        '        return [(row, col)]',
        '    q, r = offset_to_axial(row, col)',
        '    q += DIRECTIONS[4][0] * n',
        '    r += DIRECTIONS[4][1] * n',
        `    out: list[${O}] = []`,
        '    for dq, dr in DIRECTIONS:',
        '        for _ in range(n):',
        '            out.append(axial_to_offset(q, r))',
        '            q += dq',
        '            r += dr',
        '    return out',
      ];
    case 'spiral':
      return [
        `def spiral(row: int, col: int, n: int) -> list[${O}]:`,
        '    out = [(row, col)]',
        '    for k in range(1, n + 1):',
        '        out.extend(ring(row, col, k))',
        '    return out',
      ];
    case 'rotate':
      return [
        `def rotate(row: int, col: int, around_row: int, around_col: int, turns: int) -> ${O}:`,
        '    q, r = offset_to_axial(row, col)',
        '    cq, cr = offset_to_axial(around_row, around_col)',
        '    dq, dr = q - cq, r - cr',
        '    for _ in range(turns % 6):',
        '        dq, dr = -dr, dq + dr',
        '    return axial_to_offset(cq + dq, cr + dr)',
      ];
    case 'reflect':
      return [
        `def reflect(row: int, col: int, around_row: int, around_col: int, axis: str) -> ${O}:`,
        '    q, r = offset_to_axial(row, col)',
        '    cq, cr = offset_to_axial(around_row, around_col)',
        '    dq, dr = q - cq, r - cr',
        '    ds = -dq - dr',
        '    if axis == "q":',
        '        mq, mr = dq, ds',
        '    elif axis == "r":',
        '        mq, mr = ds, dr',
        '    else:',
        '        mq, mr = dr, dq',
        '    return axial_to_offset(cq + mq, cr + mr)',
      ];
    case 'fieldOfView':
      return [
        `def field_of_view(level_data: list[list[int]], row: int, col: int) -> list[${O}]:`,
        '    def is_open(r: int, c: int) -> bool:',
        '        if not (0 <= r < len(level_data) and 0 <= c < len(level_data[r])):',
        '            return False',
        '        return level_data[r][c] not in (-1, 1)',
        '',
        '    return [',
        '        (r, c)',
        '        for r, cells in enumerate(level_data)',
        '        for c, v in enumerate(cells)',
        '        if v != -1 and all(is_open(*at) for at in line(row, col, r, c)[1:-1])',
        '    ]',
      ];
    case 'intersect':
      return [
        `def range_intersection(centres: list[${O}], n: int) -> list[${O}]:`,
        '    if not centres:',
        '        return []',
        '    cubes = [(q, r, -q - r) for q, r in (offset_to_axial(row, col) for row, col in centres)]',
        '    q_min, q_max = max(c[0] for c in cubes) - n, min(c[0] for c in cubes) + n',
        '    r_min, r_max = max(c[1] for c in cubes) - n, min(c[1] for c in cubes) + n',
        '    s_min, s_max = max(c[2] for c in cubes) - n, min(c[2] for c in cubes) + n',
        '    return [',
        '        axial_to_offset(q, r)',
        '        for q in range(q_min, q_max + 1)',
        '        for r in range(max(r_min, -q - s_max), min(r_max, -q - s_min) + 1)',
        '    ]',
      ];
  }
}

export const python: Writer = {
  mark: '#',
  prelude: () => ['import math'],
  gap: 2,
  core,
  block,
};
