import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, unsorted, type SortState } from './sorting';

type Col = 'title' | 'date' | 'standard';
const rows = [
  { title: 'b', date: '10-06-2024', standard: '12' },
  { title: 'a', date: '09-07-2024', standard: 'All' },
  { title: 'c', date: '01-01-2025', standard: '9' },
];
const read = (row: (typeof rows)[number], col: Col) => row[col];
const kinds = { date: 'date', standard: 'standard' } as const;

describe('column sorting (§4)', () => {
  it('cycles none -> ascending -> descending -> none', () => {
    let s: SortState<Col> = unsorted();
    s = nextSort(s, 'title');
    expect(s).toEqual({ column: 'title', direction: 'ascending' });
    s = nextSort(s, 'title');
    expect(s).toEqual({ column: 'title', direction: 'descending' });
    s = nextSort(s, 'title');
    expect(s).toEqual({ column: null, direction: null });
  });

  it('starts the exam date column descending', () => {
    let s: SortState<Col> = nextSort(unsorted<Col>(), 'date', 'descending');
    expect(s.direction).toBe('descending');
    s = nextSort(s, 'date', 'descending');
    expect(s.direction).toBe('ascending');
    expect(nextSort(s, 'date', 'descending').column).toBeNull();
  });

  it('sorts one column at a time: another column starts over', () => {
    const s = nextSort(nextSort(unsorted<Col>(), 'title'), 'standard');
    expect(s).toEqual({ column: 'standard', direction: 'ascending' });
  });

  it('sorts dates as day-month-year, not as text', () => {
    const asc = sortRows(rows, { column: 'date', direction: 'ascending' }, read, kinds).map((r) => r.date);
    expect(asc).toEqual(['10-06-2024', '09-07-2024', '01-01-2025']);
    const desc = sortRows(rows, { column: 'date', direction: 'descending' }, read, kinds).map((r) => r.date);
    expect(desc).toEqual(['01-01-2025', '09-07-2024', '10-06-2024']);
  });

  it('sorts standards numerically where numeric (9 before 12), words after', () => {
    const asc = sortRows(rows, { column: 'standard', direction: 'ascending' }, read, kinds).map((r) => r.standard);
    expect(asc).toEqual(['9', '12', 'All']);
  });

  it('keeps the original order when unsorted', () => {
    expect(sortRows(rows, unsorted<Col>(), read, kinds)).toEqual(rows);
  });

  it('puts missing dates last in both directions', () => {
    const withMissing = [{ title: 'x', date: '', standard: '' }, ...rows];
    expect(sortRows(withMissing, { column: 'date', direction: 'ascending' }, read, kinds).at(-1)?.title).toBe('x');
    expect(sortRows(withMissing, { column: 'date', direction: 'descending' }, read, kinds).at(-1)?.title).toBe('x');
  });
});
