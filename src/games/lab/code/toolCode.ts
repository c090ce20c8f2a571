import type { LabTool } from '../tools';
import { typer, type ScriptLanguage } from './lang';
import { comment, type CodeBlock as Block, type CodeWords } from './words';

/** The blocks each tool's code needs, in the order they are written. */
export const NEEDS: Readonly<Record<LabTool, readonly Block[]>> = {
  none: [],
  line: ['line'],
  range: ['range'],
  ring: ['directions', 'ring'],
  spiral: ['directions', 'ring', 'spiral'],
  // The Lab turns and mirrors the ring around the selected tile, so the worked example needs ring() too.
  rotate: ['directions', 'ring', 'rotate'],
  reflect: ['directions', 'ring', 'reflect'],
  fov: ['line', 'fieldOfView'],
  intersect: ['intersect'],
};

/** The name of the function a tool's code defines (CONTRACT.md, "The Lab's code"). */
export const TOOL_FUNCTION: Record<LabTool, string | null> = {
  none: null,
  line: 'line',
  range: 'range',
  ring: 'ring',
  spiral: 'spiral',
  rotate: 'rotate',
  reflect: 'reflect',
  fov: 'fieldOfView',
  intersect: 'rangeIntersection',
};

function code(b: Block, language: ScriptLanguage): string[] {
  const t = typer(language);
  const n = t(': number');
  switch (b) {
    case 'directions':
      return [`const DIRECTIONS${t(': Axial[]')} = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];`];
    case 'line':
      return [
        `function line(row1${n}, col1${n}, row2${n}, col2${n})${t(': Offset[]')} {`,
        `  const [q1, r1] = offsetToAxial(row1, col1);`,
        `  const [q2, r2] = offsetToAxial(row2, col2);`,
        `  const n = distance(row1, col1, row2, col2);`,
        `  const out${t(': Offset[]')} = [];`,
        `  for (let i = 0; i <= n; i++) {`,
        `    const t = n === 0 ? 0 : i / n;`,
        `    const [q, r] = axialRound(q1 + 1e-6 + (q2 - q1) * t, r1 + 2e-6 + (r2 - r1) * t);`,
        `    out.push(axialToOffset(q, r));`,
        `  }`,
        `  return out;`,
        `}`,
      ];
    case 'intersect':
      return [
        `function rangeIntersection(centres${t(': Offset[]')}, n${n})${t(': Offset[]')} {`,
        `  let qMin = -Infinity, qMax = Infinity, rMin = -Infinity, rMax = Infinity, sMin = -Infinity, sMax = Infinity;`,
        `  for (const [row, col] of centres) {`,
        `    const [q, r] = offsetToAxial(row, col);`,
        `    const s = -q - r;`,
        `    qMin = Math.max(qMin, q - n); qMax = Math.min(qMax, q + n);`,
        `    rMin = Math.max(rMin, r - n); rMax = Math.min(rMax, r + n);`,
        `    sMin = Math.max(sMin, s - n); sMax = Math.min(sMax, s + n);`,
        `  }`,
        `  const out${t(': Offset[]')} = [];`,
        `  if (centres.length === 0) return out;`,
        `  for (let q = qMin; q <= qMax; q++) {`,
        `    for (let r = Math.max(rMin, -q - sMax); r <= Math.min(rMax, -q - sMin); r++) out.push(axialToOffset(q, r));`,
        `  }`,
        `  return out;`,
        `}`,
      ];
    case 'range':
      return [
        `function range(row${n}, col${n}, n${n})${t(': Offset[]')} {`,
        `  const [q, r] = offsetToAxial(row, col);`,
        `  const out${t(': Offset[]')} = [];`,
        `  for (let dq = -n; dq <= n; dq++) {`,
        `    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) out.push(axialToOffset(q + dq, r + dr));`,
        `  }`,
        `  return out;`,
        `}`,
      ];
    case 'ring':
      return [
        `function ring(row${n}, col${n}, n${n})${t(': Offset[]')} {`,
        `  let [q, r] = offsetToAxial(row, col);`,
        `  if (n <= 0) return [[row, col]];`,
        `  q += DIRECTIONS[4][0] * n;`,
        `  r += DIRECTIONS[4][1] * n;`,
        `  const out${t(': Offset[]')} = [];`,
        `  for (const [dq, dr] of DIRECTIONS) {`,
        `    for (let k = 0; k < n; k++) {`,
        `      out.push(axialToOffset(q, r));`,
        `      q += dq;`,
        `      r += dr;`,
        `    }`,
        `  }`,
        `  return out;`,
        `}`,
      ];
    case 'spiral':
      return [
        `function spiral(row${n}, col${n}, n${n})${t(': Offset[]')} {`,
        `  const out${t(': Offset[]')} = [[row, col]];`,
        `  for (let k = 1; k <= n; k++) out.push(...ring(row, col, k));`,
        `  return out;`,
        `}`,
      ];
    case 'rotate':
      return [
        `function rotate(row${n}, col${n}, aroundRow${n}, aroundCol${n}, turns${n})${t(': Offset')} {`,
        `  const [q, r] = offsetToAxial(row, col);`,
        `  const [cq, cr] = offsetToAxial(aroundRow, aroundCol);`,
        `  let dq = q - cq;`,
        `  let dr = r - cr;`,
        `  for (let i = 0; i < ((turns % 6) + 6) % 6; i++) [dq, dr] = [-dr, dq + dr];`,
        `  return axialToOffset(cq + dq, cr + dr);`,
        `}`,
      ];
    case 'reflect':
      return [
        `function reflect(row${n}, col${n}, aroundRow${n}, aroundCol${n}, axis${t(": 'q' | 'r' | 's'")})${t(': Offset')} {`,
        `  const [q, r] = offsetToAxial(row, col);`,
        `  const [cq, cr] = offsetToAxial(aroundRow, aroundCol);`,
        `  const dq = q - cq;`,
        `  const dr = r - cr;`,
        `  const ds = -dq - dr;`,
        `  const [mq, mr] = axis === 'q' ? [dq, ds] : axis === 'r' ? [ds, dr] : [dr, dq];`,
        `  return axialToOffset(cq + mq, cr + mr);`,
        `}`,
      ];
    case 'fieldOfView':
      return [
        `function fieldOfView(levelData${t(': number[][]')}, row${n}, col${n})${t(': Offset[]')} {`,
        `  const open = ([r, c]${t(': Offset')}) => { const v = levelData[r]?.[c] ?? -1; return v !== -1 && v !== 1; };`,
        `  const seen${t(': Offset[]')} = [];`,
        `  levelData.forEach((cells, r) => cells.forEach((v, c) => {`,
        `    if (v !== -1 && line(row, col, r, c).slice(1, -1).every(open)) seen.push([r, c]);`,
        `  }));`,
        `  return seen;`,
        `}`,
      ];
  }
}

/** The selected tool's code, with what it needs, for the layout whose core code precedes it; `words` its comments. */
export function toolCode(tool: LabTool, language: ScriptLanguage, words: CodeWords): string {
  return NEEDS[tool].map((b) => [...comment(words.blocks[b]), ...code(b, language)].join('\n')).join('\n\n');
}
