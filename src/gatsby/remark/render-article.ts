import unified from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import prismjs from 'gatsby-remark-prismjs';
// gatsby-transformer-remark's own handler for code blocks, so the HTML is the one the build writes.
import codeHandler from 'gatsby-transformer-remark/code-handler';
import blogBlocks from './blog-blocks';
import { PRISM_OPTIONS } from './prism-options';
import { findUnsafeLinks, neutraliseUnsafeMarkdown, sanitiseArticle } from '../../lib/content/safe-markdown';

type Node = Parameters<typeof blogBlocks>[0]['markdownAST'];
/** A section heading as gatsby-transformer-remark's `headings` field gives it: `{ id: 'setup', value: 'Setup', depth: 2 }`. */
export interface ArticleHeading {
  id: string;
  value: string;
  depth: number;
}

export interface ArticleProblem {
  /** The line of the Markdown text. */
  line: number;
  problem: string;
}

/** A Markdown tree to HTML exactly as gatsby-transformer-remark 6 writes it (raw nodes kept as written). */
const treeToHtml = (tree: Node): string =>
  toHtml(toHast(tree as never, { allowDangerousHtml: true, handlers: { code: codeHandler } }) as never, {
    allowDangerousHtml: true,
  });

/**
 * One Markdown field (a post's or legal page's body) through the build's chain: remark with GFM, the safe-HTML
 * step, blog-blocks, Prism with the build's options, then the whole article parsed as the browser parses its page
 * and sanitised (src/lib/content/safe-markdown). The build's content check, the CMS editor and its preview all
 * call this; only gatsby-remark-images is left out (it needs Gatsby's files), and the lock on the build's own
 * HTML (sanitised-html.ts) covers its output. Returns the sanitised HTML and what the build refuses, by line.
 * Example: `renderArticle('[x](javascript:y)').problems` → `[{ line: 1, problem: 'the link address …' }]`.
 * `headings` are the h2 and h3 with the ids blog-blocks gives them, which the post's "On this page" lists.
 */
export function renderArticle(markdown: string): {
  html: string;
  problems: ArticleProblem[];
  headings: ArticleHeading[];
} {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = processor.runSync(processor.parse(markdown)) as unknown as Node;
  const problems: ArticleProblem[] = findUnsafeLinks(tree);
  const lines = (tree.children ?? []).map(
    (child) => (child.position as { start: { line: number } } | undefined)?.start.line ?? 1,
  );
  neutraliseUnsafeMarkdown(tree);
  blogBlocks({ markdownAST: tree });
  const headings = sectionHeadings(tree);
  prismjs({ markdownAST: tree }, PRISM_OPTIONS);
  const { html, problem } = sanitiseArticle(treeToHtml(tree));
  if (problem) {
    // Which block says it: each top-level block checked alone (blog-blocks and Prism replace blocks in place).
    const blocks = (tree.children ?? []).flatMap((child, index) => {
      const alone = sanitiseArticle(treeToHtml({ type: 'root', children: [child] })).problem;
      return alone ? [{ line: lines[index] ?? 1, problem: alone }] : [];
    });
    problems.push(...(blocks.length > 0 ? blocks : [{ line: lines[0] ?? 1, problem }]));
  }
  // Stable: problems of one line keep the order they appear in.
  return { html, problems: problems.sort((a, b) => a.line - b.line), headings };
}

/** The headings blog-blocks gave an id (h2 and h3), in order, with their text. */
function sectionHeadings(node: Node): ArticleHeading[] {
  const id = (node.data as { id?: unknown } | undefined)?.id;
  const own =
    node.type === 'heading' && typeof id === 'string'
      ? [{ id, value: blogBlocks.plainText(node), depth: Number(node.depth) }]
      : [];
  return [...own, ...(node.children ?? []).flatMap(sectionHeadings)];
}
