import type { BlogFrontMatter } from '../content/blog-schema';
import { isFeaturedPost } from './ordering';
import { parsePostDate } from './post-date';
import { postTags } from './tags';

const WORDS_PER_MINUTE = 200;

/** Counted like `wc -w`, the measure of the editors' 700-1500 word rule: `countWords('Hello  big\nworld')` → 3. */
export function countWords(body: string): number {
  return body.match(/\S+/g)?.length ?? 0;
}

/** Minutes to read a body: words / 200 rounded up, at least 1 (product-rules §9). Example: 201 words → 2. */
export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** `'a, b ,,c'` → `['a', 'b', 'c']`. */
export function splitPostKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** A BlogPost node's fields, derived once: `{ id: 5, date: '07 Apr 2025' }` → `{ postId: 5, date: '2025-04-07' }`. */
export function toBlogPostFields(
  frontMatter: BlogFrontMatter,
  body: string,
  /** posterPath: the post's own poster file (absolute); posterName: the drawn BlogPoster's name; one is null. */
  paths: { file: string; posterPath: string | null; posterName: string | null },
) {
  // The front-matter schema has already refused dates that do not parse (validate-content).
  const date = parsePostDate(frontMatter.date) as string;
  const updated = frontMatter.updated ? parsePostDate(frontMatter.updated) : null;
  const keywords = splitPostKeywords(frontMatter.seoKeywords);
  const wordCount = countWords(body);
  return {
    postId: frontMatter.id,
    slug: frontMatter.title,
    seoTitle: frontMatter.seoTitle,
    keywords,
    tags: postTags(keywords),
    topicSlugs: [...frontMatter.topics],
    heading: frontMatter.heading,
    description: frontMatter.description,
    authorKey: frontMatter.author,
    dateText: frontMatter.date,
    date,
    updatedText: frontMatter.updated ?? null,
    updated,
    relatedIds: [...frontMatter.related],
    technical: frontMatter.technical ?? false,
    featured: isFeaturedPost(frontMatter.id),
    imageMaxHeight: frontMatter.imageMaxHeight ?? null,
    wordCount,
    readingTimeMinutes: readingTimeMinutes(wordCount),
    ...paths,
  };
}
