import type { BlogFrontMatter } from '../content/blog-schema';
import { isFeaturedPost } from './ordering';
import { parsePostDate } from './post-date';
import { countWords, readingTimeMinutes } from './reading-time';
import { postTags } from './tags';

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
