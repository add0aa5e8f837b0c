import { renderArticle } from '../../gatsby/remark/render-article';
import { parsePostDate } from '../blog/post-date';
import { postProblems } from '../blog/validate-posts';
import { blogPostSchema } from './blog-schema';
import { issueInEditorWords, type EditorProblem } from './editor-words';
import { findBodyProblems } from './post-body-schema';

/** Another post of the repository, as the form reads it fresh when it opens. */
export interface OtherPost {
  /** Its folder, which is its slug. */
  slug: string;
  id: unknown;
  heading?: unknown;
  /** A draft, or dated after today: not on the site yet. */
  held: boolean;
}

export interface PostEntryContext {
  /** The folder the post is saved in; null for a post never saved. */
  folder: string | null;
  /** Every other post (never the one being edited). */
  others: readonly OtherPost[];
  authorKeys: readonly string[];
  /** Whether a picture beside the post exists; undefined while not known yet (the form is still loading it). */
  fileExists: (relative: string) => boolean | undefined;
  /** Today in India, YYYY-MM-DD: a post dated later is scheduled. */
  today: string;
  /** The form's labels by key, so messages name what the editor sees. */
  labels: Readonly<Record<string, string>>;
}

/**
 * Every rule the build applies to one post, by field, in the editor's words: the front matter
 * (blog-schema.ts), the text (post-body-schema.ts, and the Markdown rule of render-article.ts), and the rules
 * across files (validate-posts.ts `postProblems`), plus what only the form can refuse before it happens: a
 * number or an address another post already has. The form runs this as the editor types and refuses to save
 * while it finds anything (src/cms/checked-widget.ts); the build runs the same functions.
 * Example: a 171-character headline → `[{ field: 'heading', label: 'Headline', message: '171 of 120 characters (51 too many)' }]`.
 */
export function checkPostEntry(
  data: Readonly<Record<string, unknown>>,
  body: string,
  context: PostEntryContext,
): EditorProblem[] {
  const { labels } = context;
  const problems: EditorProblem[] = [];
  const add = (field: string, message: string) =>
    problems.push({ field, label: labels[field.replace(/\[.*$/, '')] ?? field, message });

  const front = blogPostSchema.safeParse(data);
  if (!front.success) problems.push(...front.error.issues.map((issue) => issueInEditorWords(issue, data, labels)));
  for (const message of findBodyProblems(body)) add('body', capitalise(message));
  for (const { line, problem } of articleProblems(body)) add('body', `Line ${line}: ${problem}`);

  const slug = typeof data.title === 'string' ? data.title : '';
  const date = typeof data.date === 'string' ? parsePostDate(data.date) : null;
  const held = Boolean(data.draft) || (date !== null && date > context.today);
  const bySlug = new Map(context.others.map((post) => [post.slug.toLowerCase(), post]));
  const related = Array.isArray(data.related) ? data.related.map(Number) : [];
  const cross = postProblems(
    {
      slug,
      authorKey: typeof data.author === 'string' ? data.author : '',
      relatedIds: related,
      rawMarkdownBody: body,
      postId: Number(data.id),
      held,
    },
    {
      folder: context.folder,
      authorKeys: context.authorKeys,
      fileExists: context.fileExists,
      postBySlug: (target) => {
        if (target === slug.toLowerCase()) return { name: 'this post', held };
        const other = bySlug.get(target);
        return other && { name: `“${String(other.heading ?? other.slug)}”`, held: other.held };
      },
    },
  );
  // The folder check reads "must equal the folder name": in the form, the address simply cannot change.
  for (const { field, message } of cross) add(field, capitalise(message));

  const taken = context.others.find((post) => post.slug === slug);
  if (slug && context.folder === null && taken) {
    add(
      'title',
      `/blog/${slug}/ is already the address of “${String(taken.heading ?? slug)}”; use ${freeSlug(slug, bySlug)}`,
    );
  }
  const number = Number(data.id);
  const sameNumber = context.others.find((post) => Number(post.id) === number);
  if (Number.isInteger(number) && sameNumber) {
    const free = Math.max(0, ...context.others.map((post) => Number(post.id) || 0), number) + 1;
    add('id', `Number ${number} is already used by “${String(sameNumber.heading ?? sameNumber.slug)}”; use ${free}`);
  }
  return problems;
}

/**
 * The Markdown rule's problems of the last text checked: every field of the form checks the whole post as the
 * editor types, and rendering the text is the costly part.
 */
let lastArticle: { body: string; problems: ReturnType<typeof renderArticle>['problems'] } | null = null;
function articleProblems(body: string) {
  if (lastArticle?.body !== body) lastArticle = { body, problems: renderArticle(body).problems };
  return lastArticle.problems;
}

/** The first of `slug-2`, `slug-3`… no post uses. */
function freeSlug(slug: string, taken: ReadonlyMap<string, unknown>): string {
  let count = 2;
  while (taken.has(`${slug}-${count}`)) count += 1;
  return `${slug}-${count}`;
}

const capitalise = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
