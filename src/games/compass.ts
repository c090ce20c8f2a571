// The eight directions on screen (y down), by the names the games give them: identifiers, which each language's
// catalogue words (ui/i18n/compass.ts). Hero's keys, the Lab's neighbour table and its code card's comments use them.

/** A direction on screen, named as on a map with north up. */
export type CompassPoint = 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west' | 'north' | 'north-east';
