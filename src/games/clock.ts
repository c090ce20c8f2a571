/** A game's clock: when play started and when it ended (epoch ms), null before either. */
export interface Clock {
  readonly startedAt: number | null;
  readonly endedAt: number | null;
}

export type ClockStatus = 'ready' | 'playing' | 'won' | 'lost';

export const STOPPED_CLOCK: Clock = { startedAt: null, endedAt: null };

const over = (status: ClockStatus) => status === 'won' || status === 'lost';

/**
 * The clock after a move left the game in `status` at time `now`: it starts with the first move that leaves 'ready'
 * (a first click that wins at once starts and stops it together) and stops once, when the game is won or lost.
 */
export function tick(clock: Clock, status: ClockStatus, now: number): Clock {
  const startedAt = clock.startedAt ?? (status === 'ready' ? null : now);
  const endedAt = over(status) ? (clock.endedAt ?? now) : null;
  return startedAt === clock.startedAt && endedAt === clock.endedAt ? clock : { startedAt, endedAt };
}
