import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sorting';

describe('nextSort', () => {
  it('cycles none, ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'title');
    expect(asc).toEqual({ key: 'title', direction: 'asc' });
    const desc = nextSort(asc, 'title');
    expect(desc).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort(desc, 'title')).toBeNull();
    expect(nextSort(desc, 'year')).toEqual({ key: 'year', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Class 10', n: 3 },
    { name: 'class 9', n: null },
    { name: 'Class 11', n: 1 },
    { name: '', n: 2 },
  ];
  const read = (r: (typeof rows)[number], key: string) => (key === 'n' ? r.n : r.name);

  it('sorts text naturally and without case, empty values last in both directions', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, read).map((r) => r.name)).toEqual(['class 9', 'Class 10', 'Class 11', '']);
    expect(sortRows(rows, { key: 'name', direction: 'desc' }, read).map((r) => r.name)).toEqual(['Class 11', 'Class 10', 'class 9', '']);
  });

  it('sorts numbers as numbers and leaves the order alone without a sort', () => {
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, read).map((r) => r.n)).toEqual([1, 2, 3, null]);
    expect(sortRows(rows, null, read)).toEqual(rows);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });
});
