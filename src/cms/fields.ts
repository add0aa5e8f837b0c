/**
 * Small builders for Decap CMS field definitions, so every collection states the build's rules
 * (src/lib/content/*) the same way: required by default, the same patterns and the same messages.
 */
export type CmsField = Record<string, unknown>;
type CountOptions = { min?: number; max?: number; optional?: boolean };

/** Not empty or only spaces: the zod `text` primitive. */
const NOT_BLANK = '[\\s\\S]*\\S[\\s\\S]*';

const withHint = (hint?: string) => (hint ? { hint } : {});

/** A one-line text field; `max` caps its length like the schema's `.max(n)`. */
export function line(name: string, label: string, hint?: string, options: { max?: number; optional?: boolean } = {}) {
  const field: CmsField = { name, label, widget: 'string', ...withHint(hint) };
  if (options.optional) field.required = false;
  if (options.max)
    field.pattern = [`^(?=${NOT_BLANK}$)[\\s\\S]{1,${options.max}}$`, `At most ${options.max} characters`];
  else if (!options.optional) field.pattern = [`^${NOT_BLANK}$`, 'Must not be empty'];
  return field;
}

/** A multi-line text field. */
export function para(name: string, label: string, hint?: string, options: { max?: number } = {}) {
  return { ...line(name, label, hint, options), widget: 'text' };
}

/** A text field that must match `regex` (a JavaScript regular expression source). */
export function matching(name: string, label: string, regex: string, message: string, hint?: string) {
  return { name, label, widget: 'string', pattern: [regex, message], ...withHint(hint) };
}

/** A lower-case identifier such as an URL segment. */
export const SLUG_PATTERN = '^[a-z0-9-]+$';
export const SLUG_MESSAGE = 'Use lower case letters, digits and hyphens only';

export const slug = (name: string, label: string, hint?: string) =>
  matching(name, label, SLUG_PATTERN, SLUG_MESSAGE, hint);
export const url = (name: string, label: string) =>
  matching(name, label, '^https?://\\S+$', 'Must be a full http(s) address');
export const email = (name: string, label: string) =>
  matching(name, label, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Must be an e-mail address');

/** A whole number, at least `min` (1) and at most `max` when given. */
export function count(name: string, label: string, hint?: string, options: CountOptions = {}) {
  const field: CmsField = {
    name,
    label,
    widget: 'number',
    value_type: 'int',
    min: options.min ?? 1,
    ...withHint(hint),
  };
  if (options.max !== undefined) field.max = options.max;
  if (options.optional) field.required = false;
  return field;
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
  return { name, label, widget: 'list', min: 1, ...withHint(hint), field: line('value', label.replace(/s$/, '')) };
}

/**
 * A list of objects. Like the build's `listOf`, it needs at least one entry (an empty list would leave a
 * heading over nothing); `max` caps it where the entries are a fixed set (the technology tabs).
 */
export function group(
  name: string,
  label: string,
  fields: CmsField[],
  options: { max?: number; hint?: string; summary?: string } = {},
) {
  const field: CmsField = { name, label, widget: 'list', fields, min: 1 };
  if (options.max !== undefined) field.max = options.max;
  if (options.hint) field.hint = options.hint;
  if (options.summary) field.summary = options.summary;
  return field;
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
  options: { folder?: string; optional?: boolean; hint?: string } = {},
) {
  const folder = options.folder ?? 'images';
  return {
    name,
    label,
    widget: 'image',
    media_folder: folder,
    public_folder: folder ? `./${folder}` : '.',
    choose_url: false,
    ...(options.optional ? { required: false } : {}),
    hint:
      options.hint ??
      'JPG for photos, PNG for diagrams, at least 1200 px wide. The site makes the smaller sizes itself.',
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
  return {
    name,
    label,
    widget: 'string',
    required: false,
    pattern: [SLUG_PATTERN, SLUG_MESSAGE],
    hint: 'The icon\'s slug on simpleicons.org (for example "docker"). Leave empty to show the name instead.',
  };
}
