import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { drawnPosterName } from '../../config/blog';
import { toBlogPostFields } from '../../lib/blog/post-node';
import { blogPostSchema } from '../../lib/content/blog-schema';

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  rawMarkdownBody?: string;
}

/**
 * Gives every content/blog/<slug>/index.md a BlogPost node (child of its MarkdownRemark node) with
 * typed, derived fields: ISO date, tags, reading time, poster file. Invalid front matter is skipped
 * here because validate-content has already stopped the build with the file and field named.
 */
export function createBlogPostNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): void {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return;
  const file = getNode(node.parent) as (Node & { sourceInstanceName?: string; absolutePath?: string }) | undefined;
  if (!file || file.sourceInstanceName !== 'blog' || !file.absolutePath) return;
  const markdown = node as MarkdownNode;
  const parsed = blogPostSchema.safeParse(markdown.frontmatter);
  if (!parsed.success) return;

  // A post's own poster goes through gatsby-plugin-image; otherwise it links its drawn BlogPoster.
  const posterPath = parsed.data.poster ? path.resolve(path.dirname(file.absolutePath), parsed.data.poster) : null;
  const fields = toBlogPostFields(parsed.data, markdown.rawMarkdownBody ?? '', {
    file: path.relative(process.cwd(), file.absolutePath),
    posterPath,
    posterName: posterPath ? null : drawnPosterName(parsed.data.title),
  });
  const blogPost = {
    ...fields,
    id: createNodeId(`BlogPost >>> ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'BlogPost', contentDigest: createContentDigest(fields) },
  };
  actions.createNode(blogPost);
  actions.createParentChildLink({ parent: node, child: blogPost as unknown as Node });
}
