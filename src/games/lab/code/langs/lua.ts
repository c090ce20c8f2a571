// The Lab's code in Lua 5.4: local functions at the top of the chunk (each defined before its first use), a pair as
// two return values, a list as a sequence of {row, col} tables, `//` for the exact halves. Lua has no round: the
// rounding is math.floor(x + 0.5), as the engine's.
import { float, half, pairs, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  const orientation = pointy ? 'pointy' : 'flat';
  return [
    [`local SIZE = ${float(f.size)} ${f.inline(words.size)}`, 'local SQRT3 = math.sqrt(3)'],
    [
      ...f.comment(words.offsetToAxial(orientation, parity)),
      'local function offset_to_axial(row, col)',
      pointy ? `  return col - ${half('row', parity, '//')}, row` : `  return col, row - ${half('col', parity, '//')}`,
      'end',
      '',
      'local function axial_to_offset(q, r)',
      pointy ? `  return r, q + ${half('r', parity, '//')}` : `  return r + ${half('q', parity, '//')}, q`,
      'end',
    ],
    [
      ...f.comment(words.neighbors(orientation, f.names)),
      'local NEIGHBOR_STEPS = {',
      `  { ${pairs(f.steps[0], '{ ', ' }')} }, ${f.inline(words.stepsFor(orientation, 'even'))}`,
      `  { ${pairs(f.steps[1], '{ ', ' }')} }, ${f.inline(words.stepsFor(orientation, 'odd'))}`,
      '}',
      '',
      'local function neighbors(row, col)',
      '  local out = {}',
      `  for i, step in ipairs(NEIGHBOR_STEPS[(${line} & 1) + 1]) do`,
      '    out[i] = { row + step[1], col + step[2] }',
      '  end',
      '  return out',
      'end',
    ],
    [
      ...f.comment(words.distance),
      'local function distance(row1, col1, row2, col2)',
      '  local q1, r1 = offset_to_axial(row1, col1)',
      '  local q2, r2 = offset_to_axial(row2, col2)',
      '  local dq, dr = q1 - q2, r1 - r2',
      '  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2',
      'end',
    ],
    [
      ...f.comment(words.hexToPixel),
      'local function hex_to_pixel(row, col)',
      '  local q, r = offset_to_axial(row, col)',
      ...(pointy
        ? ['  local x = SIZE * (SQRT3 * q + SQRT3 / 2 * r)', '  local y = SIZE * (3 / 2 * r)']
        : ['  local x = SIZE * (3 / 2 * q)', '  local y = SIZE * (SQRT3 / 2 * q + SQRT3 * r)']),
      '  return x, y',
      'end',
    ],
    [
      ...f.comment(words.rounding),
      'local function axial_round(fq, fr)',
      '  local fs = -fq - fr',
      '  local q, r, s = math.floor(fq + 0.5), math.floor(fr + 0.5), math.floor(fs + 0.5)',
      '  local dq, dr, ds = math.abs(q - fq), math.abs(r - fr), math.abs(s - fs)',
      '  if dq > dr and dq > ds then',
      '    q = -r - s',
      '  elseif dr > ds then',
      '    r = -q - s',
      '  end',
      '  return q, r',
      'end',
    ],
    [
      ...f.comment(words.pixelToHex),
      'local function pixel_to_hex(x, y)',
      ...(pointy
        ? ['  local q = (SQRT3 / 3 * x - 1 / 3 * y) / SIZE', '  local r = (2 / 3 * y) / SIZE']
        : ['  local q = (2 / 3 * x) / SIZE', '  local r = (-1 / 3 * x + SQRT3 / 3 * y) / SIZE']),
      '  return axial_to_offset(axial_round(q, r))',
      'end',
    ],
  ];
}

