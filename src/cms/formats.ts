import yaml from 'js-yaml';
import { blogPostSchema } from '../lib/content/blog-schema';
import { parseFrontMatter } from '../lib/content/front-matter';
import { parsePostDate } from '../lib/blog/post-date';
import { indiaDay } from '../lib/publishing/publication';
import { postState } from '../lib/publishing/post-state';
import { collections } from './collections';

/**
 * File formats the CMS reads and writes, so saved files look like hand-written ones and pass the build's
 * checks. A JSON file that is a list (authors, testimonials) is edited as the field `items`: Decap edits objects only.
 */
type Data = Record<string, unknown>;

/** A picture Decap saved as `images/a.jpg` or `a.png`: the build wants `./images/a.jpg` (imagePath). */
const BARE_IMAGE = /^[\w-][\w.-]*(\/[\w.-]+)*\.(png|jpe?g|webp|avif)$/i;

/**
 * Leaves out empty optional fields and gives pictures the `./` the build requires (Decap joins `./` away).
 * Example: `withoutEmpty({ a: '', poster: 'x.png' })` → `{ poster: './x.png' }`.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value === 'string' && BARE_IMAGE.test(value)) return `./${value}`;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, entry]): Array<[string, unknown]> => {
      const cleaned = withoutEmpty(entry);
      if (cleaned !== undefined && cleaned !== '' && cleaned !== null) return [[name, cleaned]];
      // A brand without a simple-icons slug is stored as null, which the build requires (home, about).
      return name === 'icon' && !('url' in value) ? [[name, null]] : [];
    }),
  );
}

/** The field names of every object the collections describe, in the order the form shows them. */
function fieldOrders(node: unknown): string[][] {
  if (Array.isArray(node)) return node.flatMap(fieldOrders);
  if (node === null || typeof node !== 'object') return [];
  const { fields } = node as Data;
  const own = Array.isArray(fields) ? [fields.map((field) => String((field as Data).name))] : [];
  return [...own, ...Object.values(node).flatMap(fieldOrders)];
}

/**
 * Puts each object's keys in the form's order (Decap returns edited objects in any order), so a
 * change to one field shows as one changed line in review. Unknown keys keep their place at the end.
 */
export function orderKeys(value: unknown, orders: readonly string[][]): unknown {
  if (Array.isArray(value)) return value.map((item) => orderKeys(item, orders));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value as Data);
  const order = orders
    .filter((names) => keys.every((key) => names.includes(key)))
    .sort((a, b) => a.length - b.length)[0];
  const sorted = order ? [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)) : keys;
  return Object.fromEntries(sorted.map((key) => [key, orderKeys((value as Data)[key], orders)]));
}

/** JSON files, written like the hand-edited ones: two-space indent, form order, final newline. */
const orders = fieldOrders(collections);
const writeJson = (data: unknown) => `${JSON.stringify(orderKeys(withoutEmpty(data), orders), null, 2)}\n`;
export const jsonFormat = { fromFile: (content: string): Data => JSON.parse(content) as Data, toFile: writeJson };
export const jsonListFormat = {
  fromFile: (content: string): Data => ({ items: JSON.parse(content) as unknown }),
  toFile: (data: Data) => writeJson(data.items ?? []),
};

/** Front-matter keys in the order of the blog's rule, which docs/editing.md shows. */
const POST_KEYS: readonly string[] = blogPostSchema.innerType().keyof().options;

/**
 * Keys the list of posts reads and no file holds: `sortDate`, the publication day as YYYY-MM-DD, so "Sort by
 * publication date" sorts by date (Decap sorts by a field's raw text, and "05 Dec 2026" sorts by the day of the
 * month: decap-cms-core reducers/entries.ts `selectEntries`), and `listState`, the "Draft: " or "Scheduled …: "
 * the list shows before the headline (collections/blog.ts `summary`). Read from the file, never written to it.
 */
export const LIST_ONLY_KEYS = ['sortDate', 'listState'] as const;

/** The list-only keys of a post's front matter, as of `today` (India): `listKeys({ date: '05 Dec 2026' }, '2026-11-28')`. */
export function listKeys(data: Data, today: string): Record<(typeof LIST_ONLY_KEYS)[number], string> {
  const state = postState(data, today);
  const date = typeof data.date === 'string' ? data.date : '';
  return {
    sortDate: parsePostDate(date) ?? '',
    listState: state.kind === 'draft' ? 'Draft: ' : state.kind === 'scheduled' ? `Scheduled for ${date}: ` : '',
  };
}

/** `---\nfront matter\n---\n\nbody`, read by the build's own front-matter rule (a `---js` block is refused). */
export function parsePost(content: string): Data {
  const { data, body } = parseFrontMatter(content);
  return { ...data, ...listKeys(data, indiaDay(new Date())), body: body.replace(/^\r?\n/, '') };
}

/** A number Decap's widgets hand over as text ("7") becomes a number again. */
const numeric = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** The keys whose text the posts write in double quotes; slugs, numbers and lists go bare (`author: amit`). */
const QUOTED_KEYS: readonly string[] = ['seoTitle', 'seoKeywords', 'heading', 'description', 'date', 'updated'];

/**
 * One `key: value` line as the posts write it, so a changed field is one changed line in review. JSON's string
 * syntax is YAML's double-quoted style; js-yaml writes the rest, lists on one line (`related: [3, 4, 5]`).
 */
function frontMatterLine(key: string, value: unknown): string {
  if (QUOTED_KEYS.includes(key) && typeof value === 'string') return `${key}: ${JSON.stringify(value)}\n`;
  return yaml.safeDump({ [key]: value }, { flowLevel: 1, lineWidth: -1 });
}

/** Serialises a post: known keys first in the build's order, numbers kept numbers, empty optional fields dropped. */
export function serialisePost(data: Data): string {
  const { body, ...fields } = data;
  const clean = withoutEmpty(fields) as Data;
  for (const key of LIST_ONLY_KEYS) delete clean[key];
  if (clean.technical === false) delete clean.technical;
  if (clean.seoKeywords === undefined) clean.seoKeywords = '';
  if ('id' in clean) clean.id = numeric(clean.id);
  if (Array.isArray(clean.related)) clean.related = clean.related.map(numeric);
  const keys = [
    ...POST_KEYS.filter((key) => key in clean),
    ...Object.keys(clean).filter((key) => !POST_KEYS.includes(key)),
  ];
  const front = keys.map((key) => frontMatterLine(key, clean[key])).join('');
  const text = typeof body === 'string' ? body.replace(/\s+$/, '') : '';
  return `---\n${front}---\n\n${text}\n`;
}

export const postFormat = { fromFile: parsePost, toFile: serialisePost };
