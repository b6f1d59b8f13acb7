// A list row's Edit link and Delete button, shown where the signed-in staff member may change it.
import { Link } from 'react-router';
import { fill, m } from '../lib/messages';
import { paths } from '../lib/paths';
import type { Identified, Resource } from '../lib/resource';

export function RowChangeActions<T extends Identified>(props: { resource: Resource<T>; row: T; onDelete(): void; deleting: boolean }) {
  const { resource, row } = props;
  const name = resource.label(row);
  return (
    <>
      <Link
        className="button button--secondary button--small"
        to={paths.edit(resource.path, row.id)}
        state={{ row }}
        aria-label={fill(m.editItem, { name })}
      >
        {m.edit}
      </Link>
      {resource.undeletable ? null : (
        <button
          type="button"
          className="button button--danger-outline button--small"
          onClick={props.onDelete}
          disabled={props.deleting}
          aria-label={fill(m.deleteItem, { name })}
        >
          {m.delete}
        </button>
      )}
    </>
  );
}
