// The eight compass names, by the identifiers the games use for directions (games/hero/keys.ts, games/lab/names.ts),
// in each language: shared by the Lab's and Hero's catalogues.
import type { CompassPoint } from '../../games/directions/directions';
import type { Lang } from './lang';

export const COMPASS: Record<Lang, Record<CompassPoint, string>> = {
  en: {
    east: 'east',
    'north-east': 'north-east',
    north: 'north',
    'north-west': 'north-west',
    west: 'west',
    'south-west': 'south-west',
    south: 'south',
    'south-east': 'south-east',
  },
  es: {
    east: 'este',
    'north-east': 'noreste',
    north: 'norte',
    'north-west': 'noroeste',
    west: 'oeste',
    'south-west': 'suroeste',
    south: 'sur',
    'south-east': 'sureste',
  },
};
