import unified from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import prismjs from 'gatsby-remark-prismjs';
// The languages posts may use (docs/editing.md): the plugin loads others with a require() the editor's bundle lacks.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-hcl';
import 'prismjs/components/prism-vim';
import blogBlocks from '../gatsby/remark/blog-blocks';
import { neutraliseUnsafeMarkdown } from '../lib/content/safe-markdown';
import { PRISM_OPTIONS } from '../gatsby/remark/prism-options';

type Node = Parameters<typeof blogBlocks>[0]['markdownAST'];

/**
 * Post Markdown to HTML in the browser with the build's own remark, safe-HTML, blog-blocks and Prism plugins and
 * options, so the preview shows refused HTML as text exactly as the build would. Example:
 * `renderPostMarkdown('> [!TIP]\n> Hi')` → `<aside class="callout callout-tip">…`.
 */
export function renderPostMarkdown(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = processor.runSync(processor.parse(markdown)) as unknown as Node;
  neutraliseUnsafeMarkdown(tree);
  blogBlocks({ markdownAST: tree });
  prismjs({ markdownAST: tree }, PRISM_OPTIONS);
  const hast = toHast(tree as never, { allowDangerousHtml: true });
  return toHtml(hast as never, { allowDangerousHtml: true });
}
