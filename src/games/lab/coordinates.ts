import { axialToCube, axialToDoubled, axialToInterlaced, axialToOffset, type Axial, type OffsetSettings } from '../../engine';

export type CoordinateSystem = 'offset' | 'axial' | 'cube' | 'doubled' | 'interlaced';

export const SYSTEM_NAMES: Record<CoordinateSystem, string> = {
  offset: 'Offset (row, col)',
  axial: 'Axial (q, r)',
  cube: 'Cube (q, r, s)',
  doubled: 'Doubled (col, row)',
  interlaced: 'Interlaced (pair, half)',
};

/** A hex's coordinates in one system, as the Lab writes them. */
export function formatCoordinates(settings: OffsetSettings, a: Axial, system: CoordinateSystem): string {
  switch (system) {
    case 'offset': {
      const o = axialToOffset(settings, a);
      return `${o.row},${o.col}`;
    }
    case 'axial':
      return `${a.q},${a.r}`;
    case 'cube': {
      const c = axialToCube(a);
      return `${c.q},${c.r},${c.s}`;
    }
    case 'doubled': {
      const d = axialToDoubled(settings.orientation, a);
      return `${d.dcol},${d.drow}`;
    }
    case 'interlaced': {
      const i = axialToInterlaced(settings.orientation, a);
      return `${i.pair},${i.half}`;
    }
  }
}

/** Every system at once, for the Lab's side card. */
export const allCoordinates = (settings: OffsetSettings, a: Axial) =>
  (Object.keys(SYSTEM_NAMES) as CoordinateSystem[]).map((system) => ({ system, name: SYSTEM_NAMES[system], text: formatCoordinates(settings, a, system) }));
