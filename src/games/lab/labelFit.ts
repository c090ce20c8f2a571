import type { Orientation } from '../../engine';

/** Screen pixels below which a label is mush: the Lab hides labels rather than draw them smaller. */
export const MIN_READABLE_PX = 7;

// Room for text inside a hex of circumradius 1, kept clear of the slanted edges. A pointy hex is sqrt(3) wide and 2
// tall; a flat one 2 wide and sqrt(3) tall. One line sits in the hex's widest band (a pointy hex is its full width
// for half its height, a flat one widest at its middle); stacked lines reach towards the slanted edges, so they get
// less width. Lines are 1.1 em apart.
const ROOM: Record<Orientation, { width: number; oneLine: number; height: number }> = {
  pointy: { width: 1.45, oneLine: 1.55, height: 1.3 },
  flat: { width: 1.5, oneLine: 1.7, height: 1.2 },
};
const LINE_EM = 1.1;
// The largest a label may be, as a share of the hex size: one line, or stacked lines.
const MAX_ONE_LINE = 0.6;
const MAX_STACKED = 0.5;

// Advance widths in em of the characters coordinates are written with, at or above those of the common UI fonts'
// (DejaVu Sans's tabular digits are 0.636 em, Roboto's and SF's about 0.56; their commas and hyphens under 0.4).
const DIGIT_EM = 0.64;
const NARROW_EM: Record<string, number> = { ',': 0.32, '.': 0.32, '-': 0.4, ' ': 0.32 };
// Each label sits on a halo (a stroke of 0.16 em, lab.css): half of it on either side.
const HALO_EM = 0.16;

/** How wide `line` is drawn, in em, halo included. */
export function textEm(line: string): number {
  let em = HALO_EM;
  for (const c of line) em += NARROW_EM[c] ?? DIGIT_EM;
  return em;
}

/**
 * The font size (board units) that fits `lines` lines, the widest `widthEm` wide (textEm), inside a hex of `size`:
 * at most 0.6 of the size for one line, half of it for stacked lines.
 */
export function labelFontSize(size: number, orientation: Orientation, widthEm: number, lines: number): number {
  const room = ROOM[orientation];
  const one = lines <= 1;
  const byWidth = ((one ? room.oneLine : room.width) * size) / Math.max(textEm('0'), widthEm);
  const byHeight = (room.height * size) / (Math.max(1, lines) * LINE_EM);
  return Math.min(size * (one ? MAX_ONE_LINE : MAX_STACKED), byWidth, byHeight);
}

/** True when a font of `fontSize` board units is readable at `unitsPerPixel` (board units per screen pixel). */
export const isReadable = (fontSize: number, unitsPerPixel: number): boolean =>
  fontSize / unitsPerPixel >= MIN_READABLE_PX;

/** The widest line (in em, textEm) and the most lines over every label, for one shared font size. */
export function labelExtent(labels: readonly (readonly string[])[]): { em: number; lines: number } {
  let em = textEm('0');
  let lines = 1;
  for (const l of labels) {
    if (l.length > lines) lines = l.length;
    for (const line of l) em = Math.max(em, textEm(line));
  }
  return { em, lines };
}
