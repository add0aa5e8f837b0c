import { z } from 'zod';
import { parsePostDate } from '../blog/post-date';
import { imagePath, seoDescription, seoTitle, text, uniqueBy, url } from './primitives';
import { topicSlug } from './topics-schema';

/** Lower-case words joined by single hyphens: the URL segment of a post, and an author's key. */
export const SLUG_WORDS = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = text.regex(SLUG_WORDS, 'Must be lower-case words joined by hyphens, like my-post');

/** A post date as editors write it: "28 Oct 2025". */
const postDate = z
  .string({ required_error: 'Required', invalid_type_error: 'Must be quoted text like "28 Oct 2025"' })
  .refine((value) => parsePostDate(value) !== null, 'Must be a real date written like "28 Oct 2025"');

/** Front matter of content/blog/<slug>/index.md (product-rules §3); rules across files: cross-file-checks.ts. */
export const blogPostSchema = z
  .object({
    id: z
      .number({ required_error: 'Required', invalid_type_error: 'Must be a number' })
      .int('Must be a whole number')
      .positive('Must be 1 or more'),
    /** The slug: the folder name and the address, short enough to read and share. */
    title: slug.max(60, 'At most 60 characters (it is the address: /blog/<slug>/)'),
    seoTitle,
    /** Comma-separated; may be empty (product-rules §3). */
    seoKeywords: z.string({ required_error: 'Required (may be "")' }),
    /**
     * The curated topics of content/site/topics.json (checked across files): 1 to 3, the first picks the post's
     * service call (product-rules §10 Topics). Unlike `seoKeywords`, these are what readers see and browse.
     */
    topics: z
      .array(topicSlug, { required_error: 'Required: pick at least one topic from content/site/topics.json' })
      .min(1, 'Pick at least one topic')
      .max(3, 'At most 3 topics')
      .refine((slugs) => new Set(slugs).size === slugs.length, 'Lists a topic twice'),
    poster: imagePath.optional(),
    heading: text.max(120, 'At most 120 characters (the headline, and the poster drawn from it)'),
    description: seoDescription,
    author: text,
    date: postDate,
    /** Optional: when the post was last changed in substance; same format, never before `date`. */
    updated: postDate.optional(),
    related: z
      .array(z.number().int().positive(), { required_error: 'Required' })
      .min(1, 'Must list at least one other post id'),
    technical: z.boolean().optional(),
    /** Caps the body images' height below the default 500px (product-rules §2: some posts use 400px or 100px). */
    imageMaxHeight: z.number().int().min(100, 'At least 100').max(500, 'At most 500 (the default)').optional(),
    /** Kept out of production builds until set to false or removed; previews show it (lib/publishing/publication.ts). */
    draft: z.boolean({ invalid_type_error: 'Must be true or false' }).optional(),
  })
  .strict()
  .superRefine((post, ctx) => {
    const published = parsePostDate(post.date);
    const updated = post.updated ? parsePostDate(post.updated) : null;
    if (published && updated && updated < published) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: `Must not be before the post's date (${post.date})` });
    }
  });

const author = z
  .object({
    id: slug,
    name: text,
    email: text.email('Must be an e-mail address'),
    position: text,
    profile: imagePath.optional(),
    link: url,
    bio: text,
    featured: z.boolean().optional(),
  })
  .strict();

/** content/authors/authors.json: unique keys, and exactly one "Top Writer of This Week". */
export const authorsSchema = z
  .array(author)
  .min(1, 'Needs at least one author')
  .superRefine(uniqueBy('id'))
  .superRefine((authors, ctx) => {
    const featured = authors.filter((entry) => entry.featured).length;
    if (featured !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `Exactly one author must have "featured": true (the Top Writer of This Week); found ${featured}`,
      });
    }
  });

/** content/site/blog.json: the blog's own copy (hero, description used when a page has none). */
export const blogCopySchema = z
  .object({
    name: text,
    heroTitle: text,
    heroIntro: text,
    description: seoDescription,
    posterTagline: text.max(80, 'At most 80 characters'),
  })
  .strict();

export type BlogFrontMatter = z.infer<typeof blogPostSchema>;
