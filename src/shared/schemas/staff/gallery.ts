// The gallery picture form (multipart, with the image).
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../../constants';
import { optionalText } from '../fields';
import { hindiFields } from '../hindi';
import { blankToUndefined, trimmed, id, optionalDate } from './common';

export const galleryFields = z.object({
  title: optionalText(300),
  description: optionalText(5000),
  date: optionalDate(),
  type: z.preprocess((v) => blankToUndefined(trimmed(v)), z.enum(GALLERY_CATEGORIES).optional()),
  camp: id(),
  ...hindiFields({ title: 300, description: 5000 }),
});
export const galleryEdit = galleryFields.partial();
