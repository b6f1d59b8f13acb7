// Runs at most `limit` jobs at once; the others wait their turn, in order.
export function jobQueue(limit: number) {
  let active = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  async function run<T>(job: () => Promise<T>): Promise<T> {
    // A finished job hands its place straight to the next waiting one, so `active` counts places.
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  }
  /** How many jobs are running at this moment (what a test watches). */
  run.running = () => running;
  return run;
}
