import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import type { FileSystemNode } from 'gatsby-source-filesystem';
import { buildLine, issueInEditorWords } from '../../lib/content/editor-words';
import { formatIssues, formatPath } from '../../lib/content/format-issues';
import { postBodySchema } from '../../lib/content/post-body-schema';
import { parseFrontMatter } from '../../lib/content/front-matter';
import { renderArticle } from '../remark/render-article';
import { recordContentProblems } from './content-problems-file';
import { withFormLabels, POST_LABELS } from './form-labels';
import { contentTypes } from './graphql-types';
import { findIcons, iconProblem } from '../../lib/content/icon-names';
import { iconNames } from './graphql-types/simple-icon';

/** An editor's typo stops the build with the file and the field named (product-rules §3). */
export function validateContentFile({ node, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== 'File') return;
  const file = node as FileSystemNode;
  if (file.extension !== 'json' && file.extension !== 'md') return;
  const { sourceInstanceName: folder, name } = file;
  const rule = (contentTypes[`${folder}/${name}`] ?? contentTypes[`${folder}/*`])?.schema;
  if (!rule) return;

  const display = path.relative(process.cwd(), file.absolutePath);
  const raw = readFileSync(file.absolutePath, 'utf8');
  let data: unknown;
  let body = '';
  let problems: string[] = [];
  try {
    if (file.extension === 'md') {
      const parsed = parseFrontMatter(raw);
      data = parsed.data;
      body = parsed.body;
      problems = unsafeMarkdownProblems(display, body, parsed.bodyLine, reporter);
    } else data = JSON.parse(raw);
  } catch (error) {
    reporter.panicOnBuild(`${display}: cannot be parsed (${(error as Error).message})`);
    return;
  }
  const result = rule.safeParse(data);
  if (!result.success && folder === 'blog') {
    // A post's messages name the form's labels and counts, as the form itself does (lib/content/editor-words.ts).
    problems.push(
      ...result.error.issues.map((issue) => buildLine(display, issueInEditorWords(issue, data, POST_LABELS))),
    );
  } else if (!result.success) problems.push(...formatIssues(display, result.error.issues));
  if (folder === 'blog') {
    const checked = postBodySchema.safeParse(body);
    if (!checked.success) problems.push(...formatIssues(display, checked.error.issues.map(inField('body'))));
  }
  // A page file's slug is its URL segment, so it must equal the file name.
  const slug = result.success ? (result.data as { slug?: unknown }).slug : undefined;
  if (typeof slug === 'string' && slug !== file.name) {
    problems.push(
      `${display}: field "slug": must be "${file.name}" (the file name, which is the page URL), not "${slug}"`,
    );
  }
  for (const { path: trail, value } of findIcons(data)) {
    const problem = iconProblem(value, iconNames());
    if (problem) problems.push(`${display}: field "${formatPath(trail)}": ${problem}`);
  }
  for (const { field, value } of findFileReferences(data)) {
    if (!existsSync(path.resolve(path.dirname(file.absolutePath), value)))
      problems.push(`${display}: field "${field}": file ${value} does not exist`);
  }
  if (problems.length > 0) {
    const lines = problems.map(withFormLabels);
    recordContentProblems(lines);
    reporter.panicOnBuild(`Content error${lines.length > 1 ? 's' : ''}:\n  ${lines.join('\n  ')}`);
  }
}

/** A rule run on one field reports its issues under that field's name. */
const inField =
  (field: string) =>
  <Issue extends { path: Array<string | number> }>(issue: Issue): Issue => ({ ...issue, path: [field, ...issue.path] });

/**
 * What the Markdown rule refuses in a body (src/lib/content/safe-markdown, through the build's chain in
 * src/gatsby/remark/render-article.ts), by the file's line: the same for every Markdown field.
 * `CONTENT_UNSAFE_HTML=as-text` turns the refusal into a warning, for the hostile-content proof only: it checks
 * that the pages then carry the sanitised article (scripts/quality/hostile-content.mjs).
 */
function unsafeMarkdownProblems(
  display: string,
  body: string,
  bodyLine: number,
  reporter: CreateNodeArgs['reporter'],
): string[] {
  const problems = renderArticle(body).problems.map(
    ({ line, problem }) => `${display}: field "body" (line ${line + bodyLine - 1}): ${problem}`,
  );
  if (problems.length === 0 || process.env.CONTENT_UNSAFE_HTML !== 'as-text') return problems;
  for (const problem of problems) reporter.warn(`${problem} (let through sanitised: CONTENT_UNSAFE_HTML=as-text)`);
  return [];
}

/** Every relative file reference (`./x.png`, `../y.jpg`) in a content object, with its field. */
function findFileReferences(
  value: unknown,
  trail: Array<string | number> = [],
): Array<{ field: string; value: string }> {
  if (typeof value === 'string') {
    return /^\.\.?\/[^\s]+\.[a-z0-9]+$/i.test(value) ? [{ field: formatPath(trail), value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findFileReferences(item, [...trail, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findFileReferences(item, [...trail, key]));
  }
  return [];
}
