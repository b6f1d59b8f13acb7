// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SortState } from '../lib/sorting';
import type { Column } from '../lib/column';
import { DataTable, pageCount } from './data-table';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  year: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortable: true, primary: true },
  { key: 'year', header: 'Year', cell: (r) => r.year, sortable: true },
];
const rows: Row[] = [
  { id: 1, name: 'Dharchula', year: 2025 },
  { id: 2, name: 'Munsiyari', year: 2024 },
];

function Table(props: { total?: number; onPage?: (p: number) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable<Row>
      caption="Camps"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      total={props.total ?? 2}
      page={2}
      pageSize={2}
      onPageChange={props.onPage ?? (() => {})}
      sort={sort}
      onSortChange={setSort}
      actions={(r) => <button type="button">Edit {r.name}</button>}
    />
  );
}

describe('DataTable', () => {
  it('shows each row with its actions, and each cell labelled for the phone layout', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Camps' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Year', null, 'Name', 'Year', null]);
    expect(screen.getByRole('button', { name: 'Edit Munsiyari' })).toBeTruthy();
  });

  it('cycles a column’s sort none → ascending → descending → none, told by aria-sort', () => {
    render(<Table />);
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(header().getAttribute('aria-sort')).toBe('none');
    // The phone's "Sort by" choice drives the same state.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'year:desc' } });
    expect(screen.getByRole('columnheader', { name: /Year/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages with Previous and Next, disabled at the ends', () => {
    const onPage = vi.fn();
    render(<Table total={5} onPage={onPage} />);
    expect(screen.getByText(/Page 2 of 3/)).toBeTruthy();
    expect(screen.getByText(/3–4 of 5/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('shows loading, empty and error states, with a retry', () => {
    const retry = vi.fn();
    const base = {
      caption: 'C',
      columns,
      rowKey: (r: Row) => r.id,
      total: 0,
      page: 1,
      pageSize: 20,
      onPageChange: () => {},
      sort: null,
      onSortChange: () => {},
    };
    const { rerender } = render(<DataTable<Row> {...base} rows={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(<DataTable<Row> {...base} rows={[]} empty="No camps yet." />);
    expect(screen.getByText('No camps yet.')).toBeTruthy();
    rerender(<DataTable<Row> {...base} rows={[]} error="Server error occurred. Please try again later." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('This list could not be loaded: Server error occurred.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
