import { AXIAL_DIRECTIONS, axialToOffset, axialToPixel, makeLayout, offsetToAxial, type Axial } from '../../../engine';
import { GUIDE, num, offsetName, typer, type ScriptLanguage, type CodeLayout } from './lang';
import { comment, inline, type CodeWords, type CompassPoint } from './words';

const COMPASS: readonly CompassPoint[] = [
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
  'north',
  'north-east',
];

/** The compass name of a step on screen (y grows downwards), to the nearest eighth of a turn. */
function compassName(dx: number, dy: number): CompassPoint {
  const eighth = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return COMPASS[((eighth % 8) + 8) % 8];
}

/** The six neighbour directions in the engine's order (AXIAL_DIRECTIONS), named as they look in this layout. */
export function directionNames(orientation: CodeLayout['orientation']): CompassPoint[] {
  const layout = makeLayout({ orientation, parity: 'odd', size: 1 });
  return AXIAL_DIRECTIONS.map((d) => {
    const p = axialToPixel(layout, d);
    return compassName(p.x, p.y);
  });
}

/**
 * The neighbour steps [dRow, dCol] of a tile on an even line (index 0) and an odd line (index 1), in the engine's
 * direction order: the offset tables of the guide's "Neighbors" section, taken from the engine for this layout.
 */
export function neighborSteps({
  orientation,
  parity,
}: Pick<CodeLayout, 'orientation' | 'parity'>): [number, number][][] {
  const settings = { orientation, parity };
  return [0, 1].map((line) => {
    const at = orientation === 'pointy' ? { row: line, col: 0 } : { row: 0, col: line };
    const a = offsetToAxial(settings, at);
    return AXIAL_DIRECTIONS.map((d: Axial) => {
      const o = axialToOffset(settings, { q: a.q + d.q, r: a.r + d.r });
      return [o.row - at.row + 0, o.col - at.col + 0] as [number, number];
    });
  });
}

/**
 * The code every layout needs: offset <-> axial, neighbours, distance, hex to pixel, pixel to hex and rounding, with
 * `words` as its comments.
 */
export function coreCode(layout: CodeLayout, language: ScriptLanguage, words: CodeWords): string {
  const t = typer(language);
  const pointy = layout.orientation === 'pointy';
  const { orientation, parity } = layout;
  const lineName = pointy ? 'row' : 'col';
  const shove =
    layout.parity === 'odd' ? `(${lineName} - (${lineName} & 1)) / 2` : `(${lineName} + (${lineName} & 1)) / 2`;
  const axialShove =
    layout.parity === 'odd'
      ? `(${pointy ? 'r' : 'q'} - (${pointy ? 'r' : 'q'} & 1)) / 2`
      : `(${pointy ? 'r' : 'q'} + (${pointy ? 'r' : 'q'} & 1)) / 2`;
  const steps = neighborSteps(layout);
  const names = directionNames(layout.orientation);
  const table = (s: [number, number][]) => `[${s.map(([a, b]) => `[${a}, ${b}]`).join(', ')}]`;
  const types =
    language === 'typescript'
      ? [
          `type Offset = [row: number, col: number]; ${inline(words.offsetType)}`,
          'type Axial = [q: number, r: number];',
          `type Pixel = [x: number, y: number]; ${inline(words.pixelType)}`,
          '',
        ]
      : [];
  return [
    ...comment(words.header({ orientation, parity, guideName: offsetName(layout), guide: GUIDE })),
    ...types,
    `const SIZE = ${num(layout.size)}; ${inline(words.size)}`,
    `const SQRT3 = Math.sqrt(3);`,
    ``,
    ...comment(words.offsetToAxial(orientation, parity)),
    `function offsetToAxial(row${t(': number')}, col${t(': number')})${t(': Axial')} {`,
    pointy ? `  return [col - ${shove}, row];` : `  return [col, row - ${shove}];`,
    `}`,
    ``,
    `function axialToOffset(q${t(': number')}, r${t(': number')})${t(': Offset')} {`,
    pointy ? `  return [r, q + ${axialShove}];` : `  return [r + ${axialShove}, q];`,
    `}`,
    ``,
    ...comment(words.neighbors(orientation, names)),
    `const NEIGHBOR_STEPS${t(': Offset[][]')} = [`,
    `  ${table(steps[0])}, ${inline(words.stepsFor(orientation, 'even'))}`,
    `  ${table(steps[1])}, ${inline(words.stepsFor(orientation, 'odd'))}`,
    `];`,
    `function neighbors(row${t(': number')}, col${t(': number')})${t(': Offset[]')} {`,
    `  return NEIGHBOR_STEPS[${lineName} & 1].map(([dRow, dCol])${t(': Offset')} => [row + dRow, col + dCol]);`,
    `}`,
    ``,
    ...comment(words.distance),
    `function distance(row1${t(': number')}, col1${t(': number')}, row2${t(': number')}, col2${t(': number')})${t(': number')} {`,
    `  const [q1, r1] = offsetToAxial(row1, col1);`,
    `  const [q2, r2] = offsetToAxial(row2, col2);`,
    `  const dq = q1 - q2;`,
    `  const dr = r1 - r2;`,
    `  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;`,
    `}`,
    ``,
    ...comment(words.hexToPixel),
    `function hexToPixel(row${t(': number')}, col${t(': number')})${t(': Pixel')} {`,
    `  const [q, r] = offsetToAxial(row, col);`,
    ...(pointy
      ? [`  const x = SIZE * (SQRT3 * q + (SQRT3 / 2) * r);`, `  const y = SIZE * ((3 / 2) * r);`]
      : [`  const x = SIZE * ((3 / 2) * q);`, `  const y = SIZE * ((SQRT3 / 2) * q + SQRT3 * r);`]),
    `  return [x, y];`,
    `}`,
    ``,
    ...comment(words.pixelToHex),
    `function pixelToHex(x${t(': number')}, y${t(': number')})${t(': Offset')} {`,
    ...(pointy
      ? [`  const q = ((SQRT3 / 3) * x - (1 / 3) * y) / SIZE;`, `  const r = ((2 / 3) * y) / SIZE;`]
      : [`  const q = ((2 / 3) * x) / SIZE;`, `  const r = (-(1 / 3) * x + (SQRT3 / 3) * y) / SIZE;`]),
    `  return axialToOffset(...axialRound(q, r));`,
    `}`,
    ``,
    ...comment(words.rounding),
    `function axialRound(fq${t(': number')}, fr${t(': number')})${t(': Axial')} {`,
    `  const fs = -fq - fr;`,
    `  let q = Math.round(fq);`,
    `  let r = Math.round(fr);`,
    `  const s = Math.round(fs);`,
    `  const dq = Math.abs(q - fq);`,
    `  const dr = Math.abs(r - fr);`,
    `  const ds = Math.abs(s - fs);`,
    `  if (dq > dr && dq > ds) q = -r - s;`,
    `  else if (dr > ds) r = -q - s;`,
    `  return [q, r];`,
    `}`,
  ].join('\n');
}
