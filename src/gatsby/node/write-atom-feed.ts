import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { readSiteIdentity } from '../../config/site';
import { ATOM_PATH, atomFeed, FEED_QUERY, type FeedPost } from '../../lib/blog/feed';

/** public/atom.xml beside gatsby-plugin-feed's rss.xml, same query, for readers that prefer Atom (issue 14 item 12). */
export async function writeAtomFeed({ graphql, reporter }: Pick<BuildArgs, 'graphql' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allBlogPost: { nodes: FeedPost[] } }>(FEED_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Atom feed: the feed query failed: ${JSON.stringify(result.errors)}`);
    return;
  }
  const site = readSiteIdentity();
  const xml = atomFeed({
    siteUrl: site.url,
    title: `${site.name} Blog`,
    subtitle: site.defaultDescription,
    posts: result.data.allBlogPost.nodes,
  });
  await writeFile(path.join('public', ATOM_PATH), xml);
  reporter.info(`Atom feed written to public${ATOM_PATH} (${result.data.allBlogPost.nodes.length} posts)`);
}
