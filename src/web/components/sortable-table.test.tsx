// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-with-app';
import { SortableTable, type Column } from './sortable-table';

afterEach(cleanup);

type Row = { id: number; title: string; date: string };
const rows: Row[] = [
  { id: 1, title: 'Beta', date: '2024-06-10' },
  { id: 2, title: 'Alpha', date: '2025-01-01' },
  { id: 3, title: 'Gamma', date: '2024-07-09' },
];
const columns: Column<Row, 'title' | 'date'>[] = [
  { key: 'title', label: 'Title', sort: { kind: 'text', value: (r) => r.title }, cell: (r) => r.title },
  { key: 'date', label: 'Exam Date', sort: { kind: 'date', first: 'descending', value: (r) => r.date }, cell: (r) => r.date },
];
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('SortableTable', () => {
  it('cycles a column through ascending, descending and back to the original order', () => {
    renderWithApp(<SortableTable caption="Papers" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const sortTitle = screen.getByRole('button', { name: 'Sort by Title' });
    expect(header('Title').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(sortTitle);
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortTitle);
    expect(titles()).toEqual(['Gamma', 'Beta', 'Alpha']);
    fireEvent.click(sortTitle);
    expect(titles()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(header('Title').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts the exam date newest first on the first click, one column at a time', () => {
    renderWithApp(<SortableTable caption="Papers" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Exam Date' }));
    expect(titles()).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(header('Exam Date').getAttribute('aria-sort')).toBe('descending');
    expect(header('Title').getAttribute('aria-sort')).toBe('none');
  });

  it('leaves the order to the server when given onSort: rows as given, the next sort asked for', () => {
    const asked: unknown[] = [];
    renderWithApp(
      <SortableTable
        caption="Papers"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ column: 'title', direction: 'ascending' }}
        onSort={(next) => asked.push(next)}
      />,
    );
    expect(titles()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Exam Date' }));
    expect(asked).toEqual([
      { column: 'title', direction: 'descending' },
      { column: 'date', direction: 'descending' },
    ]);
  });
});
