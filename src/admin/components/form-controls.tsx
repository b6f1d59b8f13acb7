// Renders a form's fields from their specs, bound to a useForm model; a picture's field shows the
// current and the chosen picture.
import { fill, m } from '../lib/messages';
import type { FieldSpec } from '../lib/resource';
import { useDataUrl } from '../lib/use-data-url';
import type { FieldBinding } from '../lib/use-form';
import { CheckboxField, FormField } from './form-field';
import { PointsField } from './points-field';
import './image-field.css';

export type { FieldBinding };

export function FieldControl({
  spec,
  form,
  currentFile,
}: {
  spec: FieldSpec;
  form: FieldBinding;
  currentFile?: string | null | undefined;
}) {
  const value = form.values[spec.name] ?? '';
  const errors = form.errors[spec.name];
  if (spec.kind === 'checkbox') {
    return (
      <CheckboxField
        name={spec.name}
        label={spec.label}
        checked={value === 'true'}
        onChange={(c) => form.setValue(spec.name, c ? 'true' : 'false')}
        errors={errors}
      />
    );
  }
  if (spec.kind === 'image') return <ImageField spec={spec} form={form} current={currentFile ?? null} />;
  if (spec.kind === 'points') return <PointsField spec={spec} form={form} />;
  const hint =
    spec.kind === 'file' && currentFile
      ? [spec.hint, fill(m.form.currentFile, { name: currentFile }), m.form.keepFile].filter(Boolean).join(' ')
      : spec.hint;
  return (
    <FormField name={spec.name} label={spec.label} hint={hint} errors={errors} required={spec.required}>
      {(control) => {
        switch (spec.kind) {
          case 'textarea':
            return (
              <textarea {...control} lang={spec.lang} value={value} rows={5} onChange={(e) => form.setValue(spec.name, e.target.value)} />
            );
          case 'select':
            return (
              <select {...control} value={value} onChange={(e) => form.setValue(spec.name, e.target.value)}>
                {spec.emptyOption !== undefined && <option value="">{spec.emptyOption}</option>}
                {(spec.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          case 'file':
            return (
              <input
                {...control}
                // The file is required on the new screen only, and the schema check says so in words.
                required={false}
                type="file"
                accept={spec.accept}
                onChange={(e) => form.setFile(spec.name, e.target.files?.[0] ?? null)}
              />
            );
          default:
            return (
              <input
                {...control}
                type={spec.kind}
                lang={spec.lang}
                value={value}
                autoComplete={spec.autoComplete}
                min={spec.min}
                max={spec.max}
                onChange={(e) => form.setValue(spec.name, e.target.value)}
              />
            );
        }
      }}
    </FormField>
  );
}

/** A form's submit button: disabled, and saying so, while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel, block }: { busy: boolean; label: string; busyLabel: string; block?: boolean }) {
  return (
    <button type="submit" className={block ? 'button button--block' : 'button'} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The progress of a form's upload, while it is being sent. */
export function UploadProgress({ form }: { form: { submitting: boolean; progress: number | null } }) {
  if (!form.submitting || form.progress === null) return null;
  return <progress className="form__progress" max={100} value={Math.round(form.progress * 100)} aria-label={m.form.uploadProgress} />;
}

/**
 * A picture's file input with the current picture beside it, and the chosen one once picked (read
 * as a data: URL, which the console's page policy allows for images). The upload's progress shows
 * under the form while it is sent (UploadProgress).
 */
export function ImageField({ spec, form, current }: { spec: FieldSpec; form: FieldBinding; current: string | null }) {
  const file = form.files[spec.name] ?? null;
  const chosen = useDataUrl(file);
  const hint = [spec.hint, current ? m.form.keepFile : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormField name={spec.name} label={spec.label} hint={hint} errors={form.errors[spec.name]} required={spec.required}>
      {(control) => (
        <div className="image-field">
          <input
            {...control}
            required={false}
            type="file"
            accept={spec.accept ?? 'image/jpeg,image/png,image/webp'}
            onChange={(e) => form.setFile(spec.name, e.target.files?.[0] ?? null)}
          />
          <div className="image-field__previews">
            {current ? (
              <figure>
                <img src={current} alt="" width={96} height={96} />
                <figcaption>{m.siteContent.image.current}</figcaption>
              </figure>
            ) : (
              !chosen && <p className="muted">{m.siteContent.image.none}</p>
            )}
            {chosen && (
              <figure>
                <img src={chosen} alt="" width={96} height={96} />
                <figcaption>{m.siteContent.image.chosen}</figcaption>
              </figure>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
