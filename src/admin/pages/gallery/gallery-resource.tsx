// Gallery pictures of the camps: listed, edited and deleted one by one here; added several at a
// time on the upload screen. A coordinator works within their camps.
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES } from '../../../shared/constants';
import type { GalleryItem } from '../../../shared/schemas/content';
import { galleryEdit } from '../../../shared/schemas/staff/gallery';
import { galleryApi } from '../../api/gallery';
import { mayTouchCamp } from '../../lib/auth';
import { fill, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import { callsOf, campListed, formData, schemaCheck, showDate, type Resource } from '../../lib/resource';
import './gallery-resource.css';

export const categoryOptions = GALLERY_CATEGORIES.map((c) => ({ value: c, label: m.choices[c] }));
/** The texts with a Hindi version (decision 0021). */
export const GALLERY_HINDI = ['title', 'description'] as const;
const TEXT_FIELDS = ['title', 'description', 'date', 'type', 'camp', 'title_hi', 'description_hi'] as const;

/** The narrowest resized copy, for a thumbnail. */
const thumbnail = (g: GalleryItem) => g.variants[0]?.url ?? g.image_url;

export const galleryResource: Resource<GalleryItem> = {
  ...campListed('gallery', paths.gallery, galleryApi),
  texts: { title: m.gallery.title, add: m.gallery.add, new: m.gallery.upload, edit: m.gallery.edit },
  columns: () => [
    {
      key: 'image',
      header: m.fields.image,
      cell: (g) => (
        <img
          className="thumb"
          src={thumbnail(g)}
          alt={fill(m.gallery.preview, { name: g.title || m.gallery.untitled })}
          width={96}
          height={64}
          loading="lazy"
        />
      ),
    },
    { key: 'title', header: m.fields.title, cell: (g) => g.title || m.gallery.untitled, sortable: true, primary: true },
    { key: 'type', header: m.fields.category, cell: (g) => m.choices[g.type], sortable: true },
    { key: 'camp', header: m.fields.camp, cell: (g) => g.camp_name, sortable: true },
    { key: 'date', header: m.fields.date, cell: (g) => showDate(g.date) || m.none, sortable: true, nowrap: true },
  ],
  sortValue: (g, key) => (key === 'camp' ? g.camp_name : key === 'type' ? m.choices[g.type] : key === 'date' ? g.date : g.title),
  label: (g) => g.title || m.gallery.untitled,
  fields: (ctx) =>
    withHindi(
      [
        { name: 'title', label: m.fields.title, kind: 'text' },
        { name: 'type', label: m.fields.category, kind: 'select', required: true, options: categoryOptions },
        { name: 'camp', label: m.fields.camp, kind: 'select', required: true, options: ctx.camps, emptyOption: m.chooseCamp },
        { name: 'date', label: m.fields.date, kind: 'date' },
        { name: 'description', label: m.fields.description, kind: 'textarea' },
        { name: 'image', label: m.fields.image, kind: 'file', accept: 'image/jpeg,image/png,image/webp' },
      ],
      GALLERY_HINDI,
    ),
  initial: (g) => ({
    title: g?.title ?? '',
    type: g?.type ?? DEFAULT_GALLERY_CATEGORY,
    camp: g ? String(g.camp_id) : '',
    date: g?.date ?? '',
    description: g?.description ?? '',
    ...hindiValues(g, GALLERY_HINDI),
  }),
  validate: schemaCheck(galleryEdit),
  ...callsOf(galleryApi, (values, files) => formData(values, TEXT_FIELDS, files)),
  mayCreate: ({ camps }) => camps.length > 0,
  mayChange: ({ can }, g) => mayTouchCamp(can, g.camp_id),
};
