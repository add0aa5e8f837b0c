import type { CreateNodeArgs, Node } from 'gatsby';
import { findTopLevelHeadings } from '../../lib/content/legal-schema';

interface MarkdownNode extends Node {
  frontmatter?: { title?: string; description?: string; updated?: string | Date };
  rawMarkdownBody?: string;
}

interface FileNode extends Node {
  sourceInstanceName?: string;
  name?: string;
  relativePath?: string;
}

/**
 * Makes a LegalPage node from each Markdown file in content/legal (its front matter was already
 * checked by validate-content). A `# ` heading in the body would give the page a second h1, so it
 * stops the build with the file and line named.
 */
export function createLegalPageNode({
  node,
  getNode,
  actions,
  reporter,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): void {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (file?.sourceInstanceName !== 'legal' || !file.name) return;

  const markdown = node as MarkdownNode;
  const display = `content/legal/${file.relativePath ?? `${file.name}.md`}`;
  const headings = findTopLevelHeadings(markdown.rawMarkdownBody ?? '');
  if (headings.length > 0) {
    reporter.panicOnBuild(
      `${display}: body line ${headings.join(', ')}: use "## " for sections; the front matter title is the page's only h1`,
    );
    return;
  }
  const { title = '', description = '', updated = '' } = markdown.frontmatter ?? {};
  const fields = {
    slug: file.name,
    title,
    description,
    updated: updated instanceof Date ? updated.toISOString().slice(0, 10) : updated,
    remark: node.id,
  };
  const legalNode = {
    ...fields,
    id: createNodeId(`LegalPage >>> ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'LegalPage', contentDigest: createContentDigest(fields) },
  };
  actions.createNode(legalNode);
  actions.createParentChildLink({ parent: node, child: legalNode as unknown as Node });
}
