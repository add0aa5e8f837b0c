import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { gallerySchema } from './gallery-schema';

describe('gallerySchema', () => {
  it('takes any number of pictures beside the hero, at least one, each with alt text', () => {
    const gallery = readContent<z.input<typeof gallerySchema>>('site/gallery.json');
    const [picture] = gallery.images;
    gallery.images = [picture!, { ...picture!, alt: ' ' }];
    expect(messages(gallerySchema, gallery)).toEqual(['file.json: field "images[1].alt": Must not be empty']);
    gallery.images = [];
    expect(messages(gallerySchema, gallery)).toEqual(['file.json: field "images": Needs at least one entry']);
  });
});
