// /admin/site/pictures (admins, decision 0033): the pictures of the site itself. For each, the one the
// website shows now (or that it shows its own), a file to choose, the part to keep (a frame of the
// picture's shape, made smaller with Zoom and moved with two sliders: every control works with the
// keyboard), a preview of what is kept, Upload, and a way back to the website's own picture.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  SITE_PICTURE_SLOTS,
  SITE_PICTURES,
  type SitePicture,
  type SitePictureSlot,
  type SitePictures,
} from '../../../shared/schemas/staff/site-pictures';
import { sitePicturesApi } from '../../api/site-pictures';
import { useConfirm } from '../../components/confirm-dialog';
import { FormError } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill, m } from '../../lib/messages';
import { useDataUrl } from '../../lib/use-data-url';
import { errorsOf } from '../../lib/validation';
import { cropArea } from './crop-area';
import './site-pictures-page.css';

const t = m.tasks.pictures;
const QUERY_KEY = ['site-pictures'];

/** Admins only: the route is behind RequirePermission (manageSiteWide). */
export default function SitePicturesPage() {
  const api = useApi();
  const client = useQueryClient();
  const pictures = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => sitePicturesApi.list(api, signal) });
  const saved = (next: SitePictures) => {
    client.setQueryData(QUERY_KEY, next);
    // The website's content (read by the dashboard's links) holds them too.
    void client.invalidateQueries({ queryKey: ['site-content'] });
  };
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {pictures.isError ? <FormError message={errorsOf(pictures.error).error} /> : null}
      {SITE_PICTURE_SLOTS.map((slot) => (
        <PictureSlot key={slot} slot={slot} current={pictures.data?.[slot] ?? null} loaded={pictures.isSuccess} onSaved={saved} />
      ))}
    </>
  );
}

/** A picture chosen from the device, with its size once the browser has read it. */
function useChosenPicture(file: File | null) {
  const url = useDataUrl(file);
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const img = new Image();
    img.onload = () => setSize({ url, width: img.naturalWidth, height: img.naturalHeight });
    img.src = url;
  }, [url]);
  return url && size?.url === url ? size : null;
}

const percent = (v: number) => `${(v * 100).toFixed(3)}%`;

function PictureSlot(props: { slot: SitePictureSlot; current: SitePicture | null; loaded: boolean; onSaved(next: SitePictures): void }) {
  const { slot, current } = props;
  const api = useApi();
  const confirm = useConfirm();
  const id = useId();
  const texts = t.slots[slot];
  const size = SITE_PICTURES[slot];
  const aspect = size.width / size.height;
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const chosen = useChosenPicture(file);
  const [zoom, setZoom] = useState(1);
  const [across, setAcross] = useState(50);
  const [down, setDown] = useState(50);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const area = chosen ? cropArea(chosen, aspect, zoom, across / 100, down / 100) : null;

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || !area || busy) return;
    const body = new FormData();
    body.append('crop_x', String(area.x));
    body.append('crop_y', String(area.y));
    body.append('crop_w', String(area.w));
    body.append('crop_h', String(area.h));
    body.append('image', file, file.name);
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      props.onSaved(await sitePicturesApi.upload(api, slot, body, setProgress));
      setFile(null);
      setFileKey((k) => k + 1);
      setZoom(1);
      setAcross(50);
      setDown(50);
      setStatus(t.saved);
    } catch (failure) {
      setError(errorsOf(failure, ['image']).error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function reset() {
    const name = texts.label.toLowerCase();
    if (!(await confirm({ title: fill(t.resetTitle, { name }), text: t.resetText, confirmLabel: t.reset, danger: true }))) return;
    setError(null);
    try {
      props.onSaved(await sitePicturesApi.reset(api, slot));
      setStatus(t.resetDone);
    } catch (failure) {
      setError(errorsOf(failure).error);
    }
  }

  const shown = current ? (current.variants[0]?.url ?? current.url) : null;
  return (
    <section className="panel site-picture" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.label}</h2>
      <p className="muted">{texts.hint}</p>
      <div className="site-picture__current">
        {shown ? (
          <figure>
            <img src={shown} alt="" className={`site-picture__shown site-picture__shown--${slot}`} />
            <figcaption>{t.current}</figcaption>
          </figure>
        ) : props.loaded ? (
          <p>{t.builtIn}</p>
        ) : null}
      </div>
      <form className="form" noValidate onSubmit={(e) => void upload(e)} aria-busy={busy || undefined}>
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${id}-file`} className="field__label">
            {t.choose}
          </label>
          <input
            key={fileKey}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setStatus('');
              setError(null);
            }}
          />
        </div>
        {chosen && area ? (
          <fieldset className="site-picture__crop">
            <legend>{t.crop}</legend>
            <p className="field__hint">{t.cropHint}</p>
            <div className="site-picture__stage">
              <img src={chosen.url} alt="" />
              <div
                className="site-picture__frame"
                style={{ left: percent(area.x), top: percent(area.y), width: percent(area.w), height: percent(area.h) }}
              />
            </div>
            <div className="site-picture__sliders">
              <Slider id={`${id}-zoom`} label={t.zoom} value={zoom} min={1} max={4} step={0.1} onChange={setZoom} />
              <Slider id={`${id}-across`} label={t.across} value={across} min={0} max={100} step={1} onChange={setAcross} />
              <Slider id={`${id}-down`} label={t.down} value={down} min={0} max={100} step={1} onChange={setDown} />
            </div>
            <p className="field__label">{t.preview}</p>
            <div
              className={`site-picture__preview site-picture__preview--${slot}`}
              style={{ aspectRatio: `${size.width} / ${size.height}` }}
            >
              <img
                src={chosen.url}
                alt=""
                style={{
                  width: percent(1 / area.w),
                  height: percent(1 / area.h),
                  left: percent(-area.x / area.w),
                  top: percent(-area.y / area.h),
                }}
              />
            </div>
          </fieldset>
        ) : null}
        {progress !== null ? <progress max={100} value={Math.round(progress * 100)} aria-label={m.form.uploadProgress} /> : null}
        <div className="form__actions">
          <button type="submit" className="button" disabled={!chosen || busy}>
            {busy ? t.uploading : t.upload}
          </button>
          {current ? (
            <button type="button" className="button button--danger-outline" onClick={() => void reset()}>
              {t.reset}
            </button>
          ) : null}
        </div>
        <div role="status" className="status-region">
          {status ? <p className="notice notice--success">{status}</p> : null}
        </div>
      </form>
    </section>
  );
}

function Slider(props: { id: string; label: string; value: number; min: number; max: number; step: number; onChange(v: number): void }) {
  return (
    <div className="field">
      <label htmlFor={props.id} className="field__label">
        {props.label}
      </label>
      <input
        id={props.id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </div>
  );
}
