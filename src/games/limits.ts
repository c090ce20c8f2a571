// Every number a person or a link can give Hexlab, and the range it must fall in: one table, read by the share codec,
// the store, the autosave and every number field, so a field accepts exactly what a link accepts.

/** A number's allowed range; `whole` when fractions are refused. */
export interface NumberLimit {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/** The largest number of rows or columns a board may have. */
export const MAX_SIDE = 250;

export const LIMITS = {
  /** rows, columns, the editor's height and width */
  side: { min: 1, max: MAX_SIDE, whole: true },
  /** the hexagons' circumradius in screen pixels */
  hexSize: { min: 6, max: 64, whole: true },
  /** seeds are unsigned 32-bit integers */
  seed: { min: 0, max: 0xffffffff, whole: true },
  /** mines on a board; a board's own floor sets the real top (mineCountProblem) */
  mines: { min: 1, max: MAX_SIDE * MAX_SIDE, whole: true },
  /** the mine density field, in per cent */
  density: { min: 1, max: 95, whole: true },
  longPressMs: { min: 150, max: 1500, whole: true },
  brushRadius: { min: 0, max: 3, whole: true },
  /** the Lab's N: range, ring and spiral radius */
  labRadius: { min: 0, max: 20, whole: true },
  /** the Lab's rotation, in 60° turns */
  turns: { min: -5, max: 5, whole: true },
  /** the hero's reach: steps, or a movement budget */
  reach: { min: 0, max: 99, whole: true },
} as const satisfies Record<string, NumberLimit>;

/** A limit with its top lowered (a board's mine count can't pass its floor). */
export const withMax = (limit: NumberLimit, max: number): NumberLimit => ({
  ...limit,
  max: Math.max(limit.min, Math.min(limit.max, max)),
});

/** Why a value is outside its limit, as data: the UI's catalogue writes the sentence beside the field. */
export type LimitProblem =
  { kind: 'notNumber' } | { kind: 'notWhole' | 'outOfRange'; min: number; max: number; whole: boolean };

/** Why `value` is outside `limit`, or null when it fits. */
export function limitProblem(value: number, limit: NumberLimit): LimitProblem | null {
  if (!Number.isFinite(value)) return { kind: 'notNumber' };
  const { min, max, whole } = limit;
  if (whole && !Number.isInteger(value)) return { kind: 'notWhole', min, max, whole };
  if (value < min || value > max) return { kind: 'outOfRange', min, max, whole };
  return null;
}

/** Whether a value fits a limit. */
export const fits = (value: number, limit: NumberLimit): boolean => limitProblem(value, limit) === null;
