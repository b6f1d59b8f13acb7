// The screen of a record there is one of (the site settings, the About texts): its fields in
// groups, each with a link to where it shows on the website, checked with the shared schema,
// saved with upload progress for a picture. Those who may only read see the fields disabled.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../lib/console-context';
import { fill, m } from '../lib/messages';
import type { ConsoleApi } from '../api/api-client';
import type { FieldSpec } from '../lib/resource';
import { type FormFiles, type FormValues, useForm } from '../lib/use-form';
import { errorsOf, type FieldErrors } from '../lib/validation';
import { FieldControl, SubmitButton, UploadProgress } from './form-controls';
import { FormError } from './form-field';
import { ErrorNotice, PageHeader, StatusNotice } from './page-header';
import './singleton-form-page.css';

export interface FieldGroup {
  legend: string;
  /** Where this group shows on the website. */
  websiteLink: string;
  fields: FieldSpec[];
}

export interface SingletonSpec<D> {
  key: string;
  title: string;
  intro: string;
  load(api: ConsoleApi, signal?: AbortSignal): Promise<D>;
  groups: FieldGroup[];
  initial(data: D): FormValues;
  validate(values: FormValues, files: FormFiles): FieldErrors | null;
  save(api: ConsoleApi, values: FormValues, files: FormFiles, onProgress: (fraction: number) => void): Promise<D>;
  currentImage?(data: D, field: string): string | null;
  websiteLink: string;
  /** May this account change it? */
  mayChange: boolean;
  readOnlyNote: string;
}

export function SingletonFormPage<D extends { updated_at: string }>({ spec }: { spec: SingletonSpec<D> }) {
  const api = useApi();
  const one = useQuery({ queryKey: [spec.key], queryFn: ({ signal }) => spec.load(api, signal) });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={spec.title}
        intro={spec.intro}
        actions={
          <a className="button button--secondary" href={spec.websiteLink}>
            {m.siteContent.viewOnWebsite}
          </a>
        }
      />
      {!spec.mayChange && <p className="muted">{spec.readOnlyNote}</p>}
      <StatusNotice message={notice} />
      {one.data ? (
        <SingletonForm
          key={one.data.updated_at}
          spec={spec}
          data={one.data}
          onSaved={() => setNotice(m.saved)}
          onEdit={() => setNotice(null)}
        />
      ) : one.error ? (
        <ErrorNotice message={errorsOf(one.error).error} />
      ) : (
        <p role="status">{m.loading}</p>
      )}
    </>
  );
}

function SingletonForm<D>({ spec, data, onSaved, onEdit }: { spec: SingletonSpec<D>; data: D; onSaved(): void; onEdit(): void }) {
  const api = useApi();
  const client = useQueryClient();
  const fields = spec.groups.flatMap((g) => g.fields);
  const form = useForm<D>({
    initial: spec.initial(data),
    fields: fields.map((f) => f.name),
    validate: (values, files) => {
      onEdit();
      return spec.validate(values, files);
    },
    send: (values, files, onProgress) => spec.save(api, values, files, onProgress),
    onSuccess: (saved) => {
      client.setQueryData([spec.key], saved);
      onSaved();
    },
  });
  const hasFile = fields.some((f) => f.kind === 'image' || f.kind === 'file');
  return (
    <form className="form" noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.submitting || undefined}>
      <FormError message={form.error} />
      <fieldset className="singleton__all" disabled={!spec.mayChange}>
        {spec.groups.map((group) => (
          <fieldset key={group.legend} className="singleton__group">
            <legend>{group.legend}</legend>
            <p className="singleton__link">
              <a href={group.websiteLink} aria-label={fill(m.siteContent.viewItemOnWebsite, { name: group.legend })}>
                {m.siteContent.viewOnWebsite}
              </a>
            </p>
            <div className="form__grid">
              {group.fields.map((f) => (
                <div key={f.name} className={f.kind === 'textarea' || f.kind === 'image' || f.kind === 'points' ? 'form__wide' : undefined}>
                  <FieldControl
                    spec={f}
                    form={form}
                    currentFile={f.kind === 'image' ? (spec.currentImage?.(data, f.name) ?? null) : undefined}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {hasFile && <UploadProgress form={form} />}
      {spec.mayChange && (
        <div className="form__actions">
          <SubmitButton busy={form.submitting} label={m.save} busyLabel={m.saving} />
        </div>
      )}
    </form>
  );
}
