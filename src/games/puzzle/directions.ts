// Whether a level's words speak of places on the board ("the second top cell of the middle column"): such words are
// true only in the layout the author drew, so a phone must not turn that level (src/ui/puzzle/phoneTurn.ts).

/**
 * English words of direction and position, whole words (plurals and a few forms included). "Up", "down", "over" and
 * "under" are left out: in notes they are mostly particles or amounts ("Pick up Sticks", "up to three", "game over",
 * "under five"), and a note that does mean a place says more ("the top row", "the cell above").
 */
const DIRECTION =
  /\b(?:top|bottom|left|right|column|columns|row|rows|upper|lower|above|below|beneath|horizontal|horizontally|vertical|vertically|north|south|east|west|northern|southern|eastern|western|north-?east|north-?west|south-?east|south-?west|upwards?|downwards?|leftmost|rightmost|topmost|bottommost|diagonal|diagonally|clockwise|anticlockwise|counterclockwise)\b/i;

/** Whether `text` names a direction or a place on the board, as whole English words, in any case. */
export function speaksOfDirections(text: string): boolean {
  return DIRECTION.test(text);
}
