import { authorsSchema, SLUG_WORDS } from '../../lib/content/blog-schema';
import { hinted, listFile, long, SLUG } from './fields';

/** The `authors` collection: content/authors/authors.json, checked by authorsSchema (lib/content/blog-schema.ts). */
export const authors = listFile('authors', 'Authors', 'Authors', 'content/authors/authors.json', authorsSchema, {
  id: {
    label: 'Short name',
    pattern: [SLUG_WORDS.source, SLUG[1]],
    hint: 'Posts refer to the author by this, e.g. amit.',
  },
  name: 'Full name',
  email: 'E-mail',
  position: 'Job title',
  profile: hinted('Photo', 'Optional square photo; without it the site shows initials.'),
  link: 'Profile link',
  bio: long('Short biography', 'One or two sentences shown under every post.'),
  featured: hinted('Top Writer of This Week', 'Exactly one author has this switched on.'),
});
