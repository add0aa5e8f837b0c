import type { ZodIssue } from 'zod';
import { formatPath } from './format-issues';

/**
 * A rule's message in the words of the form that edits the field: its label, the count against the limit, and
 * no jargon. The build, the pull request's check and the form all use it, so an editor reads one sentence in
 * all three places. Example: a headline of 171 characters →
 * `{ field: 'heading', label: 'Headline', message: '171 of 120 characters (51 too many)' }`.
 */
export interface EditorProblem {
  /** The file's key path, like `heading` or `related[1]`. */
  field: string;
  /** The form's label, or the key when the form has none. */
  label: string;
  message: string;
}

/** The label of a key path: `related[1]` → "Related posts" when `labels.related` is "Related posts". */
export function labelOf(field: string, labels: Readonly<Record<string, string>>): string {
  const key = /^[^.[]+/.exec(field)?.[0] ?? field;
  return labels[key] ?? field;
}

/** A zod issue of `data` as the editor reads it. */
export function issueInEditorWords(
  issue: ZodIssue,
  data: unknown,
  labels: Readonly<Record<string, string>>,
): EditorProblem {
  const field = formatPath(issue.path) || '(root)';
  const value = issue.path.reduce<unknown>(
    (parent, key) => (parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined),
    data,
  );
  return { field, label: labelOf(field, labels), message: describe(issue, value) };
}

/** Length limits say how long the text is and by how much to cut; other rules keep their own words. */
function describe(issue: ZodIssue, value: unknown): string {
  if (issue.code === 'too_big' && issue.type === 'string' && typeof value === 'string') {
    const length = value.trim().length;
    const limit = Number(issue.maximum);
    return `${countOf(length, limit)} (${length - limit} too many)`;
  }
  if (issue.code === 'invalid_type' && (value === undefined || value === null)) return 'Required';
  return issue.message;
}

/** What a live counter shows: `countOf(171, 120)` → "171 of 120 characters". */
export const countOf = (length: number, limit: number) => `${length} of ${limit} characters`;

/** One line of the build's report: `content/blog/a/index.md: Headline (heading): 171 of 120 characters (51 too many)`. */
export const buildLine = (file: string, { field, label, message }: EditorProblem) =>
  `${file}: ${label === field ? `field "${field}"` : `${label} (${field})`}: ${message}`;
