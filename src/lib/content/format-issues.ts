import type { ZodIssue } from 'zod';

/** Lines naming the file and the field: `content/services/saas.json: field "faq[2].answer": Required`. */
export function formatIssues(file: string, issues: readonly ZodIssue[]): string[] {
  return issues.map((issue) => `${file}: field "${formatPath(issue.path) || '(root)'}": ${issue.message}`);
}

/** `['faq', 2, 'answer']` → `faq[2].answer`. */
export function formatPath(segments: ReadonlyArray<string | number>): string {
  return segments
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index ? `.${segment}` : segment))
    .join('');
}
