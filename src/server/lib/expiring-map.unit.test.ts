import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { ExpiringMap, WindowCounts } from './expiring-map';

describe('expiring map', () => {
  it('reads an entry until its time and never after', () => {
    const clock = manualClock(0);
    const map = new ExpiringMap<string>(clock);
    map.set('a', 'x', 100);
    clock.advance(99);
    expect(map.get('a')).toBe('x');
    clock.advance(1);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('sweeps the expired keys before it grows past ten thousand, and keeps the live ones', () => {
    const clock = manualClock(0);
    const map = new ExpiringMap<number>(clock);
    for (let i = 0; i < 9_999; i++) map.set(`old${i}`, i, 10);
    map.set('live', 1, 1_000);
    expect(map.size).toBe(10_000);
    clock.advance(10);
    map.set('new', 2, 1_000);
    expect(map.size).toBe(2);
    expect(map.get('live')).toBe(1);
  });
});

describe('window counts', () => {
  it('count in a fixed window that opens at the first hit, then start again', () => {
    const clock = manualClock(0);
    const counts = new WindowCounts(clock);
    expect(counts.hit('k', 1_000)).toEqual({ count: 1, resetAt: 1_000 });
    clock.advance(600);
    expect(counts.hit('k', 1_000)).toEqual({ count: 2, resetAt: 1_000 });
    expect(counts.remaining(counts.peek('k')!)).toBe(400);
    clock.advance(400);
    expect(counts.peek('k')).toBeUndefined();
    expect(counts.hit('k', 1_000)).toEqual({ count: 1, resetAt: 2_000 });
  });
});
