import { renderArticle } from '../gatsby/remark/render-article';
import { decap } from './decap';

/** The widget name the post and legal-page bodies use (collections/fields.ts). */
export const SAFE_MARKDOWN_WIDGET = 'safe-markdown';

/**
 * What the editor sees for a body the build would refuse: one line per problem, by line of the text, with the
 * build's own words from the build's own function (src/gatsby/remark/render-article.ts).
 * Example: `'Line 3: the link address "javascript:x" is not allowed (…)'`.
 */
export function unsafeMarkdownMessages(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  return renderArticle(value).problems.map(({ line, problem }) => `Line ${line}: ${problem}`);
}

interface ControlProps {
  value?: unknown;
  forID: string;
}

/**
 * Decap's Markdown editor with the build's rule for HTML and link targets: the problems show under the text as
 * the editor types, and Decap refuses to save while there are any (Decap calls a control's `isValid`).
 */
export function registerSafeMarkdownWidget(): void {
  const { CMS, createClass, h } = decap();
  const markdown = CMS.getWidget('markdown') as { control: unknown; preview: unknown; schema?: unknown };
  const control = createClass<ControlProps>({
    isValid() {
      const messages = unsafeMarkdownMessages(this.props.value);
      if (messages.length === 0) return true;
      return {
        error: {
          type: 'CUSTOM',
          message: `This link or picture address would never reach the site. ${messages.join('; ')}`,
        },
      };
    },
    render() {
      const messages = unsafeMarkdownMessages(this.props.value);
      const editor = h(markdown.control, this.props as unknown as Record<string, unknown>);
      if (messages.length === 0) return editor;
      return h(
        'div',
        null,
        editor,
        h(
          'div',
          { role: 'alert', id: `${this.props.forID}-unsafe`, className: 'safe-markdown-problems' },
          h('p', null, 'The site does not publish this address; change or remove it:'),
          h('ul', null, ...messages.map((message) => h('li', { key: message }, message))),
        ),
      );
    },
  });
  CMS.registerWidget(SAFE_MARKDOWN_WIDGET, control, markdown.preview, markdown.schema);
}
