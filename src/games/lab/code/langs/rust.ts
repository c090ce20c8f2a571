// The Lab's code in Rust (2021 edition; Debian's rustc 1.63 and newer): public functions at the top level, tuples
// for pairs, i32 coordinates and f64 pixels. `/` truncates, which is exact here: the halves are of even numbers;
// negative turns wrap with rem_euclid.
import { float, half, pairs, type Facts, type Writer } from './shared';
import type { CodeBlock } from '../words';

function core(f: Facts): string[][] {
  const { pointy, parity, line, words } = f;
  const orientation = pointy ? 'pointy' : 'flat';
  return [
    [
      `pub type Offset = (i32, i32); ${f.inline(words.offsetType)}`,
      'pub type Axial = (i32, i32);',
      `pub type Pixel = (f64, f64); ${f.inline(words.pixelType)}`,
    ],
    [`pub const SIZE: f64 = ${float(f.size)}; ${f.inline(words.size)}`, 'const SQRT3: f64 = 1.732_050_807_568_877_2;'],
    [
      ...f.comment(words.offsetToAxial(orientation, parity)),
      'pub fn offset_to_axial(row: i32, col: i32) -> Axial {',
      pointy ? `    (col - ${half('row', parity)}, row)` : `    (col, row - ${half('col', parity)})`,
      '}',
      '',
      'pub fn axial_to_offset(q: i32, r: i32) -> Offset {',
      pointy ? `    (r, q + ${half('r', parity)})` : `    (r + ${half('q', parity)}, q)`,
      '}',
    ],
    [
      ...f.comment(words.neighbors(orientation, f.names)),
      'const NEIGHBOR_STEPS: [[Offset; 6]; 2] = [',
      `    [${pairs(f.steps[0], '(', ')')}], ${f.inline(words.stepsFor(orientation, 'even'))}`,
      `    [${pairs(f.steps[1], '(', ')')}], ${f.inline(words.stepsFor(orientation, 'odd'))}`,
      '];',
      '',
      'pub fn neighbors(row: i32, col: i32) -> [Offset; 6] {',
      `    NEIGHBOR_STEPS[(${line} & 1) as usize].map(|(d_row, d_col)| (row + d_row, col + d_col))`,
      '}',
    ],
    [
      ...f.comment(words.distance),
      'pub fn distance(row1: i32, col1: i32, row2: i32, col2: i32) -> i32 {',
      '    let (q1, r1) = offset_to_axial(row1, col1);',
      '    let (q2, r2) = offset_to_axial(row2, col2);',
      '    let (dq, dr) = (q1 - q2, r1 - r2);',
      '    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2',
      '}',
    ],
    [
      ...f.comment(words.hexToPixel),
      'pub fn hex_to_pixel(row: i32, col: i32) -> Pixel {',
      '    let (q, r) = offset_to_axial(row, col);',
      '    let (q, r) = (f64::from(q), f64::from(r));',
      ...(pointy
        ? ['    let x = SIZE * (SQRT3 * q + SQRT3 / 2.0 * r);', '    let y = SIZE * (3.0 / 2.0 * r);']
        : ['    let x = SIZE * (3.0 / 2.0 * q);', '    let y = SIZE * (SQRT3 / 2.0 * q + SQRT3 * r);']),
      '    (x, y)',
      '}',
    ],
    [
      ...f.comment(words.rounding),
      'fn axial_round(fq: f64, fr: f64) -> Axial {',
      '    let fs = -fq - fr;',
      '    let (mut q, mut r, s) = (fq.round(), fr.round(), fs.round());',
      '    let (dq, dr, ds) = ((q - fq).abs(), (r - fr).abs(), (s - fs).abs());',
      '    if dq > dr && dq > ds {',
      '        q = -r - s;',
      '    } else if dr > ds {',
      '        r = -q - s;',
      '    }',
      '    (q as i32, r as i32)',
      '}',
    ],
    [
      ...f.comment(words.pixelToHex),
      'pub fn pixel_to_hex(x: f64, y: f64) -> Offset {',
      ...(pointy
        ? ['    let q = (SQRT3 / 3.0 * x - 1.0 / 3.0 * y) / SIZE;', '    let r = (2.0 / 3.0 * y) / SIZE;']
        : ['    let q = (2.0 / 3.0 * x) / SIZE;', '    let r = (-1.0 / 3.0 * x + SQRT3 / 3.0 * y) / SIZE;']),
      '    let (q, r) = axial_round(q, r);',
      '    axial_to_offset(q, r)',
      '}',
    ],
  ];
}

