import { topicProblems } from '../blog/topics';
import { caseStudyProblems, type CaseStudyRef, type ServiceCards } from './case-study-checks';
import { CONTENT_RULES, type ContentKey } from './content-rules';
import { issueInEditorWords, type EditorProblem } from './editor-words';
import { formatPath } from './format-issues';
import { findIcons, iconProblem } from './icon-names';

/** What the form knows beyond the entry itself, read fresh from the repository when it opens. */
export interface EntryContext {
  /** The file's name (without `.json`) once saved; null for a new entry, which Decap names after its slug. */
  fileName: string | null;
  /** The form's labels by key path without positions: `{ faq: 'Frequently asked questions', 'faq.answer': 'Answer' }`. */
  labels: Readonly<Record<string, string>>;
  /** Every icon name the build can draw; null while not known yet. */
  iconNames: ReadonlySet<string> | null;
  /** The service pages with their case study cards; null while not known yet. */
  services: readonly ServiceCards[] | null;
  /** The other case studies (never the one being edited); null while not known yet. */
  caseStudies: readonly CaseStudyRef[] | null;
}

/** Content keys whose files are pages named after their `slug` field. */
const PAGE_FOLDERS = new Set<ContentKey>(['services/*', 'expertise/*', 'case-studies/*']);

/**
 * Every rule the build applies to one content file other than a post (posts: post-entry-check.ts), by field,
 * in the editor's words: the file's rule (content-rules.ts, as src/gatsby/node/validate-content.ts checks it),
 * a page's slug equal to its file name, icon names (icon-names.ts), and the rules across files that involve it
 * (cross-file-checks.ts: a topic's service, a case study's service and card). The CMS form runs this as the
 * editor types and refuses to save while it finds anything (src/cms/entry-checked-widget.ts).
 * Example: `checkContentEntry('expertise/*', { …, icon: 'kubernetess' }, context)` →
 * `[{ field: 'icon', label: 'Icon', message: 'No icon is called "kubernetess"; did you mean "kubernetes"? …' }]`.
 */
export function checkContentEntry(key: ContentKey, data: unknown, context: EntryContext): EditorProblem[] {
  const problems: EditorProblem[] = [];
  const add = (field: string, message: string) =>
    problems.push({ field, label: labelOfPath(field, context.labels), message: inEditorWords(message) });

  const result = CONTENT_RULES[key].safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const { field, message } = issueInEditorWords(issue, data, context.labels);
      add(field, message);
    }
  }
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (PAGE_FOLDERS.has(key) && context.fileName !== null && record.slug !== context.fileName) {
    add('slug', `The address cannot change after the first save: it stays "${context.fileName}"`);
  }
  if (context.iconNames) {
    for (const { path, value } of findIcons(data)) {
      const problem = iconProblem(value, context.iconNames);
      if (problem) add(formatPath(path), problem);
    }
  }
  const services = context.services;
  if (key === 'site/topics' && services && Array.isArray(record.topics)) {
    const topics = (record.topics as Array<Record<string, unknown>>).map((topic) => ({
      slug: String(topic?.slug ?? ''),
      service: String(topic?.service ?? ''),
    }));
    const slugs = services.map((service) => service.slug);
    for (const line of topicProblems([], topics, slugs)) addLine(line, add);
  }
  if (key === 'case-studies/*' && services && context.caseStudies) {
    const study = record as unknown as CaseStudyRef;
    const mine = `content/case-studies/${String(study.slug)}.json`;
    for (const line of caseStudyProblems([...context.caseStudies, study], services)) {
      if (line.startsWith(`${mine}:`)) addLine(line, add);
    }
  }
  return problems;
}

/** A build line (`content/x.json: field "a[0].b": message`) added under its field. */
function addLine(line: string, add: (field: string, message: string) => void): void {
  const match = /^\S+: field "([^"]+)": (.*)$/.exec(line);
  if (match) add(match[1]!, match[2]!);
}

/**
 * The build's cross-file messages name files; the form names the pages an editor knows.
 * Example: 'content/services/devops-x.json does not exist' → 'There is no service page "devops-x"'.
 */
export function inEditorWords(message: string): string {
  const text = message
    .replace(
      /^Duplicate \w+ "(.*)" \(already used by entry (\d+)\)$/,
      (_whole, value: string, index: string) => `"${value}" is already used by item ${Number(index) + 1} of this list`,
    )
    .replace(
      /^(?:no service page )?content\/services\/([a-z0-9-]+)\.json does not exist$/,
      'there is no service page "$1"',
    )
    .replace(/^no service page content\/services\/([a-z0-9-]+)\.json$/, 'there is no service page "$1"')
    .replace(/content\/services\/([a-z0-9-]+)\.json/g, 'the service page "$1"')
    .replace(/content\/case-studies\/([a-z0-9-]+)\.json/g, 'the case study "$1"');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of the field a key path ends in: `faq[2].answer` → "Answer" (`faq.answer`), else the path. */
export function labelOfPath(field: string, labels: Readonly<Record<string, string>>): string {
  const keys = field.replace(/\[\d+\]/g, '').split('.');
  for (let start = 0; start < keys.length; start += 1) {
    const label = labels[keys.slice(start).join('.')];
    if (label) return label;
  }
  return field;
}
