// The hero: free movement with six keys, collision by pixel-to-hex on its box, and walking routes centre to centre.
export { heldMask } from './keys';
export { bodyPoints, tileAtPixel } from './collision';
export { defaultBody, newHero, startWalk, stopWalk, type HeroState } from './state';
export { stepHero } from './step';
export { centreFloorTile, tileOnNewBoard } from './placement';
export { tutorialPath } from './tutorialPath';