function block(b: CodeBlock): string[] {
  switch (b) {
    case 'directions':
      return ['const DIRECTIONS: [Axial; 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];'];
    case 'line':
      return [
        'pub fn line(row1: i32, col1: i32, row2: i32, col2: i32) -> Vec<Offset> {',
        '    let (q1, r1) = offset_to_axial(row1, col1);',
        '    let (q2, r2) = offset_to_axial(row2, col2);',
        '    let n = distance(row1, col1, row2, col2);',
        '    (0..=n)',
        '        .map(|i| {',
        '            let t = if n == 0 { 0.0 } else { f64::from(i) / f64::from(n) };',
        '            let q = f64::from(q1) + 1e-6 + f64::from(q2 - q1) * t;',
        '            let r = f64::from(r1) + 2e-6 + f64::from(r2 - r1) * t;',
        '            let (q, r) = axial_round(q, r);',
        '            axial_to_offset(q, r)',
        '        })',
        '        .collect()',
        '}',
      ];
    case 'range':
      return [
        'pub fn range(row: i32, col: i32, n: i32) -> Vec<Offset> {',
        '    let (q, r) = offset_to_axial(row, col);',
        '    let mut out = Vec::new();',
        '    for dq in -n..=n {',
        '        for dr in (-n).max(-dq - n)..=n.min(-dq + n) {',
        '            out.push(axial_to_offset(q + dq, r + dr));',
        '        }',
        '    }',
        '    out',
        '}',
      ];
    case 'ring':
      return [
        'pub fn ring(row: i32, col: i32, n: i32) -> Vec<Offset> {',
        '    if n <= 0 {',
        '        return vec![(row, col)];',
        '    }',
        '    let (mut q, mut r) = offset_to_axial(row, col);',
        '    q += DIRECTIONS[4].0 * n;',
        '    r += DIRECTIONS[4].1 * n;',
        '    let mut out = Vec::new();',
        '    for (dq, dr) in DIRECTIONS {',
        '        for _ in 0..n {',
        '            out.push(axial_to_offset(q, r));',
        '            q += dq;',
        '            r += dr;',
        '        }',
        '    }',
        '    out',
        '}',
      ];
    case 'spiral':
      return [
        'pub fn spiral(row: i32, col: i32, n: i32) -> Vec<Offset> {',
        '    let mut out = vec![(row, col)];',
        '    for k in 1..=n {',
        '        out.extend(ring(row, col, k));',
        '    }',
        '    out',
        '}',
      ];
    case 'rotate':
      return [
        'pub fn rotate(row: i32, col: i32, around_row: i32, around_col: i32, turns: i32) -> Offset {',
        '    let (q, r) = offset_to_axial(row, col);',
        '    let (cq, cr) = offset_to_axial(around_row, around_col);',
        '    let (mut dq, mut dr) = (q - cq, r - cr);',
        '    for _ in 0..turns.rem_euclid(6) {',
        '        (dq, dr) = (-dr, dq + dr);',
        '    }',
        '    axial_to_offset(cq + dq, cr + dr)',
        '}',
      ];
    case 'reflect':
      return [
        'pub fn reflect(row: i32, col: i32, around_row: i32, around_col: i32, axis: char) -> Offset {',
        '    let (q, r) = offset_to_axial(row, col);',
        '    let (cq, cr) = offset_to_axial(around_row, around_col);',
        '    let (dq, dr) = (q - cq, r - cr);',
        '    let ds = -dq - dr;',
        '    let (mq, mr) = match axis {',
        "        'q' => (dq, ds),",
        "        'r' => (ds, dr),",
        '        _ => (dr, dq),',
        '    };',
        '    axial_to_offset(cq + mq, cr + mr)',
        '}',
      ];
    case 'fieldOfView':
      return [
        'pub fn field_of_view(level_data: &[Vec<i32>], row: i32, col: i32) -> Vec<Offset> {',
        '    let cell = |(r, c): Offset| -> i32 {',
        '        match (usize::try_from(r), usize::try_from(c)) {',
        '            (Ok(r), Ok(c)) => level_data.get(r).and_then(|cells| cells.get(c)).copied().unwrap_or(-1),',
        '            _ => -1,',
        '        }',
        '    };',
        '    let mut seen = Vec::new();',
        '    for (r, cells) in level_data.iter().enumerate() {',
        '        for c in 0..cells.len() {',
        '            let at = (r as i32, c as i32);',
        '            let path = line(row, col, at.0, at.1);',
        '            let inside = path.iter().skip(1).take(path.len().saturating_sub(2));',
        '            if cell(at) != -1 && inside.copied().all(|p| cell(p) != -1 && cell(p) != 1) {',
        '                seen.push(at);',
        '            }',
        '        }',
        '    }',
        '    seen',
        '}',
      ];
    case 'intersect':
      return [
        'pub fn range_intersection(centres: &[Offset], n: i32) -> Vec<Offset> {',
        '    let mut out = Vec::new();',
        '    if centres.is_empty() {',
        '        return out;',
        '    }',
        '    let (mut q_min, mut r_min, mut s_min) = (i32::MIN, i32::MIN, i32::MIN);',
        '    let (mut q_max, mut r_max, mut s_max) = (i32::MAX, i32::MAX, i32::MAX);',
        '    for &(row, col) in centres {',
        '        let (q, r) = offset_to_axial(row, col);',
        '        let s = -q - r;',
        '        q_min = q_min.max(q - n);',
        '        q_max = q_max.min(q + n);',
        '        r_min = r_min.max(r - n);',
        '        r_max = r_max.min(r + n);',
        '        s_min = s_min.max(s - n);',
        '        s_max = s_max.min(s + n);',
        '    }',
        '    for q in q_min..=q_max {',
        '        for r in r_min.max(-q - s_max)..=r_max.min(-q - s_min) {',
        '            out.push(axial_to_offset(q, r));',
        '        }',
        '    }',
        '    out',
        '}',
      ];
  }
}

export const rust: Writer = { mark: '//', prelude: () => [], core, block };
