import { collections } from '../../cms/collections';
import { blogPosts } from '../../cms/collections/blog';
import type { CmsField } from '../../cms/collections/fields';
import { labelsOf } from '../../cms/entry-checked-fields';
import { CONTENT_RULES } from '../../lib/content/content-rules';
import { labelOfPath } from '../../lib/content/entry-check';

/** The post form's labels by key (src/cms/collections/blog.ts): `{ heading: 'Headline', … }`. */
export const POST_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  blogPosts.fields.map((field) => [String(field.name), String(field.label)]),
);

type Form = {
  folder?: string;
  path?: string;
  extension?: string;
  fields?: CmsField[];
  files?: Array<{ file: string; fields: CmsField[] }>;
};

/** Every form's labels by the key of the rule of the files it edits: `services/*` → `{ summary: 'Card text', … }`. */
const LABELS = new Map<string, Readonly<Record<string, string>>>(
  (collections as unknown as Form[]).flatMap((form) =>
    form.folder
      ? [
          [
            ruleKeyOf(`${form.folder}/${form.path ?? 'x'}.${form.extension ?? 'md'}`) ?? '',
            labelsOf(form.fields ?? []),
          ] as const,
        ]
      : (form.files ?? []).map((file) => {
          // A list file (authors, testimonials) is edited as the field `items`: the file's own keys are the entries'.
          const fields =
            file.fields.length === 1 && file.fields[0]!.name === 'items'
              ? ((file.fields[0]!.fields as CmsField[]) ?? [])
              : file.fields;
          return [ruleKeyOf(file.file) ?? '', labelsOf(fields)] as const;
        }),
  ),
);

/** The key of a file's rule from its last folders, wherever the content folder is: `…/services/devops.json` → `services/*`. */
function ruleKeyOf(file: string): string | null {
  const parts = file.split('/');
  const name = (parts.pop() ?? '').replace(/\.(json|md)$/, '');
  const [grandparent, parent] = parts.slice(-2);
  // A post is `blog/<folder>/index.md`.
  const keys = [`${parent}/${name}`, `${parent}/*`, `${grandparent}/${name}`];
  return keys.find((key) => key in CONTENT_RULES) ?? null;
}

/**
 * A build message about a content file, naming the field as its form does, so the editor finds it:
 * `content/blog/a/index.md: field "title": …` → `content/blog/a/index.md: Web address (slug) (title): …`,
 * `content/services/devops.json: field "faq[2].answer": …` → `content/services/devops.json: Answer (faq[2].answer): …`.
 * A field no form has keeps its key.
 */
export function withFormLabels(line: string): string {
  return line.replace(/^([^:\s]+\.(?:json|md)): field "([^"]+)"/, (whole, file: string, field: string) => {
    const key = ruleKeyOf(file);
    const labels = key === null ? undefined : LABELS.get(key);
    const label = labels ? labelOfPath(field, labels) : field;
    return label === field ? whole : `${file}: ${label} (${field})`;
  });
}
