import path from 'node:path';
import type { CreateNodeArgs, Node, SourceNodesArgs } from 'gatsby';
import type { FileSystemNode } from 'gatsby-source-filesystem';
import { toBlogPostFields } from '../../lib/blog/post-node';
import { blogPostSchema } from '../../lib/content/blog-schema';
import { isJobOpen, isPostPublished, publishOptionsFromEnv } from '../../lib/publishing/publication';
import { findTopLevelHeadings, legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { drawnPosterName } from './graphql-types/blog';

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  rawMarkdownBody: string;
}

/**
 * One node per content entry (types: graphql-types/); broken entries are skipped: validate-content reports them.
 * What is not published (a draft, a post dated after the build day, a closed job) gets no page node, so no page,
 * list, feed, sitemap, search index or related-post row can show it; a held post becomes a HeldPost, which the
 * cross-file checks still read. The clock and the preview switch come from the environment (SITE_TODAY, SHOW_DRAFTS).
 * Gatsby calls this only for new or changed files; `redecidePublication` applies a new day or switch to the rest.
 */
export function createContentNodes(args: CreateNodeArgs, now = new Date()): void {
  const { node, getNode, reporter } = args;
  const publishing = publishOptionsFromEnv(process.env, now);
  if (node.internal.type === 'JobsJson' && Array.isArray(node.jobs)) {
    for (const job of node.jobs as Array<Record<string, unknown>>) {
      const validThrough = typeof job.validThrough === 'string' ? job.validThrough : null;
      if (publishing.showDrafts || isJobOpen({ validThrough }, publishing.today)) {
        addChild(args, 'Job', `${job.jobId}`, job);
      }
    }
    return;
  }
  if (node.internal.type === 'TopicsJson' && Array.isArray(node.topics)) {
    for (const topic of node.topics as Array<Record<string, unknown>>) addChild(args, 'Topic', `${topic.slug}`, topic);
    return;
  }
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return;
  const file = getNode(node.parent) as FileSystemNode | undefined;
  const markdown = node as MarkdownNode;
  if (file?.sourceInstanceName === 'legal') {
    // A `# ` heading in the body would give the page a second h1.
    const headings = findTopLevelHeadings(markdown.rawMarkdownBody);
    if (headings.length > 0) {
      reporter.panicOnBuild(
        `content/legal/${file.relativePath}: body line ${headings.join(', ')}: use "## " for sections; the front matter title is the page's only h1`,
      );
    }
    // The rule also normalises an `updated` date YAML read as a Date object.
    const parsed = legalFrontmatterSchema.safeParse(markdown.frontmatter);
    if (parsed.success && headings.length === 0)
      addChild(args, 'LegalPage', node.id, { slug: file.name, ...parsed.data, remark: node.id });
  }
  const post = file?.sourceInstanceName === 'blog' ? blogPostSchema.safeParse(markdown.frontmatter) : undefined;
  if (file && post?.success) {
    // A post's own poster goes through gatsby-plugin-image; otherwise it links its drawn BlogPoster.
    const posterPath = post.data.poster ? path.resolve(path.dirname(file.absolutePath), post.data.poster) : null;
    const fields = toBlogPostFields(post.data, markdown.rawMarkdownBody, {
      file: path.relative(process.cwd(), file.absolutePath),
      posterPath,
      posterName: posterPath ? null : drawnPosterName(post.data.title),
    });
    const inProduction = isPostPublished(
      { date: fields.date, draft: post.data.draft },
      { ...publishing, showDrafts: false },
    );
    if (inProduction || publishing.showDrafts) {
      addChild(args, 'BlogPost', node.id, { ...fields, previewOnly: !inProduction });
    } else {
      const { postId, slug, file: postFile, authorKey, date, relatedIds, topicSlugs } = fields;
      const { rawMarkdownBody } = markdown;
      const held = { postId, slug, file: postFile, authorKey, date, relatedIds, topicSlugs, rawMarkdownBody };
      addChild(args, 'HeldPost', node.id, held);
    }
  }
}

/** The node types whose existence depends on the build day and the drafts switch. */
export const PUBLICATION_TYPES: readonly string[] = ['BlogPost', 'HeldPost', 'Job'];

/**
 * Runs on every build (sourceNodes), because Gatsby keeps the nodes of unchanged files from the last build's .cache
 * without calling onCreateNode again, and neither the day nor SHOW_DRAFTS is part of its cache key: without this a
 * warm build keeps yesterday's decisions (a scheduled post never goes live, a closed job stays listed, a preview
 * built over a production cache shows no drafts). For each job list and blog post already in the store it decides
 * again, and replaces only the children whose decision changed, so an unchanged day re-runs no query.
 */
export function redecidePublication(args: SourceNodesArgs, now = new Date()): { replaced: number } {
  const { getNodesByType, getNode, actions } = args;
  let replaced = 0;
  const parents = [
    ...getNodesByType('JobsJson'),
    ...getNodesByType('MarkdownRemark').filter(
      (node) => (getNode(node.parent ?? '') as FileSystemNode | undefined)?.sourceInstanceName === 'blog',
    ),
  ];
  for (const parent of parents) {
    const wanted: Node[] = [];
    const recording = {
      ...args,
      node: parent,
      actions: { ...actions, createNode: (child: Node) => wanted.push(child), createParentChildLink: () => {} },
    } as unknown as CreateNodeArgs;
    createContentNodes(recording, now);
    const current = parent.children
      .map((id) => getNode(id))
      .filter((child): child is Node => !!child && PUBLICATION_TYPES.includes(child.internal.type));
    const same = (a: Node, b: Node) => a.id === b.id && a.internal.contentDigest === b.internal.contentDigest;
    const stale = current.filter((child) => !wanted.some((next) => same(child, next)));
    const fresh = wanted.filter((next) => !current.some((child) => same(child, next)));
    if (stale.length === 0 && fresh.length === 0) continue;
    for (const child of stale) actions.deleteNode(child);
    for (const child of fresh) {
      actions.createNode(child);
      actions.createParentChildLink({ parent, child });
    }
    replaced += stale.length + fresh.length;
  }
  return { replaced };
}

function addChild(
  { node, actions, createNodeId, createContentDigest }: CreateNodeArgs,
  type: string,
  key: string,
  fields: object,
): void {
  const child = {
    ...fields,
    id: createNodeId(`${type} >>> ${key}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}
