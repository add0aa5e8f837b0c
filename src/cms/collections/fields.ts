import { z, type ZodTypeAny } from 'zod';
import { glyphNames } from '../../lib/content/glyph-names';
import { calendarDate, imagePath, internalPath, paragraphs, slug, text, url } from '../../lib/content/primitives';
import { objectOf, unwrapRule } from '../../lib/content/unwrap-rule';

/*
 * The field builders every collection shares. Each form is read from the zod rule that checks its file (widget,
 * required, length limit, options, shape), so the form refuses what the build refuses; a collection's module
 * gives only what editors read: field order, labels, hints and summaries. The configuration is written as JSON
 * (config.ts), so a key left `undefined` is not written.
 */

/** Custom formats registered by the admin script (src/cms/formats.ts): files keep the build's layout. */
export const JSON_FORMAT = 'site-json';
export const JSON_LIST_FORMAT = 'site-json-list';
export const POST_FORMAT = 'post-markdown';

export type CmsField = Record<string, unknown>;
export interface Spec extends CmsField {
  label: string;
  hint?: string;
  isLong?: boolean;
  /** A select's option as people read it (`FULL_TIME` → "Full-time"); the file keeps the rule's value. */
  optionName?: (value: string) => string;
  /** The labels of an object's or a list entry's fields. */
  fields?: Labels;
}
export type Labels = Record<string, string | Spec>;

/** Not empty or only spaces: the zod `text` primitive. */
const NOT_BLANK = '[\\s\\S]*\\S[\\s\\S]*';
/** The patterns of rules the build checks with a refinement or a shared regex, with the form's wording. */
export const SLUG = ['^[a-z0-9-]+$', 'Use lower case letters, digits and hyphens only'];
const patterns = new Map<ZodTypeAny, string[]>([
  [slug, SLUG],
  [url, ['^https?://\\S+$', 'Must be a full http(s) address']],
  [
    internalPath,
    ['^/([a-z0-9-]+/)*(#[a-z0-9-]+)?$', 'A site path such as /services/devops/ (lower case, ending in /)'],
  ],
]);
const EMAIL = ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Must be an e-mail address'];
const IMAGE_HINT = 'JPG for photos, PNG for diagrams, at least 1200 px wide. The site makes the smaller sizes itself.';

/** A day written as `format`; the build parses it with the same pattern. */
export const dayWidget = (format: string) => ({
  widget: 'datetime',
  format,
  date_format: format,
  time_format: false,
  picker_utc: true,
});

/** The CMS fields of an object rule (or of a list rule's entries), in the order of `labels`. */
export function fieldsOf(rule: ZodTypeAny, labels: Labels): CmsField[] {
  const shape = objectOf(rule)!.shape as Record<string, ZodTypeAny>;
  // A field the build requires but the form lacks would make every new entry fail the build.
  const missing = Object.keys(shape).filter((key) => !(key in labels) && !unwrapRule(shape[key]!).isOptional);
  if (missing.length > 0) throw new Error(`The CMS form lacks the required fields ${missing.join(', ')}`);
  return Object.entries(labels).map(([name, label]) => {
    const spec = typeof label === 'string' ? { label } : label;
    return { name, ...('widget' in spec ? spec : field(shape[name]!, spec)) };
  });
}

/** One field read from its rule; the spec's label, hint and options go over what the rule gives. */
export function field(rule: ZodTypeAny, { isLong, fields = {}, optionName, ...spec }: Spec): CmsField {
  const { schema, isOptional } = unwrapRule(rule, isWhole);
  const required = isOptional ? false : undefined;
  const pattern = patterns.get(schema);
  if (pattern) return { widget: 'string', required, pattern, ...spec };
  // Stored beside the content file, in its images/ folder; Decap resolves the folders against the entry's.
  const image = { widget: 'image', media_folder: 'images', public_folder: './images', choose_url: false };
  if (schema === imagePath) return { ...image, required, hint: IMAGE_HINT, ...spec };
  if (schema === calendarDate) return { ...dayWidget('YYYY-MM-DD'), required, ...spec };
  if (schema === paragraphs)
    return { widget: 'list', min: 1, field: line('text', 'Paragraph', true), summary: PARAGRAPH_SUMMARY, ...spec };
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean', required: false, default: false, ...spec };
  if (schema instanceof z.ZodEnum) {
    const values = schema.options as string[];
    const options = optionName ? values.map((value) => ({ label: optionName(value), value })) : [...values];
    return { widget: 'select', options, ...spec };
  }
  if (schema instanceof z.ZodNumber) {
    // Whole numbers; `.positive()` (more than 0) starts the form at 1.
    const positive = schema._def.checks.some((check) => check.kind === 'min' && !check.inclusive);
    const max = schema.maxValue ?? undefined;
    return { widget: 'number', value_type: 'int', min: positive ? 1 : schema.minValue, max, required, ...spec };
  }
  // An optional group (a quote, phone hours) may be left empty: the build reads a blank group as left out.
  if (schema instanceof z.ZodObject) {
    const inner = fieldsOf(schema, fields).map((entry) => (isOptional ? { ...entry, required: false } : entry));
    return { widget: 'object', collapsed: Boolean(isOptional), required, fields: inner, ...spec };
  }
  if (schema instanceof z.ZodArray) {
    const min = isOptional ? undefined : 1;
    if (objectOf(schema)) return { widget: 'list', fields: fieldsOf(schema, fields), min, required, ...spec };
    // A list of short texts (tags, locations, steps): each entry is labelled in the singular, and shows its text
    // when collapsed (Decap shows the label, "Tag", unless a summary names the value).
    const entry = line('value', spec.label.replace(/s$/, ''));
    return { widget: 'list', min, required, field: entry, summary: '{{fields.value}}', ...spec };
  }
  if (schema instanceof z.ZodString) {
    // A plain z.string() may be empty: left out when optional, written as "" when required.
    if (schema.minLength === null)
      return { widget: 'string', required: false, default: isOptional ? undefined : '', ...spec };
    const max = schema.maxLength;
    const limit = max ? [`^(?=${NOT_BLANK}$)[\\s\\S]{1,${max}}$`, `At most ${max} characters`] : undefined;
    const check = schema.isEmail ? EMAIL : (limit ?? [`^${NOT_BLANK}$`, 'Must not be empty']);
    return { widget: isLong ? 'text' : 'string', required, pattern: check, ...spec };
  }
  throw new Error(`No CMS widget for "${spec.label}" (${schema?.constructor.name ?? 'not in the rule'})`);
}

