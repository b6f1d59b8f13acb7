// Camps: admins add, edit and delete them (multipart, optional image); coordinators see them and
// their students.
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import { Link } from 'react-router';
import type { Camp } from '../../../shared/schemas/content';
import { campDeleteConfirmation, campEdit, campFields, describeCampContent } from '../../../shared/schemas/staff/camps';
import { campsApi, getCampContent, removeCamp } from '../../api/camps';
import { fill, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { callsOf, formData, schemaCheck, type Resource } from '../../lib/resource';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const TEXT_FIELDS = ['name', 'location', 'year', 'name_hi', 'location_hi'] as const;

export const campsResource: Resource<Camp> = {
  key: 'camps',
  path: paths.camps,
  texts: { title: m.camps.title, add: m.camps.add, new: m.camps.new, edit: m.camps.edit },
  readOnlyNote: m.camps.readOnly,
  list: (api, { page, page_size }, signal) => campsApi.list(api, { page, page_size }, signal),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (c) => c.name, sortable: true, primary: true },
    { key: 'location', header: m.fields.location, cell: (c) => c.location, sortable: true },
    { key: 'year', header: m.fields.year, cell: (c) => c.year, sortable: true },
  ],
  sortValue: (c, key) => (key === 'year' ? c.year : key === 'location' ? c.location : c.name),
  label: (c) => c.name,
  rowLinks: (c) => (
    <>
      <Link
        className="button button--secondary button--small"
        to={paths.campStudents(c.id)}
        aria-label={fill(m.students.ofCamp, { camp: c.name })}
      >
        {m.camps.students}
      </Link>
      <Link
        className="button button--secondary button--small"
        to={`${paths.gallery}?camp=${c.id}`}
        aria-label={`${m.camps.gallery}: ${c.name}`}
      >
        {m.camps.gallery}
      </Link>
    </>
  ),
  fields: () => [
    ...withHindi(
      [
        { name: 'name', label: m.fields.name, kind: 'text', required: true },
        { name: 'location', label: m.fields.location, kind: 'text', required: true },
      ],
      ['name', 'location'],
    ),
    { name: 'year', label: m.fields.year, kind: 'number', required: true, min: 2000, max: 2100 },
    { name: 'image', label: m.fields.image, kind: 'file', accept: IMAGE_TYPES },
    { name: 'remove_image', label: m.form.removeImage, kind: 'checkbox', only: 'edit' },
  ],
  initial: (c) => ({
    name: c?.name ?? '',
    location: c?.location ?? '',
    ...hindiValues(c, ['name', 'location']),
    year: String(c?.year ?? new Date().getFullYear()),
    remove_image: 'false',
  }),
  validate: (values, files, editing) => schemaCheck(editing ? campEdit : campFields)(values, files, editing),
  ...callsOf(campsApi, (values, files, row) => formData(values, row ? [...TEXT_FIELDS, 'remove_image'] : TEXT_FIELDS, files)),
  // A camp that holds content is deleted only with the counts named and confirmed (the API refuses otherwise).
  prepareDelete: async (api, c) => {
    const held = await getCampContent(api, c.id);
    const confirmation = campDeleteConfirmation(held);
    return {
      text: confirmation ? fill(m.camps.deleteHolds, { content: describeCampContent(held) }) : m.confirm.deleteText,
      remove: () => removeCamp(api, c.id, confirmation),
    };
  },
  mayCreate: ({ can }) => can.manageSiteWide,
  mayChange: ({ can }) => can.manageSiteWide,
};
