// For tests that build bare apps of their own (Fastify with the one plugin under test): every app
// made during a test is closed after it, and a gate lets a test hold a handler mid-request.
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';

/** Wraps `make` so that each app it makes is closed after the test that made it. */
export function closedAfterEach<A extends unknown[], T extends { app: FastifyInstance }>(make: (...args: A) => Promise<T>) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  return async (...args: A): Promise<T> => {
    const made = await make(...args);
    apps.push(made.app);
    return made;
  };
}

/**
 * A gate that handlers await: open until `hold()` shuts it; the function `hold` returns opens it
 * again. `reached()` resolves once a handler has come to the gate since the last `hold()`.
 */
export function handlerGate() {
  let shut: Promise<void> = Promise.resolve();
  let arrived = () => {};
  let arrival: Promise<void> = Promise.resolve();
  return {
    pass: () => {
      arrived();
      return shut;
    },
    hold() {
      let release = () => {};
      shut = new Promise((resolve) => {
        release = resolve;
      });
      arrival = new Promise((resolve) => {
        arrived = resolve;
      });
      return () => release();
    },
    reached: () => arrival,
  };
}
