import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { toBlogPostFields } from '../../lib/blog/post-node';
import { blogPostSchema } from '../../lib/content/blog-schema';
import { findTopLevelHeadings, legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { drawnPosterName } from './graphql-types/blog';
import type { FileNode } from './validate-content';

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  rawMarkdownBody: string;
}

/** One node per content entry (types: graphql-types/); broken entries are skipped: validate-content reports them. */
export function createContentNodes(args: CreateNodeArgs): void {
  const { node, getNode } = args;
  if (node.internal.type === 'JobsJson' && Array.isArray(node.jobs)) {
    for (const job of node.jobs as Array<Record<string, unknown>>) addChild(args, 'Job', `${job.jobId}`, job);
    return;
  }
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (file?.sourceInstanceName === 'legal') createLegalPageNode(args, node as MarkdownNode, file);
  if (file?.sourceInstanceName === 'blog') createBlogPostNode(args, node as MarkdownNode, file);
}

/** A `# ` heading in a legal page's body would give it a second h1, so it stops the build. */
function createLegalPageNode(args: CreateNodeArgs, markdown: MarkdownNode, file: FileNode): void {
  const headings = findTopLevelHeadings(markdown.rawMarkdownBody);
  if (headings.length > 0) {
    args.reporter.panicOnBuild(
      `content/legal/${file.relativePath}: body line ${headings.join(', ')}: use "## " for sections; the front matter title is the page's only h1`,
    );
    return;
  }
  // The rule also normalises an `updated` date YAML read as a Date object.
  const parsed = legalFrontmatterSchema.safeParse(markdown.frontmatter);
  if (parsed.success)
    addChild(args, 'LegalPage', markdown.id, { slug: file.name, ...parsed.data, remark: markdown.id });
}

function createBlogPostNode(args: CreateNodeArgs, markdown: MarkdownNode, file: FileNode): void {
  const parsed = blogPostSchema.safeParse(markdown.frontmatter);
  if (!parsed.success) return;
  // A post's own poster goes through gatsby-plugin-image; otherwise it links its drawn BlogPoster.
  const posterPath = parsed.data.poster ? path.resolve(path.dirname(file.absolutePath), parsed.data.poster) : null;
  const fields = toBlogPostFields(parsed.data, markdown.rawMarkdownBody, {
    file: path.relative(process.cwd(), file.absolutePath),
    posterPath,
    posterName: posterPath ? null : drawnPosterName(parsed.data.title),
  });
  addChild(args, 'BlogPost', markdown.id, fields);
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
