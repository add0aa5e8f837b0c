import { entryCheckedFields } from '../entry-checked-fields';
import { authors } from './authors';
import { blogPosts } from './blog';
import { careers } from './careers';
import { caseStudies } from './case-studies';
import { expertise } from './expertise';
import { howWeWork } from './how-we-work';
import { legal } from './legal';
import { services } from './services';
import { site } from './site';
import { team } from './team';
import type { CmsField } from './fields';
import { testimonials } from './testimonials';

/*
 * The CMS collections, one module each beside the zod rule it mirrors (named in the module); the field builders
 * they share are in fields.ts. A new collection gets its own module here and a place in the list below.
 */
export { JSON_FORMAT, JSON_LIST_FORMAT, POST_FORMAT } from './fields';
export { LEGAL_PAGES } from './legal';

/**
 * Every field of a collection but the posts (whose form checked-fields.ts wraps) checked by the build's rules as
 * the editor types (entry-checked-widget.ts).
 */
function checked<C extends { fields?: CmsField[]; files?: Array<{ fields: CmsField[] }> }>(collection: C): C {
  return {
    ...collection,
    ...(collection.fields && { fields: entryCheckedFields(collection.fields) }),
    ...(collection.files && {
      files: collection.files.map((file) => ({ ...file, fields: entryCheckedFields(file.fields) })),
    }),
  };
}

/** Every collection, in the order editors see them. */
export const collections = [
  blogPosts,
  ...[authors, services, caseStudies(), expertise, careers, testimonials, team(), howWeWork(), site, legal].map(
    checked,
  ),
];
