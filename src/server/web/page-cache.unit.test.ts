import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

describe('the page cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('makes a page once within its few seconds, and again after them', async () => {
    const cache = new PageCache<string>(5_000);
    const make = vi.fn(async () => 'page');
    await cache.get('/', make);
    await cache.get('/', make);
    expect(make).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_001);
    await cache.get('/', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('lets go of expired pages at the next miss, not only when full', async () => {
    const cache = new PageCache<string>(5_000, 500);
    for (let i = 0; i < 100; i++) await cache.get(`/page?n=${i}`, async () => 'page');
    expect(cache.size).toBe(100);
    vi.advanceTimersByTime(3_000);
    await cache.get('/', async () => 'home'); // made later: stays
    vi.advanceTimersByTime(2_001);
    await cache.get('/about-us', async () => 'about');
    expect(cache.size).toBe(2);
  });

  it('keeps a page made again at the back, so the pages after it still go in time', async () => {
    const cache = new PageCache<string>(5_000, 500);
    await cache.get('/a', async () => 'a');
    await cache.get('/b', async () => 'b');
    vi.advanceTimersByTime(5_001);
    await cache.get('/b', async () => 'b again'); // /a goes; /b is made again
    expect(cache.size).toBe(1);
    vi.advanceTimersByTime(5_001);
    await cache.get('/c', async () => 'c');
    expect(cache.size).toBe(1);
  });

  it('holds no more than its bound, dropping the oldest', async () => {
    const cache = new PageCache<string>(60_000, 3);
    for (const p of ['/1', '/2', '/3', '/4']) await cache.get(p, async () => p);
    expect(cache.size).toBe(3);
    const make = vi.fn(async () => '/1');
    await cache.get('/1', make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
