// The message a bad environment stops the start with: loadConfig must refuse it with a ConfigError.
import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';

export const configFailure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad value');
};

/** The refusal of `env`: one line that names the variable `name` (its message, for more checks). */
export const refusalNaming = (env: Record<string, string>, name: string) => {
  const message = configFailure(env);
  expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
  expect(message).not.toContain('\n');
  return message;
};
