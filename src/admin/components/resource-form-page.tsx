// The new and edit screens of a kind of record: its form checked with the shared schema, the
// server's errors beside their fields, upload progress for a file, then back to the list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../lib/console-context';
import { m } from '../lib/messages';
import { NotFound } from '../api/fetch-all';
import type { FieldSpec, Identified, Resource, ResourceContext } from '../lib/resource';
import { useForm } from '../lib/use-form';
import { errorsOf } from '../lib/validation';
import { FieldControl, SubmitButton, UploadProgress } from './form-controls';
import { FormError } from './form-field';
import { NotAllowed } from './not-allowed';
import { PageHeader } from './page-header';
import { useResourceContext } from './resource-list-page';

export function ResourceFormPage<T extends Identified>({ resource, mode }: { resource: Resource<T>; mode: 'create' | 'edit' }) {
  const api = useApi();
  const ctx = useResourceContext();
  const { id } = useParams();
  const location = useLocation();
  const passed = (location.state as { row?: T } | null)?.row;
  const editing = mode === 'edit';
  const numericId = Number(id);
  const one = useQuery({
    queryKey: [resource.key, 'one', numericId],
    queryFn: () => resource.fetchOne(api, numericId),
    enabled: editing && Number.isInteger(numericId) && numericId > 0,
    ...(passed && passed.id === numericId && !resource.openWhole ? { initialData: passed } : {}),
    retry: false,
  });

  const title = editing ? resource.texts.edit : resource.texts.new;
  if (!editing) {
    if (!resource.mayCreate(ctx)) return <NotAllowed />;
    return <ResourceForm resource={resource} row={null} ctx={ctx} title={title} />;
  }
  if (one.data) {
    if (!resource.mayChange(ctx, one.data)) return <NotAllowed />;
    return <ResourceForm key={one.data.id} resource={resource} row={one.data} ctx={ctx} title={title} />;
  }
  return (
    <>
      <PageHeader title={title} />
      {one.error || !Number.isInteger(numericId) ? (
        <>
          <p className="notice notice--error" role="alert">
            {one.error instanceof NotFound || !one.error ? m.notFound : errorsOf(one.error).error}
          </p>
          <Link to={resource.path}>{m.backToList}</Link>
        </>
      ) : (
        <p role="status">{m.loading}</p>
      )}
    </>
  );
}

function ResourceForm<T extends Identified>({
  resource,
  row,
  ctx,
  title,
}: {
  resource: Resource<T>;
  row: T | null;
  ctx: ResourceContext;
  title: string;
}) {
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = row !== null;
  const specs = resource.fields(ctx, editing).filter((f) => !f.only || f.only === (editing ? 'edit' : 'create'));
  const initial = resource.initial(row, ctx);
  // A new record in the camp the list was filtered by.
  const camp = params.get('camp');
  if (!editing && camp && 'camp' in initial && ctx.camps.some((c) => c.value === camp)) initial.camp = camp;
  const form = useForm<T>({
    initial,
    fields: specs.map((f) => f.name),
    validate: (values, files) => resource.validate(values, files, editing),
    send: (values, files, onProgress) => resource.save(api, values, files, row, onProgress),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [resource.key] });
      navigate(resource.path + (camp ? `?camp=${encodeURIComponent(camp)}` : ''), { state: { notice: editing ? m.saved : m.created } });
    },
  });
  const currentFile = (name: string) => {
    if (!row) return null;
    const value = (row as Record<string, unknown>)[name === 'file' ? 'file_url' : name];
    return typeof value === 'string' && value ? decodeURIComponent(value.split('/').pop() ?? '') : null;
  };
  const hasFile = specs.some((f) => f.kind === 'file' || f.kind === 'image');
  const current = (spec: FieldSpec) =>
    spec.kind === 'file'
      ? currentFile(spec.name)
      : spec.kind === 'image' && row
        ? (resource.currentImage?.(row, spec.name) ?? null)
        : undefined;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          row &&
          resource.websiteLink && (
            <a className="button button--secondary" href={resource.websiteLink(row)}>
              {m.siteContent.viewOnWebsite}
            </a>
          )
        }
      />
      {row && resource.about ? <p className="notice">{resource.about(row)}</p> : null}
      <form className="form" noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.submitting || undefined}>
        <FormError message={form.error} />
        <div className="form__grid">
          {specs.map((spec) => (
            <div key={spec.name} className={spec.kind === 'textarea' || spec.kind === 'points' ? 'form__wide' : undefined}>
              <FieldControl spec={spec} form={form} currentFile={current(spec)} />
            </div>
          ))}
        </div>
        {hasFile && <UploadProgress form={form} />}
        <div className="form__actions">
          <SubmitButton busy={form.submitting} label={editing ? m.save : m.create} busyLabel={m.saving} />
          <Link className="button button--secondary" to={resource.path + (camp ? `?camp=${encodeURIComponent(camp)}` : '')}>
            {m.cancel}
          </Link>
        </div>
      </form>
      {row && resource.panel ? resource.panel(row) : null}
    </>
  );
}
