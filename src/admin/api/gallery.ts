// Gallery images (multipart, `image`), listed by camp (`camp_id`).
import type { GalleryItem } from '../../shared/schemas/content';
import { collection } from './collection';

export const galleryApi = collection<GalleryItem>('/api/gallery/');
