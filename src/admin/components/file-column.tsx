import { m } from '../lib/messages';
import type { Column } from '../lib/column';

/** The column that opens a record's file in a new tab (named for screen readers by its title). */
export function fileColumn<T extends { file_url: string; title: string }>(): Column<T> {
  return {
    key: 'file',
    header: m.fields.file,
    cell: (r) => (
      <a href={r.file_url} target="_blank" rel="noopener noreferrer">
        {m.openFile}
        <span className="visually-hidden">: {r.title}</span>
      </a>
    ),
  };
}
