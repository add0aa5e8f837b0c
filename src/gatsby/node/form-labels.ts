import { blogPosts } from '../../cms/collections/blog';
import { labelOf } from '../../lib/content/editor-words';

/** The post form's labels by key (src/cms/collections/blog.ts): `{ heading: 'Headline', … }`. */
export const POST_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  blogPosts.fields.map((field) => [String(field.name), String(field.label)]),
);

/**
 * A build message about a post, naming the field as the form does, so the editor finds it:
 * `content/blog/a/index.md: field "title": …` → `content/blog/a/index.md: Web address (slug) (title): …`.
 */
export function withFormLabels(line: string): string {
  return line.replace(
    /^((?:[^:\s]*\/)?blog\/[^/:\s]+\/index\.md): field "([^"]+)"/,
    (whole, file: string, field: string) => {
      const label = labelOf(field, POST_LABELS);
      return label === field ? whole : `${file}: ${label} (${field})`;
    },
  );
}
