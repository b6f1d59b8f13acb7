import { describe, expect, it } from 'vitest';
import { isCurrent, minimum, pinned } from './current-node.mjs';

describe('the Node the product runs on', () => {
  it('takes 22.12 and later, and hands an older Node over to a pinned Node 24', () => {
    expect(minimum).toEqual([22, 12]);
    expect(['20.20.2', '22.11.0', '21.7.3'].map((version) => isCurrent(version))).toEqual([false, false, false]);
    expect(['22.12.0', '22.23.3', '23.0.0', '24.21.0', '26.1.0'].map((version) => isCurrent(version))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isCurrent(pinned)).toBe(true);
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });
});
