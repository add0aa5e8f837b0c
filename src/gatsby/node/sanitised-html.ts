import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateResolversArgs } from 'gatsby';
import { parseFrontMatter } from '../../lib/content/front-matter';
import { sanitiseArticle } from '../../lib/content/safe-markdown';
import { renderArticle } from '../remark/render-article';

interface MarkdownSource {
  fileAbsolutePath?: string;
  rawMarkdownBody?: string;
}

/**
 * The Markdown's HTML a page, feed or search index receives: gatsby-transformer-remark's, after every remark step
 * (gatsby-remark-images' and Prism's too), parsed as the browser parses the page and sanitised as a whole
 * (src/lib/content/safe-markdown). The sanitised tree's serialisation is what is published. If sanitising changed
 * anything the build stops, naming the file, the field and, when one block says it, the line; with
 * `CONTENT_UNSAFE_HTML=as-text` (the hostile-content proof only) it warns and publishes the sanitised tree.
 */
export function publishedArticleHtml(html: string, source: MarkdownSource, warn = console.warn): string {
  const { html: clean, problem } = sanitiseArticle(html);
  if (!problem) return clean;
  const file = source.fileAbsolutePath ?? '';
  const found = renderArticle(source.rawMarkdownBody ?? '').problems[0];
  let line = '';
  if (found && file) line = ` (line ${found.line + parseFrontMatter(readFileSync(file, 'utf8')).bodyLine - 1})`;
  const message = `${path.relative(process.cwd(), file) || 'a Markdown file'}: field "body"${line}: ${found?.problem ?? problem}`;
  if (process.env.CONTENT_UNSAFE_HTML === 'as-text') {
    warn(`${message} (published sanitised: CONTENT_UNSAFE_HTML=as-text)`);
    return clean;
  }
  throw new Error(message);
}

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;

/** Every Markdown type's `html` (posts, legal pages, any later type) passes through publishedArticleHtml. */
export function createResolvers({ createResolvers: create }: CreateResolversArgs): void {
  create({
    MarkdownRemark: {
      html: {
        async resolve(source: MarkdownSource, args: unknown, context: unknown, info: { originalResolver: Resolve }) {
          const html = await info.originalResolver(source, args, context, info);
          return typeof html === 'string' ? publishedArticleHtml(html, source) : html;
        },
      },
    },
  });
}
