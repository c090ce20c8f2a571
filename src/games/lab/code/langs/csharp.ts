// The Lab's code in C# 7 (Mono's mcs, .NET, Unity): a `public static class Hex` of PascalCase methods returning
// named value tuples, and List<(int row, int col)> for lists. Mono's compiler takes no arrays of tuples, no
// deconstruction in foreach and no local functions, so tables are int[,] and loops index them; and it assigns
// `(a, b) = (-b, a + b)` one element after the other, so the rotation swaps through a temporary. `/` truncates, which
// is exact here: the halves are of even numbers.
import { float, half, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

const OFFSET = '(int row, int col)';
const LIST = `List<${OFFSET}>`;

/** A table row `{ { a, b }, { c, d } }`. */
const table = (steps: readonly (readonly [number, number])[]) =>
  `{ ${steps.map(([a, b]) => `{ ${a}, ${b} }`).join(', ')} }`;

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  const orientation = pointy ? 'pointy' : 'flat';
  return [
    [
      `public const double Size = ${float(f.size)}; ${f.inline(words.size)}`,
      'static readonly double Sqrt3 = Math.Sqrt(3);',
    ],
    [
      ...f.comment(words.offsetToAxial(orientation, parity)),
      `public static (int q, int r) OffsetToAxial(int row, int col) => ${pointy ? `(col - ${half('row', parity)}, row)` : `(col, row - ${half('col', parity)})`};`,
      '',
      `public static ${OFFSET} AxialToOffset(int q, int r) => ${pointy ? `(r, q + ${half('r', parity)})` : `(r + ${half('q', parity)}, q)`};`,
    ],
    [
      ...f.comment(words.neighbors(orientation, f.names)),
      'static readonly int[,,] NeighborSteps =',
      '{',
      `    ${table(f.steps[0])}, ${f.inline(words.stepsFor(orientation, 'even'))}`,
      `    ${table(f.steps[1])}, ${f.inline(words.stepsFor(orientation, 'odd'))}`,
      '};',
      '',
      `public static ${LIST} Neighbors(int row, int col)`,
      '{',
      `    int parity = ${line} & 1;`,
      `    var result = new ${LIST}(6);`,
      '    for (int i = 0; i < 6; i++)',
      '        result.Add((row + NeighborSteps[parity, i, 0], col + NeighborSteps[parity, i, 1]));',
      '    return result;',
      '}',
    ],
    [
      ...f.comment(words.distance),
      'public static int Distance(int row1, int col1, int row2, int col2)',
      '{',
      '    var (q1, r1) = OffsetToAxial(row1, col1);',
      '    var (q2, r2) = OffsetToAxial(row2, col2);',
      '    int dq = q1 - q2;',
      '    int dr = r1 - r2;',
      '    return (Math.Abs(dq) + Math.Abs(dr) + Math.Abs(dq + dr)) / 2;',
      '}',
    ],
    [
      ...f.comment(words.hexToPixel),
      'public static (double x, double y) HexToPixel(int row, int col)',
      '{',
      '    var (q, r) = OffsetToAxial(row, col);',
      ...(pointy
        ? ['    double x = Size * (Sqrt3 * q + Sqrt3 / 2.0 * r);', '    double y = Size * (3.0 / 2.0 * r);']
        : ['    double x = Size * (3.0 / 2.0 * q);', '    double y = Size * (Sqrt3 / 2.0 * q + Sqrt3 * r);']),
      '    return (x, y);',
      '}',
    ],
    [
      ...f.comment(words.rounding),
      'static (int q, int r) AxialRound(double fq, double fr)',
      '{',
      '    double fs = -fq - fr;',
      '    int q = (int)Math.Round(fq);',
      '    int r = (int)Math.Round(fr);',
      '    int s = (int)Math.Round(fs);',
      '    double dq = Math.Abs(q - fq);',
      '    double dr = Math.Abs(r - fr);',
      '    double ds = Math.Abs(s - fs);',
      '    if (dq > dr && dq > ds) q = -r - s;',
      '    else if (dr > ds) r = -q - s;',
      '    return (q, r);',
      '}',
    ],
    [
      ...f.comment(words.pixelToHex),
      `public static ${OFFSET} PixelToHex(double x, double y)`,
      '{',
      ...(pointy
        ? ['    double q = (Sqrt3 / 3.0 * x - 1.0 / 3.0 * y) / Size;', '    double r = (2.0 / 3.0 * y) / Size;']
        : ['    double q = (2.0 / 3.0 * x) / Size;', '    double r = (-1.0 / 3.0 * x + Sqrt3 / 3.0 * y) / Size;']),
      '    var (rq, rr) = AxialRound(q, r);',
      '    return AxialToOffset(rq, rr);',
      '}',
    ],
  ];
}

