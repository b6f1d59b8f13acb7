// An unexpected console.error fails the test that caused it: called by the API's and the unit
// tests' setup files, which Vitest runs again for every test file (an import alone would run once
// per worker where files share one: the projects without isolation).
import { afterEach, vi } from 'vitest';

export function failOnConsoleError(): void {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  afterEach(() => {
    if (errors.length) {
      const first = errors
        .splice(0)
        .map((a) => a.map(String).join(' '))
        .join('\n');
      throw new Error(`console.error was called:\n${first}`);
    }
  });
}
