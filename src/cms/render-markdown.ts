// The languages posts may use (docs/editing.md): the plugin loads others with a require() the editor's bundle lacks.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-hcl';
import 'prismjs/components/prism-vim';
import { renderArticle } from '../gatsby/remark/render-article';

/**
 * Post Markdown to HTML in the browser through the build's own chain (src/gatsby/remark/render-article.ts: remark,
 * the safe-HTML step, blog-blocks, Prism with the build's options, the whole article sanitised), so the preview
 * shows exactly what the page would. Example: `renderPostMarkdown('> [!TIP]\n> Hi')` → `<aside class="callout …`.
 */
export const renderPostMarkdown = (markdown: string): string => renderArticle(markdown).html;

/** The same, with the h2 and h3 the page's "On this page" lists (their ids are the page's anchors). */
export const renderPostArticle = (markdown: string) => renderArticle(markdown);
