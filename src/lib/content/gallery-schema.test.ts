import type { z } from 'zod';
import { readContent, schemaMessages as messages } from '../../../tests/content/content-dir';
import { gallerySchema } from './gallery-schema';

type Gallery = z.input<typeof gallerySchema>;
const read = (file: string): unknown => readContent(file);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('gallerySchema', () => {
  it('accepts content/site/gallery.json', () => {
    expect(messages(gallerySchema, read('site/gallery.json'))).toEqual([]);
  });

  it('takes any number of pictures beside the hero, at least one, each with alt text', () => {
    const gallery = clone(read('site/gallery.json')) as Gallery;
    const [picture] = gallery.images;
    gallery.images = [picture!, { ...picture!, alt: ' ' }];
    expect(messages(gallerySchema, gallery)).toEqual(['file.json: field "images[1].alt": Must not be empty']);
    gallery.images = [];
    expect(messages(gallerySchema, gallery)).toEqual(['file.json: field "images": Needs at least one entry']);
  });
});
