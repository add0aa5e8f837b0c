/**
 * Small builders for Decap CMS field definitions, so every collection states the build's rules
 * (src/lib/content/*) the same way: required by default, the same patterns and the same messages.
 * The configuration is only ever written as JSON (config.ts), so a key left `undefined` is not written.
 */
export type CmsField = Record<string, unknown>;
type TextOptions = { max?: number; optional?: boolean };
type CountOptions = TextOptions & { min?: number };

/** Not empty or only spaces: the zod `text` primitive. */
const NOT_BLANK = '[\\s\\S]*\\S[\\s\\S]*';
const required = (optional?: boolean) => (optional ? false : undefined);

/** A one-line text field; `max` caps its length like the schema's `.max(n)`. */
export function line(name: string, label: string, hint?: string, { max, optional }: TextOptions = {}) {
  const pattern = max
    ? [`^(?=${NOT_BLANK}$)[\\s\\S]{1,${max}}$`, `At most ${max} characters`]
    : optional
      ? undefined
      : [`^${NOT_BLANK}$`, 'Must not be empty'];
  return { name, label, widget: 'string', hint, required: required(optional), pattern };
}

export function para(name: string, label: string, hint?: string, options: { max?: number } = {}) {
  return { ...line(name, label, hint, options), widget: 'text' };
}

/** A text field that must match `regex` (a JavaScript regular expression source). */
export function matching(name: string, label: string, regex: string, message: string, hint?: string) {
  return { name, label, widget: 'string', pattern: [regex, message], hint };
}

/** A lower-case identifier such as an URL segment. */
const SLUG_PATTERN = '^[a-z0-9-]+$';
export const SLUG_MESSAGE = 'Use lower case letters, digits and hyphens only';

export const slug = (name: string, label: string, hint?: string) =>
  matching(name, label, SLUG_PATTERN, SLUG_MESSAGE, hint);
export const url = (name: string, label: string) =>
  matching(name, label, '^https?://\\S+$', 'Must be a full http(s) address');
export const email = (name: string, label: string) =>
  matching(name, label, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Must be an e-mail address');

/** A whole number, at least `min` (1) and at most `max` when given. */
export function count(name: string, label: string, hint?: string, { min = 1, max, optional }: CountOptions = {}) {
  return { name, label, widget: 'number', value_type: 'int', min, hint, max, required: required(optional) };
}

/** A yes/no switch that may be left out of the file. */
export function toggle(name: string, label: string, hint: string) {
  return { name, label, widget: 'boolean', required: false, default: false, hint };
}

/** A day written as `format` (the build parses it with the same pattern). */
export function day(name: string, label: string, hint: string, format = 'YYYY-MM-DD') {
  return { name, label, widget: 'datetime', format, date_format: format, time_format: false, picker_utc: true, hint };
}

/** A list of paragraphs (the schema's `paragraphs`: at least one, none empty). */
export function paragraphList(name: string, label: string) {
  return { name, label, widget: 'list', min: 1, field: para('text', 'Paragraph') };
}

/** A list of short texts (tags, locations, steps). */
export function lineList(name: string, label: string, hint?: string) {
  return { name, label, widget: 'list', min: 1, hint, field: line('value', label.replace(/s$/, '')) };
}

/**
 * A list of objects. Like the build's `listOf`, it needs at least one entry (an empty list would leave a
 * heading over nothing); `max` caps it where the entries are a fixed set (the technology tabs).
 */
export function group(
  name: string,
  label: string,
  fields: CmsField[],
  { max, hint, summary }: { max?: number; hint?: string; summary?: string } = {},
) {
  return { name, label, widget: 'list', fields, min: 1, max, hint, summary };
}

/** A list of cards (the schema's `card`: number, title, description), summarised by title. */
export const cards = (name: string, label: string, extra: CmsField[] = []) =>
  group(name, label, cardFields(extra), { summary: '{{fields.title}}' });

/** One nested object (hero, banner, intro). */
export function section(name: string, label: string, fields: CmsField[]) {
  return { name, label, widget: 'object', collapsed: false, fields };
}

/**
 * An image stored beside the content file, in its `images/` folder, written as `./images/name.jpg`
 * (the schema's imagePath). Decap resolves a relative media_folder against the entry's folder.
 */
export function image(
  name: string,
  label: string,
  {
    folder = 'images',
    optional,
    hint = 'JPG for photos, PNG for diagrams, at least 1200 px wide. The site makes the smaller sizes itself.',
  }: { folder?: string; optional?: boolean; hint?: string } = {},
) {
  const public_folder = folder ? `./${folder}` : '.';
  return {
    name,
    label,
    widget: 'image',
    media_folder: folder,
    public_folder,
    choose_url: false,
    required: required(optional),
    hint,
  };
}

/** A picture's description for people who cannot see it. */
export function alt(name = 'imageAlt', label = 'Image description (alt text)') {
  return line(name, label, 'Say what the picture shows, for people who cannot see it.');
}

/** Card with a number, title and description (the schema's `card`). */
export function cardFields(extra: CmsField[] = []): CmsField[] {
  return [
    count('id', 'Number', 'A unique number within this list (1, 2, 3…).'),
    line('title', 'Title'),
    para('description', 'Description'),
    ...extra,
  ];
}

/** The questions and answers of a page; one may be shown open when the page loads. */
export function faq(hint?: string) {
  const fields = [
    line('question', 'Question'),
    para('answer', 'Answer'),
    toggle('open', 'Show this answer open when the page loads', 'At most one question per page may be open.'),
  ];
  return group('faq', 'Frequently asked questions', fields, { summary: '{{fields.question}}', hint });
}

/** The description search results show, at most 160 characters. */
export const searchDescription = (hint = 'At most 160 characters.') =>
  para('description', 'Description in search results', hint, { max: 160 });

/** Search-result title and description, with the limits search engines show. */
export function seoFields(): CmsField[] {
  return [
    line('seoTitle', 'Title in search results', 'At most 60 characters.', { max: 60 }),
    searchDescription('One or two sentences, at most 160 characters.'),
  ];
}

/** A simple-icons slug, or nothing for a name badge. */
export function iconSlug(name: string, label: string) {
  const hint = 'The icon\'s slug on simpleicons.org (for example "docker"). Leave empty to show the name instead.';
  return { name, label, widget: 'string', required: false, pattern: [SLUG_PATTERN, SLUG_MESSAGE], hint };
}

/** A choice from a fixed list. */
export function select(name: string, label: string, options: readonly string[], extra: CmsField = {}) {
  return { name, label, widget: 'select', options: [...options], ...extra };
}

/** A text that may stay empty and is then written as "". */
export function blankable(name: string, label: string, hint?: string) {
  return { name, label, widget: 'string', required: false, default: '', hint };
}

/** The Markdown text of a post or page, edited as Markdown source. */
export function markdownBody(hint: string) {
  return { name: 'body', label: 'Text', widget: 'markdown', modes: ['raw'], hint };
}

/** One file of a file collection. */
export function file(name: string, label: string, path: string, fields: CmsField[]) {
  return { name, label, file: path, fields };
}
