import { z } from 'zod';
import { imagePath, listOf, text } from './primitives';

const picture = z.object({ image: imagePath, alt: text, caption: text }).strict();

/** content/site/gallery.json: the hero plus any number of pictures (at least one); the grid wraps them. */
export const gallerySchema = z
  .object({
    seoTitle: text.max(60, 'At most 60 characters'),
    description: text.max(160, 'At most 160 characters'),
    title: text,
    intro: text,
    hero: picture,
    images: listOf(picture),
  })
  .strict();