function block(b: CodeBlock): string[] {
  switch (b) {
    case 'directions':
      return [
        'static readonly int[,] Directions = { { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };',
      ];
    case 'line':
      return [
        `public static ${LIST} Line(int row1, int col1, int row2, int col2)`,
        '{',
        '    var (q1, r1) = OffsetToAxial(row1, col1);',
        '    var (q2, r2) = OffsetToAxial(row2, col2);',
        '    int n = Distance(row1, col1, row2, col2);',
        `    var result = new ${LIST}(n + 1);`,
        '    for (int i = 0; i <= n; i++)',
        '    {',
        '        double t = n == 0 ? 0.0 : (double)i / n;',
        '        var (q, r) = AxialRound(q1 + 1e-6 + (q2 - q1) * t, r1 + 2e-6 + (r2 - r1) * t);',
        '        result.Add(AxialToOffset(q, r));',
        '    }',
        '    return result;',
        '}',
      ];
    case 'range':
      return [
        `public static ${LIST} Range(int row, int col, int n)`,
        '{',
        '    var (q, r) = OffsetToAxial(row, col);',
        `    var result = new ${LIST}();`,
        '    for (int dq = -n; dq <= n; dq++)',
        '        for (int dr = Math.Max(-n, -dq - n); dr <= Math.Min(n, -dq + n); dr++)',
        '            result.Add(AxialToOffset(q + dq, r + dr));',
        '    return result;',
        '}',
      ];
    case 'ring':
      return [
        `public static ${LIST} Ring(int row, int col, int n)`,
        '{',
        `    if (n <= 0) return new ${LIST} { (row, col) };`,
        '    var (q, r) = OffsetToAxial(row, col);',
        '    q += Directions[4, 0] * n;',
        '    r += Directions[4, 1] * n;',
        `    var result = new ${LIST}(6 * n);`,
        '    for (int d = 0; d < 6; d++)',
        '    {',
        '        for (int k = 0; k < n; k++)',
        '        {',
        '            result.Add(AxialToOffset(q, r));',
        '            q += Directions[d, 0];',
        '            r += Directions[d, 1];',
        '        }',
        '    }',
        '    return result;',
        '}',
      ];
    case 'spiral':
      return [
        `public static ${LIST} Spiral(int row, int col, int n)`,
        '{',
        `    var result = new ${LIST} { (row, col) };`,
        '    for (int k = 1; k <= n; k++) result.AddRange(Ring(row, col, k));',
        '    return result;',
        '}',
      ];
    case 'rotate':
      return [
        `public static ${OFFSET} Rotate(int row, int col, int aroundRow, int aroundCol, int turns)`,
        '{',
        '    var (q, r) = OffsetToAxial(row, col);',
        '    var (cq, cr) = OffsetToAxial(aroundRow, aroundCol);',
        '    int dq = q - cq;',
        '    int dr = r - cr;',
        '    for (int i = 0; i < (turns % 6 + 6) % 6; i++)',
        '    {',
        '        int next = dq + dr;',
        '        dq = -dr;',
        '        dr = next;',
        '    }',
        '    return AxialToOffset(cq + dq, cr + dr);',
        '}',
      ];
    case 'reflect':
      return [
        `public static ${OFFSET} Reflect(int row, int col, int aroundRow, int aroundCol, char axis)`,
        '{',
        '    var (q, r) = OffsetToAxial(row, col);',
        '    var (cq, cr) = OffsetToAxial(aroundRow, aroundCol);',
        '    int dq = q - cq;',
        '    int dr = r - cr;',
        '    int ds = -dq - dr;',
        "    if (axis == 'q') return AxialToOffset(cq + dq, cr + ds);",
        "    if (axis == 'r') return AxialToOffset(cq + ds, cr + dr);",
        '    return AxialToOffset(cq + dr, cr + dq);',
        '}',
      ];
    case 'fieldOfView':
      return [
        `public static ${LIST} FieldOfView(int[][] levelData, int row, int col)`,
        '{',
        `    var seen = new ${LIST}();`,
        '    for (int r = 0; r < levelData.Length; r++)',
        '    {',
        '        for (int c = 0; c < levelData[r].Length; c++)',
        '        {',
        '            if (levelData[r][c] == -1) continue;',
        '            var path = Line(row, col, r, c);',
        '            bool clear = true;',
        '            for (int i = 1; i < path.Count - 1 && clear; i++) clear = IsOpen(levelData, path[i].row, path[i].col);',
        '            if (clear) seen.Add((r, c));',
        '        }',
        '    }',
        '    return seen;',
        '}',
        '',
        'static bool IsOpen(int[][] levelData, int row, int col) =>',
        '    row >= 0 && row < levelData.Length && col >= 0 && col < levelData[row].Length && levelData[row][col] != -1 && levelData[row][col] != 1;',
      ];
    case 'intersect':
      return [
        `public static ${LIST} RangeIntersection(${LIST} centres, int n)`,
        '{',
        `    var result = new ${LIST}();`,
        '    if (centres.Count == 0) return result;',
        '    int qMin = int.MinValue, qMax = int.MaxValue, rMin = int.MinValue, rMax = int.MaxValue, sMin = int.MinValue, sMax = int.MaxValue;',
        '    foreach (var centre in centres)',
        '    {',
        '        var (q, r) = OffsetToAxial(centre.row, centre.col);',
        '        int s = -q - r;',
        '        qMin = Math.Max(qMin, q - n); qMax = Math.Min(qMax, q + n);',
        '        rMin = Math.Max(rMin, r - n); rMax = Math.Min(rMax, r + n);',
        '        sMin = Math.Max(sMin, s - n); sMax = Math.Min(sMax, s + n);',
        '    }',
        '    for (int q = qMin; q <= qMax; q++)',
        '        for (int r = Math.Max(rMin, -q - sMax); r <= Math.Min(rMax, -q - sMin); r++)',
        '            result.Add(AxialToOffset(q, r));',
        '    return result;',
        '}',
      ];
  }
}

export const csharp: Writer = {
  mark: '//',
  renames: { NEIGHBOR_STEPS: 'NeighborSteps' },
  prelude: () => ['using System;', 'using System.Collections.Generic;'],
  core,
  block,
  wrap: (body) => ['public static class Hex', '{', ...body.map((l) => (l ? `    ${l}` : l)), '}'],
};
