/** The file beside the editor's page holding the facts below (written by src/gatsby/node/admin.ts). */
export const READER_FACTS_FILE = 'reader-facts.json';

/** What a post's preview needs from outside the post, as the build that wrote the editor published it. */
export interface ReaderFacts {
  siteName: string;
  siteUrl: string;
  /** The blog's name: a drawn cover names it when the post's topic is unknown. */
  blogName: string;
  /** The blog list's description: search engines get it for a post without a standfirst. */
  blogDescription: string;
  services: Array<{ slug: string; name: string; summary: string }>;
}
