import { blogListPath, topicPath } from '../routes';

/**
 * The keyword tag pages the blog had before curated topics (product-rules §10 Topics), each with the topic its
 * posts went to. Their addresses are still linked from other sites, so the build answers each with a 301.
 */
export const FORMER_TAGS: Readonly<Record<string, string>> = {
  'ansible-inventory': 'ansible',
  'binary-log': 'databases',
  gtid: 'databases',
  mysqlbinlog: 'databases',
  mysqldump: 'databases',
  'lets-encrypt': 'security',
  nginx: 'security',
  'tailwind-css-v4': 'frontend',
  terraform: 'terraform',
  vimrc: 'tooling',
};

/** Where every former tag page lived. */
export const FORMER_TAG_PATH = '/blog/tags/';

/**
 * The `_redirects` file Cloudflare Pages reads: each former tag page to its topic's page when this build has one,
 * else to the blog (a topic no post carries has no page, and a redirect must never end on a 404), then any other
 * former tag address to the blog. Example: with only `/blog/topics/ansible/` built, `/blog/tags/ansible-inventory/`
 * goes there and `/blog/tags/nginx/` to `/blog/`.
 */
export function redirectsFile(pagePaths: ReadonlySet<string>): string {
  const blog = blogListPath(1);
  const rules = Object.entries(FORMER_TAGS).map(([tag, topic]) => {
    const target = pagePaths.has(topicPath(topic)) ? topicPath(topic) : blog;
    return `${FORMER_TAG_PATH}${tag}/ ${target} 301`;
  });
  return [
    '# Written by the build (src/lib/blog/former-tags.ts). The blog keyword tag pages were replaced by curated topic',
    '# pages: each former tag page goes to the page of the topic its posts belong to, or to the blog when that topic',
    '# has no page in this build; any other former tag address goes to the blog.',
    ...rules,
    `${FORMER_TAG_PATH}* ${blog} 301`,
    '',
  ].join('\n');
}
