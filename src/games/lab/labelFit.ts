import type { Orientation } from '../../engine';

/** Screen pixels below which a label is mush: the Lab hides labels rather than draw them smaller. */
export const MIN_READABLE_PX = 7;

// Room for text inside a hex of circumradius 1, kept clear of the slanted edges. A pointy hex is sqrt(3) wide and 2
// tall; a flat one 2 wide and sqrt(3) tall. Digits are about 0.6 em wide; lines are 1.1 em apart.
const ROOM: Record<Orientation, { width: number; height: number }> = {
  pointy: { width: 1.45, height: 1.3 },
  flat: { width: 1.5, height: 1.2 },
};
const CHAR_EM = 0.6;
const LINE_EM = 1.1;

/** The font size (board units) that fits `lines` lines of `chars` characters inside a hex of `size`, at most half the size. */
export function labelFontSize(size: number, orientation: Orientation, chars: number, lines: number): number {
  const room = ROOM[orientation];
  const byWidth = (room.width * size) / (Math.max(1, chars) * CHAR_EM);
  const byHeight = (room.height * size) / (Math.max(1, lines) * LINE_EM);
  return Math.min(size * 0.5, byWidth, byHeight);
}

/** True when a font of `fontSize` board units is readable at `unitsPerPixel` (board units per screen pixel). */
export const isReadable = (fontSize: number, unitsPerPixel: number): boolean =>
  fontSize / unitsPerPixel >= MIN_READABLE_PX;

/** The longest line and the most lines over every label, for one shared font size. */
export function labelExtent(labels: readonly (readonly string[])[]): { chars: number; lines: number } {
  let chars = 1;
  let lines = 1;
  for (const l of labels) {
    if (l.length > lines) lines = l.length;
    for (const line of l) if (line.length > chars) chars = line.length;
  }
  return { chars, lines };
}
