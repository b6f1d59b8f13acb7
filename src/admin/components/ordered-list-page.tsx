// The list screen of a kind of record whose order is the website's order (the site content's
// lists): every item, dragged or moved up and down to a new place, edited, deleted, and each
// with a link to where it shows on the website. Those who may only read see the list as it is.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../lib/console-context';
import { fill, m } from '../lib/messages';
import { paths } from '../lib/paths';
import type { ConsoleApi } from '../api/api-client';
import type { Identified, Resource } from '../lib/resource';
import { errorsOf } from '../lib/validation';
import { useDeleteRow } from './use-delete-row';
import { FormError } from './form-field';
import { PageHeader, StatusNotice } from './page-header';
import { RowChangeActions } from './row-change-actions';
import { ReorderableList } from './reorderable-list';
import { useResourceContext } from './resource-list-page';

export interface OrderedResource<T extends Identified> extends Resource<T> {
  /** Saves the order: every id, first to last. */
  reorder(api: ConsoleApi, ids: number[]): Promise<unknown>;
  /** A row of the list: its picture and words. */
  summary(row: T): ReactNode;
  /** Where the whole list shows on the website. */
  websiteListLink: string;
  websiteLink(row: T): string;
}

export function OrderedListPage<T extends Identified>({ resource }: { resource: OrderedResource<T> }) {
  const api = useApi();
  const client = useQueryClient();
  const ctx = useResourceContext();
  const { notice, setNotice, failure, askToDelete, deleting } = useDeleteRow(resource);
  const list = useQuery({
    queryKey: [resource.key, 'list'],
    queryFn: ({ signal }) => resource.list(api, {}, signal),
  });
  const mayCreate = resource.mayCreate(ctx);
  const rows = list.data?.rows;
  return (
    <>
      <PageHeader
        title={resource.texts.title}
        actions={
          <>
            <a className="button button--secondary" href={resource.websiteListLink}>
              {m.siteContent.viewOnWebsite}
            </a>
            {mayCreate && (
              <Link className="button" to={paths.create(resource.path)}>
                {resource.texts.add}
              </Link>
            )}
          </>
        }
      />
      {resource.readOnlyNote && !mayCreate && <p className="muted">{resource.readOnlyNote}</p>}
      <StatusNotice message={notice} />
      <FormError message={failure} />
      {rows ? (
        <ReorderableList<T>
          label={resource.texts.title}
          items={rows}
          itemKey={(r) => r.id}
          itemName={(r) => resource.label(r)}
          renderItem={(r) => resource.summary(r)}
          readOnly={!rows.every((r) => resource.mayChange(ctx, r))}
          onReorder={async (ids) => {
            setNotice(null);
            await resource.reorder(api, ids);
            await client.invalidateQueries({ queryKey: [resource.key] });
          }}
          actions={(row) => (
            <>
              <a
                className="button button--secondary button--small"
                href={resource.websiteLink(row)}
                aria-label={fill(m.siteContent.viewItemOnWebsite, { name: resource.label(row) })}
              >
                {m.siteContent.viewOnWebsite}
              </a>
              {resource.mayChange(ctx, row) && (
                <RowChangeActions resource={resource} row={row} onDelete={() => askToDelete(row)} deleting={deleting} />
              )}
            </>
          )}
        />
      ) : list.error ? (
        <p className="notice notice--error" role="alert">
          {errorsOf(list.error).error}
        </p>
      ) : (
        <p role="status">{m.loading}</p>
      )}
    </>
  );
}
