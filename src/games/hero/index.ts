// The hero: free movement with six keys, collision by pixel-to-hex on its box, and walking routes centre to centre.
export { heldMask, heldVector, type HeldInput } from './keys';
export { bodyFits, bodyPoints, innerRadius, tileAtPixel, type HeroBody } from './collision';
export { defaultBody, newHero, startWalk, stopWalk, tileCentre, type HeroState, type Walk } from './state';
export { FIXED_STEP, MAX_FRAME, stepHero, type HeroInput } from './step';
export { centreFloorTile, tileOnNewBoard } from './placement';
export { tutorialPath, type TutorialPathResult } from './tutorialPath';
