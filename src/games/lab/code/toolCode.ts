import type { LabTool } from '../tools';
import { typer, type CodeLanguage } from './lang';

type Block = 'directions' | 'line' | 'range' | 'ring' | 'spiral' | 'rotate' | 'reflect' | 'fieldOfView' | 'intersect';

/** The blocks each tool's code needs, in the order they are written. */
const NEEDS: Record<LabTool, Block[]> = {
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

function block(b: Block, language: CodeLanguage): string[] {
  const t = typer(language);
  const n = t(': number');
  switch (b) {
    case 'directions':
      return [
        `// The six axial directions, in the same order as NEIGHBOR_STEPS.`,
        `const DIRECTIONS${t(': Axial[]')} = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];`,
      ];
    case 'line':
      return [
        `// Line drawing (#line-drawing): sample the straight line at distance + 1 evenly spaced points`,
        `// and round each to its hex. The tiny nudge keeps points that fall exactly on an edge rounding one way.`,
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
        `// Intersecting ranges (#range-intersection): each range is a box in cube coordinates, c - n <= q, r, s <= c + n.`,
        `// The hexes in all of them lie between the largest lower bounds and the smallest upper ones.`,
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
        `// Range (#range): every (dq, dr, ds) with each between -n and n and dq + dr + ds = 0;`,
        `// for each dq, dr runs over what leaves ds = -dq - dr in range.`,
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
        `// Rings (#rings): step n times towards one corner of the ring, then walk its six sides,`,
        `// n steps along each of the six directions in turn.`,
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
        `// Spiral rings (#rings-spiral): the centre, then ring 1, ring 2, ... ring n.`,
        `function spiral(row${n}, col${n}, n${n})${t(': Offset[]')} {`,
        `  const out${t(': Offset[]')} = [[row, col]];`,
        `  for (let k = 1; k <= n; k++) out.push(...ring(row, col, k));`,
        `  return out;`,
        `}`,
      ];
    case 'rotate':
      return [
        `// Rotation (#rotation): relative to the centre, one 60° turn clockwise on screen takes`,
        `// cube (q, r, s) to (-r, -s, -q); negative turns go the other way.`,
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
        `// Reflection (#reflection): relative to the centre, keep the cube coordinate named by the axis`,
        `// and swap the other two.`,
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
        `// Field of view (#field-of-view): a tile is in sight when the hex line to it crosses`,
        `// no wall (1) and no gap (-1, or off the map) on the way; walls themselves can be seen.`,
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

/** The selected tool's code, with what it needs, for the layout whose core code precedes it. */
export function toolCode(tool: LabTool, language: CodeLanguage): string {
  return NEEDS[tool].map((b) => block(b, language).join('\n')).join('\n\n');
}
