// The time as the product reads it where a test must be able to move it: the reply caches, the
// attempt and rate limits and the mail outbox take a Clock (buildApi's `clock` option, app.clock),
// so a test advances time by hand instead of sleeping through a window (decision 0026).

/** Timestamps are stored as ISO-8601 UTC text on both engines. */
export const isoNow = () => new Date().toISOString();

/** Milliseconds since the epoch. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  return Object.assign(() => now, {
    advance(ms: number) {
      now += ms;
    },
  });
}
