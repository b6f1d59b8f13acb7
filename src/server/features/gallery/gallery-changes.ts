// Staff changes to gallery pictures: content rows with a required image (re-encoded without EXIF
// or GPS, resized, its size kept), within the caller's camps.
import type { z } from 'zod';
import { DEFAULT_GALLERY_CATEGORY } from '../../../shared/constants';
import type { GalleryItem } from '../../../shared/schemas/content';
import { galleryEdit, galleryFields } from '../../../shared/schemas/staff/gallery';
import { imageColumns } from '../../content/row-file';
import { type ContentKind, campColumn, viewOf } from '../../content/stored-row';
import { getGalleryItem, toGalleryItemView } from './gallery';

export const galleryRows: ContentKind<z.output<typeof galleryEdit>, GalleryItem> = {
  table: 'gallery_items',
  entity: 'gallery_item',
  file: imageColumns({ media: 'gallery', required: true, variants: 'variants', size: true }),
  camp: { field: 'camp' },
  form: { create: galleryFields, edit: galleryEdit },
  view: viewOf(getGalleryItem, toGalleryItemView),
  columns: campColumn,
  defaults: { type: DEFAULT_GALLERY_CATEGORY },
};
