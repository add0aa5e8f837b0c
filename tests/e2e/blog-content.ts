import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { parsePostDate } from '../../src/lib/blog/post-date';
import { postTags, type PostTag } from '../../src/lib/blog/tags';
import { splitPostKeywords } from '../../src/lib/blog/post-node';
import { isPostPublished, publishOptionsFromEnv } from '../../src/lib/publishing/publication';
import { contentDir } from './content-pages';

/**
 * The blog as the content files describe it (CONTENT_DIR when set, as the build reads it), so the specs hold
 * for any posts and authors (conventions §8).
 */

export interface ContentPost {
  postId: number;
  slug: string;
  heading: string;
  author: string;
  /** ISO dates. */
  date: string;
  updated: string | null;
  updatedText: string | null;
  tags: PostTag[];
  /** Topic slugs in the post's order: the first picks its service call. */
  topics: string[];
  /** Number of `##` sections outside code blocks. */
  sections: number;
  /** Heading and Markdown body, lower case: what the search index holds of the post. */
  text: string;
}

function countSections(markdown: string): number {
  let inFence = false;
  let count = 0;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (!inFence && /^## /.test(line)) count += 1;
  }
  return count;
}

/** The build's own clock and preview switch (SITE_TODAY, SHOW_DRAFTS), so held posts are expected nowhere. */
const publishing = publishOptionsFromEnv(process.env, new Date());

/** Every post file, published or not. */
const allPosts = readdirSync(path.join(contentDir, 'blog'))
  .filter((name) => !name.startsWith('.'))
  .map((folder) => {
    const { data, body: content } = parseFrontMatter(
      readFileSync(path.join(contentDir, 'blog', folder, 'index.md'), 'utf8'),
    );
    const updatedText = typeof data.updated === 'string' ? data.updated : null;
    return {
      postId: Number(data.id),
      draft: data.draft === true,
      slug: String(data.title),
      heading: String(data.heading),
      author: String(data.author),
      date: parsePostDate(String(data.date)) ?? '',
      updated: updatedText ? parsePostDate(updatedText) : null,
      updatedText,
      tags: postTags(splitPostKeywords(String(data.seoKeywords ?? ''))),
      topics: (data.topics as string[]).map(String),
      sections: countSections(content),
      text: `${String(data.heading)} ${content}`.toLowerCase(),
    };
  });

/** The posts the built site shows: drafts and posts dated after the build day are held back. */
export const posts: ContentPost[] = allPosts
  .filter((post) => isPostPublished(post, publishing))
  .map(({ draft: _draft, ...post }) => post);

/** Posts the build holds back (drafts, scheduled); no page may list or link them. */
export const heldPosts = allPosts.filter((post) => !isPostPublished(post, publishing));

export interface ContentAuthor {
  id: string;
  name: string;
  position: string;
  bio: string;
  link: string;
  featured?: boolean;
}

export const authors = JSON.parse(
  readFileSync(path.join(contentDir, 'authors', 'authors.json'), 'utf8'),
) as ContentAuthor[];

export const postsBy = (author: string) => posts.filter((post) => post.author === author);

export interface ContentTopic {
  slug: string;
  name: string;
  description: string;
  service: string;
}

/** content/site/topics.json, in the editors' order. */
export const topics = (
  JSON.parse(readFileSync(path.join(contentDir, 'site', 'topics.json'), 'utf8')) as { topics: ContentTopic[] }
).topics;

export const postsAbout = (topic: string) => posts.filter((post) => post.topics.includes(topic));

export const site = JSON.parse(readFileSync(path.join(contentDir, 'site', 'site.json'), 'utf8')) as {
  url: string;
  email: string;
};