function block(b: CodeBlock, f: Facts): string[] {
  switch (b) {
    case 'directions':
      return ['local DIRECTIONS = { { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } }'];
    case 'line':
      return [
        'local function line(row1, col1, row2, col2)',
        '  local q1, r1 = offset_to_axial(row1, col1)',
        '  local q2, r2 = offset_to_axial(row2, col2)',
        '  local n = distance(row1, col1, row2, col2)',
        '  local out = {}',
        '  for i = 0, n do',
        '    local t = n == 0 and 0 or i / n',
        '    local q, r = axial_round(q1 + 1e-6 + (q2 - q1) * t, r1 + 2e-6 + (r2 - r1) * t)',
        '    out[#out + 1] = { axial_to_offset(q, r) }',
        '  end',
        '  return out',
        'end',
      ];
    case 'range':
      return [
        'local function range(row, col, n)',
        '  local q, r = offset_to_axial(row, col)',
        '  local out = {}',
        '  for dq = -n, n do',
        '    for dr = math.max(-n, -dq - n), math.min(n, -dq + n) do',
        '      out[#out + 1] = { axial_to_offset(q + dq, r + dr) }',
        '    end',
        '  end',
        '  return out',
        'end',
      ];
    case 'ring':
      return [
        'local function ring(row, col, n)',
        '  if n <= 0 then return { { row, col } } end',
        '  local q, r = offset_to_axial(row, col)',
        '  q, r = q + DIRECTIONS[5][1] * n, r + DIRECTIONS[5][2] * n',
        '  local out = {}',
        '  for _, d in ipairs(DIRECTIONS) do',
        '    for _ = 1, n do',
        '      out[#out + 1] = { axial_to_offset(q, r) }',
        '      q, r = q + d[1], r + d[2]',
        '    end',
        '  end',
        '  return out',
        'end',
      ];
    case 'spiral':
      return [
        'local function spiral(row, col, n)',
        '  local out = { { row, col } }',
        '  for k = 1, n do',
        '    for _, at in ipairs(ring(row, col, k)) do out[#out + 1] = at end',
        '  end',
        '  return out',
        'end',
      ];
    case 'rotate':
      return [
        'local function rotate(row, col, around_row, around_col, turns)',
        '  local q, r = offset_to_axial(row, col)',
        '  local cq, cr = offset_to_axial(around_row, around_col)',
        '  local dq, dr = q - cq, r - cr',
        '  for _ = 1, turns % 6 do',
        '    dq, dr = -dr, dq + dr',
        '  end',
        '  return axial_to_offset(cq + dq, cr + dr)',
        'end',
      ];
    case 'reflect':
      return [
        'local function reflect(row, col, around_row, around_col, axis)',
        '  local q, r = offset_to_axial(row, col)',
        '  local cq, cr = offset_to_axial(around_row, around_col)',
        '  local dq, dr = q - cq, r - cr',
        '  local ds = -dq - dr',
        '  local mq, mr',
        '  if axis == "q" then',
        '    mq, mr = dq, ds',
        '  elseif axis == "r" then',
        '    mq, mr = ds, dr',
        '  else',
        '    mq, mr = dr, dq',
        '  end',
        '  return axial_to_offset(cq + mq, cr + mr)',
        'end',
      ];
    case 'fieldOfView':
      return [
        ...f.comment(f.words.luaIndex),
        'local function field_of_view(level_data, row, col)',
        '  local function is_open(at)',
        '    local cells = level_data[at[1] + 1]',
        '    local v = cells and cells[at[2] + 1] or -1',
        '    return v ~= -1 and v ~= 1',
        '  end',
        '  local seen = {}',
        '  for r, cells in ipairs(level_data) do',
        '    for c, v in ipairs(cells) do',
        '      local path = line(row, col, r - 1, c - 1)',
        '      local clear = v ~= -1',
        '      for i = 2, #path - 1 do',
        '        if not clear then break end',
        '        clear = is_open(path[i])',
        '      end',
        '      if clear then seen[#seen + 1] = { r - 1, c - 1 } end',
        '    end',
        '  end',
        '  return seen',
        'end',
      ];
    case 'intersect':
      return [
        'local function range_intersection(centres, n)',
        '  local out = {}',
        '  if #centres == 0 then return out end',
        '  local huge = math.maxinteger',
        '  local q_min, q_max, r_min, r_max, s_min, s_max = -huge, huge, -huge, huge, -huge, huge',
        '  for _, centre in ipairs(centres) do',
        '    local q, r = offset_to_axial(centre[1], centre[2])',
        '    local s = -q - r',
        '    q_min, q_max = math.max(q_min, q - n), math.min(q_max, q + n)',
        '    r_min, r_max = math.max(r_min, r - n), math.min(r_max, r + n)',
        '    s_min, s_max = math.max(s_min, s - n), math.min(s_max, s + n)',
        '  end',
        '  for q = q_min, q_max do',
        '    for r = math.max(r_min, -q - s_max), math.min(r_max, -q - s_min) do',
        '      out[#out + 1] = { axial_to_offset(q, r) }',
        '    end',
        '  end',
        '  return out',
        'end',
      ];
  }
}

export const lua: Writer = { mark: '--', prelude: () => [], core, block };
