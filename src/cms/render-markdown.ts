import unified from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import Prism from 'prismjs';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-hcl';
import 'prismjs/components/prism-vim';
import blogBlocks from '../gatsby/remark/blog-blocks';
import { escapeMarkup } from '../lib/ui/text';

/** A Markdown (mdast) node, as the site's remark plugin types it. */
type Node = Parameters<typeof blogBlocks>[0]['markdownAST'];

const ALIASES: Record<string, string> = { shell: 'bash', js: 'javascript', text: 'none' };

/** The markup gatsby-remark-prismjs writes at build time, so the post's code styles apply unchanged. */
function highlighted(code: string, lang: string): string {
  const name = ALIASES[lang] ?? lang;
  const grammar = Prism.languages[name];
  const html = grammar ? Prism.highlight(code, grammar, name) : escapeMarkup(code);
  return (
    `<div class="gatsby-highlight" data-language="${lang}"><pre class="language-${lang}">` +
    `<code class="language-${lang}">${html}</code></pre></div>`
  );
}

function highlightCode(node: Node): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code') {
      const lang =
        String(child.lang || 'text')
          .toLowerCase()
          .replace(/[{:].*$/, '') || 'text';
      node.children![index] = { type: 'html', value: highlighted(child.value ?? '', lang) };
    } else highlightCode(child);
  });
}

/**
 * Post Markdown to HTML in the browser with the build's own remark and blog-blocks plugin, then Prism.
 * Example: `renderPostMarkdown('> [!TIP]\n> Hi')` → `<aside class="callout callout-tip">…`.
 */
export function renderPostMarkdown(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = processor.runSync(processor.parse(markdown)) as unknown as Node;
  blogBlocks({ markdownAST: tree });
  highlightCode(tree);
  const hast = toHast(tree as never, { allowDangerousHtml: true });
  return toHtml(hast as never, { allowDangerousHtml: true });
}
