// The Lab's code in C++17: inline functions at namespace scope (so it can sit in a header), std::pair for a pair
// (structured bindings take it apart), std::array / std::vector for lists. `/` truncates, which is exact here: the
// halves are of even numbers. Each function comes before its first use.
import { float, half, pairs, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

const V = 'std::vector<Offset>';

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  const orientation = pointy ? 'pointy' : 'flat';
  return [
    [
      `using Offset = std::pair<int, int>;  ${f.inline(words.offsetType)}`,
      'using Axial = std::pair<int, int>;',
      `using Pixel = std::pair<double, double>;  ${f.inline(words.pixelType)}`,
    ],
    [
      `inline constexpr double kHexSize = ${float(f.size)};  ${f.inline(words.size)}`,
      'inline const double kSqrt3 = std::sqrt(3.0);',
    ],
    [
      ...f.comment(words.offsetToAxial(orientation, parity)),
      'inline Axial offset_to_axial(int row, int col) {',
      pointy ? `  return {col - ${half('row', parity)}, row};` : `  return {col, row - ${half('col', parity)}};`,
      '}',
      '',
      'inline Offset axial_to_offset(int q, int r) {',
      pointy ? `  return {r, q + ${half('r', parity)}};` : `  return {r + ${half('q', parity)}, q};`,
      '}',
    ],
    [
      ...f.comment(words.neighbors(orientation, f.names)),
      'inline constexpr int kNeighborSteps[2][6][2] = {',
      `    {${pairs(f.steps[0], '{', '}')}},  ${f.inline(words.stepsFor(orientation, 'even'))}`,
      `    {${pairs(f.steps[1], '{', '}')}},  ${f.inline(words.stepsFor(orientation, 'odd'))}`,
      '};',
      '',
      'inline std::array<Offset, 6> neighbors(int row, int col) {',
      `  const auto& steps = kNeighborSteps[${line} & 1];`,
      '  std::array<Offset, 6> out;',
      '  for (int i = 0; i < 6; ++i) out[i] = {row + steps[i][0], col + steps[i][1]};',
      '  return out;',
      '}',
    ],
    [
      ...f.comment(words.distance),
      'inline int distance(int row1, int col1, int row2, int col2) {',
      '  const auto [q1, r1] = offset_to_axial(row1, col1);',
      '  const auto [q2, r2] = offset_to_axial(row2, col2);',
      '  const int dq = q1 - q2;',
      '  const int dr = r1 - r2;',
      '  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;',
      '}',
    ],
    [
      ...f.comment(words.hexToPixel),
      'inline Pixel hex_to_pixel(int row, int col) {',
      '  const auto [q, r] = offset_to_axial(row, col);',
      ...(pointy
        ? [
            '  const double x = kHexSize * (kSqrt3 * q + kSqrt3 / 2.0 * r);',
            '  const double y = kHexSize * (3.0 / 2.0 * r);',
          ]
        : [
            '  const double x = kHexSize * (3.0 / 2.0 * q);',
            '  const double y = kHexSize * (kSqrt3 / 2.0 * q + kSqrt3 * r);',
          ]),
      '  return {x, y};',
      '}',
    ],
    [
      ...f.comment(words.rounding),
      'inline Axial axial_round(double fq, double fr) {',
      '  const double fs = -fq - fr;',
      '  int q = static_cast<int>(std::round(fq));',
      '  int r = static_cast<int>(std::round(fr));',
      '  const int s = static_cast<int>(std::round(fs));',
      '  const double dq = std::abs(q - fq);',
      '  const double dr = std::abs(r - fr);',
      '  const double ds = std::abs(s - fs);',
      '  if (dq > dr && dq > ds) {',
      '    q = -r - s;',
      '  } else if (dr > ds) {',
      '    r = -q - s;',
      '  }',
      '  return {q, r};',
      '}',
    ],
    [
      ...f.comment(words.pixelToHex),
      'inline Offset pixel_to_hex(double x, double y) {',
      ...(pointy
        ? [
            '  const double q = (kSqrt3 / 3.0 * x - 1.0 / 3.0 * y) / kHexSize;',
            '  const double r = (2.0 / 3.0 * y) / kHexSize;',
          ]
        : [
            '  const double q = (2.0 / 3.0 * x) / kHexSize;',
            '  const double r = (-1.0 / 3.0 * x + kSqrt3 / 3.0 * y) / kHexSize;',
          ]),
      '  const auto [rq, rr] = axial_round(q, r);',
      '  return axial_to_offset(rq, rr);',
      '}',
    ],
  ];
}