/** Rules with a pattern or widget of their own, read as a whole rather than by what they refine. */
const isWhole = (rule: ZodTypeAny) => patterns.has(rule) || rule === imagePath || rule === calendarDate;

/** A collapsed paragraph shows its opening words. */
const PARAGRAPH_SUMMARY = '{{fields.text | truncate(80)}}';

const line = (name: string, label: string, isLong = false) => ({ name, ...field(text, { label, isLong }) });

export const long = (label: string, hint?: string): Spec => ({ label, hint, isLong: true });
export const hinted = (label: string, hint: string): Spec => ({ label, hint });
export const alt = (label = 'Image description (alt text)') =>
  hinted(label, 'Say what the picture shows, for people who cannot see it.');
export const searchDescription = (hint = 'At most 160 characters.') => long('Description in search results', hint);
export const seo = {
  seoTitle: hinted('Title in search results', 'At most 60 characters.'),
  description: searchDescription('One or two sentences, at most 160 characters.'),
};
export const hero = { label: 'Top of the page', fields: { title: 'Heading', intro: long('Introduction') } };
export const textAndPicture = (label: string) => ({
  label,
  fields: { heading: 'Heading', text: 'Paragraphs', image: 'Picture', imageAlt: alt() },
});
/** A list of cards (the schema's `card`: number, title, description), summarised by title. */
export const cards = (label: string, extra: Labels = {}): Spec => ({
  label,
  summary: '{{fields.title}}',
  fields: {
    id: hinted('Number', 'A unique number within this list (1, 2, 3…).'),
    title: 'Title',
    description: long('Description'),
    ...extra,
  },
});
/** A section's heading field (`<name>Heading`) and its cards. */
export const headedCards = (name: string, label: string, extra?: Labels) => ({
  [`${name}Heading`]: `${label} heading`,
  [name]: cards(label, extra),
});
/** The small drawing of a card, picked from the names components/ui/Glyph draws. */
export const glyph = {
  label: 'Symbol',
  widget: 'select',
  options: [...glyphNames],
  hint: 'The small drawing shown with this item.',
};
/** A simple-icons slug, or nothing for a name badge. */
export const icon = {
  label: 'Icon',
  pattern: SLUG,
  hint: 'The icon\'s slug on simpleicons.org (for example "docker"). Leave empty to show the name instead.',
};
export const summarised = (label: string, summary: string, fields: Labels, hint?: string): Spec => ({
  label,
  fields,
  summary: `{{fields.${summary}}}`,
  hint,
});

/** The build's Markdown rule checked as the editor types (safe-markdown-widget.ts). */
export const markdownBody = (hint: string) => ({ label: 'Text', widget: 'safe-markdown', modes: ['raw'], hint });

/** One file of a files collection. */
export const file = (name: string, label: string, path: string, fields: CmsField[]) => ({
  name,
  label,
  file: path,
  fields,
});

/**
 * For forms the site draws no preview of (index.tsx registers those): the form takes the whole width instead of
 * Decap's own preview, an unstyled list of the values.
 */
export const noPreview = { editor: { preview: false } };

/**
 * Decap deletes a published entry with a commit straight to the main branch, outside the editorial workflow,
 * so the CMS offers no delete: a post is taken down by switching on Draft, which goes through review
 * (docs/editing.md "Taking something down").
 */
export const noDirectCommits = { delete: false };

/** A JSON file that is one list, edited as the field `items` (formats.ts). */
export const listFile = (
  name: string,
  label: string,
  fileLabel: string,
  path: string,
  rule: ZodTypeAny,
  fields: Labels,
) => ({
  name,
  label,
  format: JSON_LIST_FORMAT,
  ...noPreview,
  files: [file(name, fileLabel, path, [{ name: 'items', ...field(rule, summarised(label, 'name', fields)) }])],
});
