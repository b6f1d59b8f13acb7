// How a content row holds its one uploaded file: an image (re-encoded, with resized variants, in
// an image column and a JSON column of variants) or a PDF (in one column). A content kind declares
// which, and the stored-row helper stores, fills, and later deletes it by this declaration.
import type { MediaKind, MediaStore } from '../storage/media-store';
import { storedImageFiles } from '../storage/stored-image';
import { type FileKind, imageFiles, type IncomingFile, storePdf, storeUploadedImage } from '../storage/uploads';

type Columns = Record<string, unknown>;

export interface RowFile {
  /** The form field the file arrives in, which is also its name in an audit entry's fields. */
  field: string;
  kind: FileKind;
  media: MediaKind;
  /** Whether a new row needs it. */
  required: boolean;
  /** Whether an edit may remove it (`remove_<field>`) without sending another. */
  removable: boolean;
  /** The columns that hold it. */
  columns: readonly string[];
  /** Writes the file; returns the files written and the column values that point at them. */
  store(media: MediaStore, file: IncomingFile): Promise<{ files: string[]; values: Columns }>;
  /** The column values of a row without it. */
  none: Columns;
  /** The stored files of a row, for deleting them. */
  filesOf(row: Columns): string[];
}

interface ImageOptions {
  media: MediaKind;
  required?: boolean;
  removable?: boolean;
  /** The JSON column of the resized variants. */
  variants: 'image_variants' | 'variants';
  /** Whether the row keeps the original's width and height too. */
  size?: boolean;
}

/** An image in `image`, its variants in `options.variants` (and its size in width and height). */
export function imageColumns(options: ImageOptions): RowFile {
  const size = options.size ? ['width', 'height'] : [];
  return {
    field: 'image',
    kind: 'image',
    media: options.media,
    required: options.required ?? false,
    removable: options.removable ?? false,
    columns: ['image', options.variants],
    async store(media, file) {
      const image = await storeUploadedImage(media, options.media, file);
      return {
        files: imageFiles(image),
        values: {
          image: image.image,
          ...(options.size ? { width: image.width, height: image.height } : {}),
          [options.variants]: JSON.stringify(image.variants),
        },
      };
    },
    none: { image: null, ...Object.fromEntries(size.map((c) => [c, null])), [options.variants]: null },
    filesOf: (row) => storedImageFiles(row.image as string | null, row[options.variants] as string | null),
  };
}

/** A PDF, sent in the `file` field, in the `file` column. */
export function pdfColumn(options: { media: MediaKind; required: boolean }): RowFile {
  return {
    field: 'file',
    kind: 'pdf',
    media: options.media,
    required: options.required,
    removable: false,
    columns: ['file'],
    async store(media, file) {
      const stored = await storePdf(media, options.media, file);
      return { files: [stored], values: { file: stored } };
    },
    none: { file: null },
    filesOf: (row) => [row.file as string],
  };
}
