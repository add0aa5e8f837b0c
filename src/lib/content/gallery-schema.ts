import { z } from 'zod';
import { exactly, imagePath, text } from './primitives';

const picture = z.object({ image: imagePath, alt: text, caption: text }).strict();

/** content/site/gallery.json: the hero plus eight pictures, shown in rows of 3, 2 and 3 (DECISIONS: nine in all). */
export const gallerySchema = z
  .object({
    seoTitle: text.max(60, 'At most 60 characters'),
    description: text.max(160, 'At most 160 characters'),
    title: text,
    intro: text,
    hero: picture,
    images: exactly(picture, 8),
  })
  .strict();
