import { axialToOffset, offsetToAxial, VOID, type Axial, type LevelData, type OffsetSettings } from '../../engine';
// Not yet re-exported by the engine's index when this was written; switch to '../../engine' once it is.
import { axialReflect, axialRotate, type ReflectAxis } from '../../engine/transform';

// True hex rotation and reflection of the shape, not of the array: every tile goes to axial, turns there, and comes
// back to offset. The result is re-fitted into the tightest levelData that holds every tile; the move that fits it
// is an axial translation, which is exact, so no tile is lost or sheared whatever the row or column parity.

interface Tile {
  h: Axial;
  value: number;
}

function tilesOf(level: LevelData, settings: OffsetSettings): Tile[] {
  const out: Tile[] = [];
  level.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value !== VOID) out.push({ h: offsetToAxial(settings, { row, col }), value });
    }),
  );
  return out;
}

/** Lay tiles out in the tightest levelData that holds them all (loops, not Math.min(...): boards reach 62,500 tiles). */
function fitTiles(tiles: Tile[], settings: OffsetSettings): LevelData {
  // First translate so the smallest row (pointy) or column (flat) is 0; then the columns (rows) fit by plain offset.
  const pointy = settings.orientation === 'pointy';
  let low = Infinity;
  for (const t of tiles) low = Math.min(low, pointy ? t.h.r : t.h.q);
  const cells = tiles.map((t) =>
    axialToOffset(settings, pointy ? { q: t.h.q, r: t.h.r - low } : { q: t.h.q - low, r: t.h.r }),
  );
  let minRow = Infinity;
  let minCol = Infinity;
  let maxRow = -Infinity;
  let maxCol = -Infinity;
  for (const c of cells) {
    minRow = Math.min(minRow, c.row);
    minCol = Math.min(minCol, c.col);
    maxRow = Math.max(maxRow, c.row);
    maxCol = Math.max(maxCol, c.col);
  }
  const out: LevelData = Array.from({ length: maxRow - minRow + 1 }, () =>
    new Array<number>(maxCol - minCol + 1).fill(VOID),
  );
  cells.forEach((c, i) => {
    out[c.row - minRow][c.col - minCol] = tiles[i].value;
  });
  return out;
}

function transformShape(level: LevelData, settings: OffsetSettings, f: (h: Axial) => Axial): LevelData {
  const tiles = tilesOf(level, settings);
  if (tiles.length === 0) return level;
  return fitTiles(
    tiles.map((t) => ({ h: f(t.h), value: t.value })),
    settings,
  );
}

/**
 * Turn the shape by `steps` x 60 degrees (positive: clockwise on screen) and fit it into a new tight levelData.
 * The result may be larger than the input, even beyond MAX_LEVEL_SIDE; a board without tiles comes back unchanged.
 */
export function rotate60(level: LevelData, settings: OffsetSettings, steps: number): LevelData {
  const origin = { q: 0, r: 0 };
  return transformShape(level, settings, (h) => axialRotate(h, origin, steps));
}

/** Mirror the shape, keeping cube coordinate `axis` ('r' mirrors a pointy board left-right, 'q' a flat one top-bottom). */
export function reflect(level: LevelData, settings: OffsetSettings, axis: ReflectAxis): LevelData {
  const origin = { q: 0, r: 0 };
  return transformShape(level, settings, (h) => axialReflect(h, origin, axis));
}
