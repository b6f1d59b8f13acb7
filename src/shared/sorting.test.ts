import { describe, expect, it } from 'vitest';
import { nextDirection, sortArrow, sortedBy } from './sorting';

describe('shared column sorting', () => {
  it('cycles none -> first -> second -> none, whichever direction comes first', () => {
    const order = ['ascending', 'descending'] as const;
    expect(nextDirection(null, order)).toBe('ascending');
    expect(nextDirection('ascending', order)).toBe('descending');
    expect(nextDirection('descending', order)).toBeNull();
    const examDate = ['descending', 'ascending'] as const;
    expect(nextDirection(null, examDate)).toBe('descending');
    expect(nextDirection('descending', examDate)).toBe('ascending');
    expect(nextDirection('ascending', examDate)).toBeNull();
  });

  it('keeps missing values last in both directions and equal values in their order', () => {
    const rows = [
      { id: 1, n: 2 },
      { id: 2, n: null },
      { id: 3, n: 1 },
      { id: 4, n: 2 },
      { id: 5, n: null },
    ];
    const by = (descending: boolean) =>
      sortedBy(
        rows,
        descending,
        (r) => r.n,
        (a, b) => a - b,
      ).map((r) => r.id);
    expect(by(false)).toEqual([3, 1, 4, 2, 5]);
    expect(by(true)).toEqual([1, 4, 3, 2, 5]);
  });

  it('shows the arrow of the direction', () => {
    expect([sortArrow('ascending'), sortArrow('descending'), sortArrow(null)]).toEqual(['▲', '▼', '↕']);
  });
});
