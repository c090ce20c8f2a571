/** What a mode tells a newcomer, and the keys it answers to: kept apart from the components so they can be translated. */
export interface ModeGuide {
  /** "How to play" or "What this shows" */
  readonly title: string;
  /** a few short sentences, one a line */
  readonly lines: readonly string[];
  /** the mode's own keys, [key, what it does], as the footer and Help list them (movement and zoom are shared) */
  readonly keys: readonly (readonly [key: string, what: string])[];
  /** keys shown only in some configurations (Proximity 2's hand), listed in Help and by the footer when they apply */
  readonly optionalKeys?: readonly (readonly [key: string, what: string])[];
}

/** Keys every board answers to, listed once in Help and at the end of every footer. */
export const BOARD_KEYS: readonly (readonly [string, string])[] = [
  ['+ −', 'zoom'],
  ['0', 'fit the board'],
];

export const MOVE_KEYS_TEXT = {
  horizontal: 'Horizontal layout: A W E D X Z',
  vertical: 'Vertical layout: Q W E A S D',
  arrows: 'arrow keys',
} as const;
