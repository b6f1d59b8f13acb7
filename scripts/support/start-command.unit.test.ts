import { describe, expect, it } from 'vitest';
import { deployedService, startNodeFlags } from './start-command.mjs';

describe('how the product is started', () => {
  it('keeps V8’s young generation small and its old space bounded, in npm start and in the deploy guide’s service alike', () => {
    expect(startNodeFlags()).toContain('--max-semi-space-size=2');
    expect(startNodeFlags()).toContain('--max-old-space-size=256');
    expect(deployedService().nodeFlags).toEqual(startNodeFlags());
  });

  it('gives the deployed service two malloc arenas', () => {
    expect(deployedService().env).toMatchObject({ MALLOC_ARENA_MAX: '2' });
  });
});
