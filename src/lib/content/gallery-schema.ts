import { z } from 'zod';
import { imagePath, listOf, seoDescription, seoTitle, text } from './primitives';

const picture = z.object({ image: imagePath, alt: text, caption: text }).strict();

/** content/site/gallery.json: the hero plus any number of pictures (at least one); the grid wraps them. */
export const gallerySchema = z
  .object({
    seoTitle,
    description: seoDescription,
    title: text,
    intro: text,
    hero: picture,
    images: listOf(picture),
  })
  .strict();
