import type { ReactNode } from 'react';

/** One column of a list of records (components/data-table.tsx): its header, its cell, how it sorts. */
export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  /** The cell that titles the card on a phone. */
  primary?: boolean;
  /** Kept on one line (dates). */
  nowrap?: boolean;
}
