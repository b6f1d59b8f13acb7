// Several gallery pictures at once: the title, camp, category, date and description chosen once, then
// one request per picture, each with its own progress bar and outcome.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_GALLERY_CATEGORY } from '../../../shared/constants';
import { galleryFields } from '../../../shared/schemas/staff/gallery';
import { galleryApi } from '../../api/gallery';
import { useApi } from '../../lib/console-context';
import { fill, fillCount, m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { FileUploadList, type UploadItem } from '../../components/file-upload-list';
import { FieldControl } from '../../components/form-controls';
import { FormError, FormField } from '../../components/form-field';
import { NotAllowed } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { useResourceContext } from '../../components/resource-list-page';
import type { FieldSpec } from '../../lib/resource';
import { formData } from '../../lib/resource';
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import type { FormValues } from '../../lib/use-form';
import { check, errorsOf } from '../../lib/validation';
import { categoryOptions, GALLERY_HINDI } from './gallery-resource';

/** The API's limit for one picture (storage/images.ts). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Refuses at once what the server would refuse after the upload. */
export function precheck(file: File): string | null {
  if (file.type && !IMAGE_TYPES.includes(file.type)) return shared.staff.notImage;
  if (file.size > MAX_IMAGE_BYTES) return shared.staff.imageTooLarge;
  return null;
}

let nextId = 0;

export default function GalleryUploadPage() {
  const api = useApi();
  const client = useQueryClient();
  const ctx = useResourceContext();
  const [params] = useSearchParams();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<FormValues>(() => ({
    title: '',
    camp: params.get('camp') ?? '',
    type: DEFAULT_GALLERY_CATEGORY,
    date: '',
    description: '',
    ...hindiValues(null, GALLERY_HINDI),
  }));
  const [items, setItems] = useState<UploadItem[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [finishedCamp, setFinishedCamp] = useState<string | null>(null);

  if (!ctx.camps.length && !ctx.can.allCamps) return <NotAllowed />;

  const specs: FieldSpec[] = withHindi(
    [
      { name: 'title', label: m.fields.title, kind: 'text' },
      { name: 'camp', label: m.fields.camp, kind: 'select', required: true, options: ctx.camps, emptyOption: m.chooseCamp },
      { name: 'type', label: m.fields.category, kind: 'select', required: true, options: categoryOptions },
      { name: 'date', label: m.fields.date, kind: 'date' },
      { name: 'description', label: m.fields.description, kind: 'textarea' },
    ],
    GALLERY_HINDI,
  );
  const binding = {
    values,
    files: {},
    errors,
    setValue: (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    setFile: () => undefined,
  };
  const update = (id: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  function addFiles(list: FileList | null) {
    const added = [...(list ?? [])].map((file): UploadItem => {
      const problem = precheck(file);
      return { id: `f${++nextId}`, file, status: problem ? 'failed' : 'waiting', progress: 0, error: problem ?? undefined };
    });
    setItems((current) => [...current.filter((i) => i.status !== 'done'), ...added]);
    setFinishedCamp(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const parsed = check(galleryFields, values);
    const pending = items.filter((i) => i.status === 'waiting' || (i.status === 'failed' && !precheck(i.file)));
    const fieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (pending.length === 0) fieldErrors.files = [m.gallery.noFiles];
    if (!parsed.ok || pending.length === 0) {
      setErrors(fieldErrors);
      setError(parsed.ok ? m.gallery.noFiles : parsed.error);
      return;
    }
    setErrors({});
    setError(null);
    setRunning(true);
    setFinishedCamp(null);
    let failed = 0;
    for (const item of pending) {
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        await galleryApi.save(
          api,
          null,
          formData(values, ['title', 'description', 'date', 'type', 'camp', 'title_hi', 'description_hi'], { image: item.file }),
          (progress) => update(item.id, { progress }),
        );
        update(item.id, { status: 'done', progress: 1 });
      } catch (err) {
        failed += 1;
        update(item.id, { status: 'failed', error: errorsOf(err).error });
      }
    }
    setRunning(false);
    setFinishedCamp(values.camp ?? null);
    if (failed) setError(m.gallery.uploadSomeFailed);
    await client.invalidateQueries({ queryKey: ['gallery'] });
  }

  const done = items.filter((i) => i.status === 'done').length;
  const toSend = items.filter((i) => i.status === 'waiting' || (i.status === 'failed' && !precheck(i.file))).length;
  const fileErrors = errors.files;
  return (
    <>
      <PageHeader title={m.gallery.upload} intro={m.gallery.uploadIntro} />
      <form className="form" noValidate onSubmit={(e) => void upload(e)} aria-busy={running || undefined}>
        <FormError message={error} />
        <div className="form__grid">
          {specs.map((spec) => (
            <div key={spec.name} className={spec.kind === 'textarea' ? 'form__wide' : undefined}>
              <FieldControl spec={spec} form={binding} />
            </div>
          ))}
          <div className="form__wide">
            <FormField
              name="files"
              label={m.fields.images}
              errors={fileErrors}
              required
              hint={items.length ? fillCount(m.form.selectedFiles, items.length) : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  ref={fileInput}
                  required={false}
                  type="file"
                  multiple
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(e) => addFiles(e.target.files)}
                  disabled={running}
                />
              )}
            </FormField>
          </div>
        </div>
        <FileUploadList items={items} onRemove={running ? undefined : (id) => setItems((list) => list.filter((i) => i.id !== id))} />
        <div className="form__actions">
          <button type="submit" className="button" disabled={running}>
            {running
              ? fill(m.gallery.uploading, { done, total: done + toSend })
              : toSend
                ? fillCount(m.gallery.uploadAll, toSend)
                : m.gallery.add}
          </button>
          <Link className="button button--secondary" to={paths.gallery + (values.camp ? `?camp=${values.camp}` : '')}>
            {m.backToList}
          </Link>
        </div>
      </form>
      <StatusNotice message={finishedCamp && done > 0 && !error ? m.gallery.uploadDone : null} />
      {finishedCamp && done > 0 && (
        <p>
          <a href={paths.publicCampGallery(Number(finishedCamp))}>{m.gallery.openCampGallery}</a>
        </p>
      )}
    </>
  );
}
