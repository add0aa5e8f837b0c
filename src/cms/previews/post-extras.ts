import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { z } from 'zod';
import { buildCoverSvg, postCover } from '../../lib/blog/cover-svg';
import { parsePostDate } from '../../lib/blog/post-date';
import { countWords, readingTimeMinutes } from '../../lib/blog/post-node';
import { POSTER_CARD } from '../../lib/blog/poster-images';
import { hasTableOfContents, tocEntries, type TocEntry } from '../../lib/blog/table-of-contents';
import { serviceOfPost } from '../../lib/blog/topics';
import type { authorsSchema, blogPostSchema } from '../../lib/content/blog-schema';
import { seoDescription, seoTitle } from '../../lib/content/primitives';
import { blogPostPath } from '../../lib/routes';
import { blogPostSeo } from '../../lib/seo/blog-seo';
import { absoluteUrl, OG_IMAGE_SIZE } from '../../lib/seo/seo';
import type { ArticleHeading } from '../../gatsby/remark/render-article';
import type { ReaderFacts } from './reader-facts-file';

export type PostFields = z.input<typeof blogPostSchema> & { body: string };
export type AuthorEntry = z.input<typeof authorsSchema>[number];
export type TopicEntry = { slug: string; name: string; service: string; glyph?: string | null };

/** A text field of a half-filled form: what it holds, or an empty string. */
const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The topics a post lists, as slugs (Decap hands a relation list as an array once made plain). */
export const topicSlugsOf = (post: Partial<PostFields>): string[] =>
  Array.isArray(post.topics) ? post.topics.map(String) : [];

/** A picture shown in the card's 1200:630 frame, cropped as the build crops a cover (centred, `cropFocus: CENTER`). */
function cardImage(src: string): IGatsbyImageData {
  const { width, height } = OG_IMAGE_SIZE;
  return { layout: 'constrained', width, height, images: { fallback: { src, sizes: POSTER_CARD.sizes } } };
}

/** An SVG as an address an `<img>` shows: the drawn cover the build rasterises for the card. */
const svgAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface CardSources {
  authors: readonly AuthorEntry[];
  topics: readonly TopicEntry[];
  marks: ReadonlyMap<string, string>;
  blogName: string;
  /** The address of the post's own cover picture (Decap's asset), or null to draw one as the build does. */
  coverSrc: string | null;
}

/**
 * A post as its blog card shows it (components/blog/PostCard.tsx), from the form's values: its own cover in the
 * card's frame, or the cover the build draws from the first topic and the reading time (lib/blog/cover-svg.ts).
 * A half-filled form gives empty texts, never a crash.
 */
export function previewCard(post: Partial<PostFields>, sources: CardSources): Queries.PostCardFragment {
  const dateText = text(post.date);
  const authorKey = text(post.author);
  const cover = sources.coverSrc
    ? cardImage(sources.coverSrc)
    : cardImage(
        svgAddress(
          buildCoverSvg(
            postCover(
              { topicSlugs: topicSlugsOf(post), readingMinutes: readingTimeMinutes(countWords(text(post.body))) },
              sources.topics,
              sources.marks,
              sources.blogName,
            ),
          ),
        ),
      );
  return {
    id: text(post.id),
    slug: text(post.title),
    heading: text(post.heading),
    description: text(post.description),
    dateText,
    date: parsePostDate(dateText) ?? '',
    featured: false,
    author: { name: sources.authors.find((author) => author.id === authorKey)?.name ?? authorKey },
    drawnPoster: { card: cover },
    poster: null,
  };
}

/**
 * The related posts the page lists, in the order picked, from the posts Decap loaded for the relation field (a
 * number no post has is left out, as the page leaves it out). Example: related [12, 99] with post 12 loaded → [12].
 */
export function relatedPosts(
  post: Partial<PostFields>,
  loaded: Readonly<Record<string, Partial<PostFields> | undefined>>,
): Array<Partial<PostFields>> {
  const ids = Array.isArray(post.related) ? post.related.map(String) : [];
  return ids.flatMap((id) => (loaded[id] ? [loaded[id]] : []));
}

/** The closing call's topic (ClosingCall's `topic`): the first topic and the service it belongs to. */
export function closingTopic(
  post: Partial<PostFields>,
  topics: readonly TopicEntry[],
  services: ReaderFacts['services'],
): { name: string; servicePage: ReaderFacts['services'][number] | null } | undefined {
  const slugs = topicSlugsOf(post);
  const topic = topics.find((entry) => entry.slug === slugs[0]);
  if (!topic) return undefined;
  const service = serviceOfPost(slugs, topics);
  return { name: topic.name, servicePage: services.find((entry) => entry.slug === service) ?? null };
}

/** "On this page" as the page shows it: the text's h2 and h3, shown from three h2 sections on; else null. */
export function contentsOf(headings: readonly ArticleHeading[]): TocEntry[] | null {
  const entries = tocEntries(headings.map((heading) => ({ ...heading, depth: heading.depth })));
  return hasTableOfContents(entries) ? entries : null;
}

export interface SearchSnippet {
  title: string;
  url: string;
  description: string;
  /** How long each text is, against the limit the build sets. */
  titleCount: { length: number; limit: number };
  descriptionCount: { length: number; limit: number };
}

/**
 * What a search engine shows for the post: the page's <title> and description as blogPostSeo writes them, and its
 * address. Example: search title "Docker basics" → "Docker basics | StarOps Technologies Blog".
 */
export function searchSnippet(post: Partial<PostFields>, facts: ReaderFacts): SearchSnippet {
  const seo = blogPostSeo(
    { name: facts.siteName, shortName: facts.siteName, url: facts.siteUrl, social: [] },
    {
      slug: text(post.title),
      heading: text(post.heading),
      seoTitle: text(post.seoTitle),
      description: text(post.description),
      keywords: [],
      tags: [],
      author: { name: '' },
      date: '',
      updated: null,
      readingTimeMinutes: 1,
      drawnPoster: null,
      poster: null,
    } as unknown as Parameters<typeof blogPostSeo>[1],
    facts.blogDescription,
  );
  return {
    title: seo.fullTitle ?? '',
    url: absoluteUrl(facts.siteUrl, blogPostPath(text(post.title) || '…')),
    description: seo.description ?? '',
    titleCount: { length: text(post.seoTitle).length, limit: seoTitle.maxLength ?? 60 },
    descriptionCount: { length: text(post.description).length, limit: seoDescription.maxLength ?? 160 },
  };
}

/** The fields the card, the search result and the closing call are made of. */
const SHOWN_ELSEWHERE = ['heading', 'title', 'description', 'author', 'topics', 'date'] as const;

/**
 * Which of those the form has left empty, by their form labels, so the preview can say why a part is blank.
 * Example: a form with only a headline → ['Web address (slug)', 'Standfirst', 'Author', 'Topics', 'Publication date'].
 */
export function emptyForReaders(post: Partial<PostFields>, labels: Readonly<Record<string, string>>): string[] {
  return SHOWN_ELSEWHERE.filter((name) => {
    const value = post[name];
    return Array.isArray(value) ? value.length === 0 : text(value).trim() === '';
  }).map((name) => labels[name] ?? name);
}
