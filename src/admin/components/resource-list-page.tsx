// The list screen of a kind of record: filter by camp where it has one, sort, page, edit, delete.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { campOptions, useCamps } from '../api/camps';
import { useApi } from '../lib/console-context';
import { useCurrentUser } from '../lib/current-user';
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import { PAGE_SIZE, useListParams } from '../lib/list-params';
import type { Identified, Resource, ResourceContext } from '../lib/resource';
import { sortRows } from '../lib/sorting';
import { useDeleteRow } from './use-delete-row';
import { addressParams, DataTable, queryState } from './data-table';
import { FormError } from './form-field';
import { FilterSelect } from './filter-select';
import { PageHeader, StatusNotice } from './page-header';
import { RowChangeActions } from './row-change-actions';

export function useResourceContext(): ResourceContext {
  const { can } = useCurrentUser();
  const camps = useCamps();
  return { can, camps: campOptions(camps.data, can) };
}

export function ResourceListPage<T extends Identified>({ resource }: { resource: Resource<T> }) {
  const api = useApi();
  const ctx = useResourceContext();
  const params = useListParams();
  const { page, sort, camp, setCamp } = params;
  const { notice, failure, askToDelete, deleting } = useDeleteRow(resource);

  const sortParam = sort ? resource.serverSort?.[sort.key] : undefined;
  const query = {
    page,
    page_size: PAGE_SIZE,
    camp,
    ...(sort && sortParam ? { sort_by: sortParam, sort_order: sort.direction === 'asc' ? 'ascending' : 'descending' } : {}),
  };
  const waitingForCamp = resource.campFilter === 'required' && !camp;
  const list = useQuery({
    queryKey: [resource.key, 'list', query],
    queryFn: ({ signal }) => resource.list(api, query, signal),
    enabled: !waitingForCamp,
    placeholderData: keepPreviousData,
  });
  // Columns the API cannot sort by are sorted within the page.
  const rows = list.data && (sortParam ? list.data.rows : sortRows(list.data.rows, sort, resource.sortValue));

  const search = camp ? `?camp=${encodeURIComponent(camp)}` : '';
  return (
    <>
      <PageHeader
        title={resource.texts.title}
        actions={
          resource.mayCreate(ctx) && (
            <Link className="button" to={paths.create(resource.path) + search}>
              {resource.texts.add}
            </Link>
          )
        }
      />
      {resource.readOnlyNote && !resource.mayCreate(ctx) && <p className="muted">{resource.readOnlyNote}</p>}
      {resource.notice?.()}
      {resource.campFilter && (
        <div className="filters">
          <FilterSelect
            label={m.fields.camp}
            value={camp}
            options={[{ value: '', label: resource.campFilter === 'required' ? m.chooseCamp : m.allCamps }, ...ctx.camps]}
            onChange={setCamp}
          />
        </div>
      )}
      <StatusNotice message={notice} />
      <FormError message={failure} />
      {waitingForCamp ? (
        <p className="muted">{m.students.pickCamp}</p>
      ) : (
        <DataTable<T>
          caption={resource.texts.title}
          columns={resource.columns(ctx)}
          rows={rows}
          rowKey={(r) => r.id}
          total={list.data?.total ?? 0}
          {...addressParams(params)}
          {...queryState(list)}
          actions={(row) => (
            <>
              {resource.rowLinks?.(row)}
              {resource.mayChange(ctx, row) && (
                <RowChangeActions resource={resource} row={row} onDelete={() => askToDelete(row)} deleting={deleting} />
              )}
            </>
          )}
        />
      )}
    </>
  );
}