function block(b: CodeBlock): string[] {
  switch (b) {
    case 'directions':
      return ['inline constexpr int kDirections[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};'];
    case 'line':
      return [
        `inline ${V} line(int row1, int col1, int row2, int col2) {`,
        '  const auto [q1, r1] = offset_to_axial(row1, col1);',
        '  const auto [q2, r2] = offset_to_axial(row2, col2);',
        '  const int n = distance(row1, col1, row2, col2);',
        `  ${V} out;`,
        '  for (int i = 0; i <= n; ++i) {',
        '    const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;',
        '    const auto [q, r] = axial_round(q1 + 1e-6 + (q2 - q1) * t, r1 + 2e-6 + (r2 - r1) * t);',
        '    out.push_back(axial_to_offset(q, r));',
        '  }',
        '  return out;',
        '}',
      ];
    case 'range':
      return [
        `inline ${V} range(int row, int col, int n) {`,
        '  const auto [q, r] = offset_to_axial(row, col);',
        `  ${V} out;`,
        '  for (int dq = -n; dq <= n; ++dq) {',
        '    for (int dr = std::max(-n, -dq - n); dr <= std::min(n, -dq + n); ++dr) out.push_back(axial_to_offset(q + dq, r + dr));',
        '  }',
        '  return out;',
        '}',
      ];
    case 'ring':
      return [
        `inline ${V} ring(int row, int col, int n) {`,
        '  if (n <= 0) return {{row, col}};',
        '  auto [q, r] = offset_to_axial(row, col);',
        '  q += kDirections[4][0] * n;',
        '  r += kDirections[4][1] * n;',
        `  ${V} out;`,
        '  for (const auto& d : kDirections) {',
        '    for (int k = 0; k < n; ++k) {',
        '      out.push_back(axial_to_offset(q, r));',
        '      q += d[0];',
        '      r += d[1];',
        '    }',
        '  }',
        '  return out;',
        '}',
      ];
    case 'spiral':
      return [
        `inline ${V} spiral(int row, int col, int n) {`,
        `  ${V} out{{row, col}};`,
        '  for (int k = 1; k <= n; ++k) {',
        '    const auto next = ring(row, col, k);',
        '    out.insert(out.end(), next.begin(), next.end());',
        '  }',
        '  return out;',
        '}',
      ];
    case 'rotate':
      return [
        'inline Offset rotate(int row, int col, int around_row, int around_col, int turns) {',
        '  const auto [q, r] = offset_to_axial(row, col);',
        '  const auto [cq, cr] = offset_to_axial(around_row, around_col);',
        '  int dq = q - cq;',
        '  int dr = r - cr;',
        '  for (int i = 0; i < (turns % 6 + 6) % 6; ++i) {',
        '    const int q_before = dq;',
        '    dq = -dr;',
        '    dr = q_before + dr;',
        '  }',
        '  return axial_to_offset(cq + dq, cr + dr);',
        '}',
      ];
    case 'reflect':
      return [
        'inline Offset reflect(int row, int col, int around_row, int around_col, char axis) {',
        '  const auto [q, r] = offset_to_axial(row, col);',
        '  const auto [cq, cr] = offset_to_axial(around_row, around_col);',
        '  const int dq = q - cq;',
        '  const int dr = r - cr;',
        '  const int ds = -dq - dr;',
        "  if (axis == 'q') return axial_to_offset(cq + dq, cr + ds);",
        "  if (axis == 'r') return axial_to_offset(cq + ds, cr + dr);",
        '  return axial_to_offset(cq + dr, cr + dq);',
        '}',
      ];
    case 'fieldOfView':
      return [
        `inline ${V} field_of_view(const std::vector<std::vector<int>>& level_data, int row, int col) {`,
        '  const auto is_open = [&level_data](const Offset& at) {',
        '    const auto [r, c] = at;',
        '    if (r < 0 || r >= static_cast<int>(level_data.size())) return false;',
        '    if (c < 0 || c >= static_cast<int>(level_data[r].size())) return false;',
        '    return level_data[r][c] != -1 && level_data[r][c] != 1;',
        '  };',
        `  ${V} seen;`,
        '  for (int r = 0; r < static_cast<int>(level_data.size()); ++r) {',
        '    for (int c = 0; c < static_cast<int>(level_data[r].size()); ++c) {',
        '      if (level_data[r][c] == -1) continue;',
        '      const auto path = line(row, col, r, c);',
        '      if (path.size() < 3 || std::all_of(path.begin() + 1, path.end() - 1, is_open)) seen.push_back({r, c});',
        '    }',
        '  }',
        '  return seen;',
        '}',
      ];
    case 'intersect':
      return [
        `inline ${V} range_intersection(const ${V}& centres, int n) {`,
        `  ${V} out;`,
        '  if (centres.empty()) return out;',
        '  int q_min = INT_MIN, q_max = INT_MAX, r_min = INT_MIN, r_max = INT_MAX, s_min = INT_MIN, s_max = INT_MAX;',
        '  for (const auto& [row, col] : centres) {',
        '    const auto [q, r] = offset_to_axial(row, col);',
        '    const int s = -q - r;',
        '    q_min = std::max(q_min, q - n);',
        '    q_max = std::min(q_max, q + n);',
        '    r_min = std::max(r_min, r - n);',
        '    r_max = std::min(r_max, r + n);',
        '    s_min = std::max(s_min, s - n);',
        '    s_max = std::min(s_max, s + n);',
        '  }',
        '  for (int q = q_min; q <= q_max; ++q) {',
        '    for (int r = std::max(r_min, -q - s_max); r <= std::min(r_max, -q - s_min); ++r) out.push_back(axial_to_offset(q, r));',
        '  }',
        '  return out;',
        '}',
      ];
  }
}

export const cpp: Writer = {
  mark: '//',
  renames: { NEIGHBOR_STEPS: 'kNeighborSteps' },
  prelude: () => [
    '#include <algorithm>',
    '#include <array>',
    '#include <climits>',
    '#include <cmath>',
    '#include <cstdlib>',
    '#include <utility>',
    '#include <vector>',
  ],
  core,
  block,
};
