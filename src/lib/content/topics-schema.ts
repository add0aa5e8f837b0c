import { z } from 'zod';
import { glyphName } from './glyph-names';
import { listOf, seoDescription, text } from './primitives';

/** A topic's key: lower-case words joined by hyphens, its URL segment (`/blog/topics/<slug>/`). */
export const TOPIC_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const topicSlug = text.regex(TOPIC_SLUG, 'Must be lower-case words joined by hyphens, like cloud or ci-cd');

export const topicSchema = z
  .object({
    slug: topicSlug,
    name: text.max(40, 'At most 40 characters (it is a filter link and a chip)'),
    /** The topic page's intro and its search description. */
    description: seoDescription,
    /** The service a reader of this topic is offered (content/services/<service>.json; checked across files). */
    service: topicSlug,
    /** The topic's mark on its posts' covers; without one, the covers carry the name's initials. */
    glyph: glyphName.optional(),
  })
  .strict();

/**
 * content/site/topics.json: the curated topics editors pick a post's `topics` from (product-rules §10 Topics).
 * Slugs and names are unique; the order is the order of the blog's topic filter.
 */
export const topicsSchema = z.object({ topics: listOf(topicSchema, 'slug', 'name') }).strict();

export type TopicsFile = z.infer<typeof topicsSchema>;
