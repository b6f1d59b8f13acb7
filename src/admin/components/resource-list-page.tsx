// The list screen of a kind of record: filter by camp where it has one, sort, page, edit, delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { campOptions, useCamps } from '../api/camps';
import { useApi } from '../lib/console-context';
import { useCurrentUser } from '../lib/current-user';
import { fill, m } from '../lib/messages';
import { paths } from '../lib/paths';
import { PAGE_SIZE, useListParams } from '../lib/list-params';
import type { Identified, Resource, ResourceContext } from '../lib/resource';
import { sortRows } from '../lib/sorting';
import { errorsOf } from '../lib/validation';
import { useConfirm } from './confirm-dialog';
import { addressParams, DataTable, queryState } from './data-table';
import { FormError } from './form-field';
import { PageHeader, StatusNotice } from './page-header';
import { RowChangeActions } from './row-change-actions';

export function useResourceContext(): ResourceContext {
  const { can } = useCurrentUser();
  const camps = useCamps();
  return { can, camps: campOptions(camps.data, can) };
}

export function ResourceListPage<T extends Identified>({ resource }: { resource: Resource<T> }) {
  const api = useApi();
  const client = useQueryClient();
  const ctx = useResourceContext();
  const confirm = useConfirm();
  const location = useLocation();
  const params = useListParams();
  const { page, sort, camp, setCamp } = params;
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const campFilterId = useId();

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

  const remove = useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSuccess: async () => {
      setNotice(m.deleted);
      await client.invalidateQueries({ queryKey: [resource.key] });
    },
    onError: (error) => setFailure(errorsOf(error).error),
  });

  async function askToDelete(row: T) {
    setNotice(null);
    setFailure(null);
    const name = resource.label(row);
    let prepared: { text: string; remove(): Promise<void> } = { text: m.confirm.deleteText, remove: () => resource.remove(api, row) };
    if (resource.prepareDelete) {
      try {
        prepared = await resource.prepareDelete(api, row);
      } catch (error) {
        setFailure(errorsOf(error).error);
        return;
      }
    }
    if (await confirm({ title: fill(m.confirm.deleteTitle, { name }), text: prepared.text, confirmLabel: m.delete, danger: true })) {
      remove.mutate(prepared.remove);
    }
  }

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
      {resource.campFilter && (
        <div className="filters">
          <div className="field field--inline">
            <label htmlFor={campFilterId} className="field__label">
              {m.fields.camp}
            </label>
            <select id={campFilterId} value={camp} onChange={(e) => setCamp(e.target.value)}>
              <option value="">{resource.campFilter === 'required' ? m.chooseCamp : m.allCamps}</option>
              {ctx.camps.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
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
                <RowChangeActions resource={resource} row={row} onDelete={() => void askToDelete(row)} deleting={remove.isPending} />
              )}
            </>
          )}
        />
      )}
    </>
  );
}
