import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The content problems of a failed build, one whole line each, in the file `CONTENT_PROBLEMS_FILE` names (the
 * pull request's check sets it, scripts/ci/check.mjs): Gatsby wraps its log at 80 columns when it is piped,
 * which cut the reason the check's status gives. Without the variable nothing is written.
 */
export function recordContentProblems(lines: readonly string[], env = process.env): void {
  const file = env.CONTENT_PROBLEMS_FILE;
  if (!file || lines.length === 0) return;
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${lines.join('\n')}\n`);
}
