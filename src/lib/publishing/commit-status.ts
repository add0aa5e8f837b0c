/**
 * The commit statuses the pull-request workflow posts so Decap's editorial workflow can show them
 * (docs/editing.md "From draft to live"). Decap reads the combined status of the pull request's head commit and
 * shows "View preview" for a successful status whose context contains "deploy" (decap-cms-backend-github,
 * `getStatuses` / `isPreviewContext`); its target_url is the link.
 */

/** The parts of a `pull_request` webhook event this module reads. */
export interface PullRequestEvent {
  number: number;
  pull_request: { head: { sha: string } };
  repository: { full_name: string };
}

export type StatusState = 'pending' | 'success' | 'failure' | 'error';

export interface CommitStatus {
  /** `owner/name` and the commit the status belongs to. */
  repo: string;
  sha: string;
  body: { state: StatusState; context: string; description: string; target_url?: string };
}

/** Context names: the deploy one must contain "deploy" for Decap's preview link. */
export const DEPLOY_CONTEXT = 'cloudflare-pages/deploy';
export const CHECK_CONTEXT = 'starops/content-check';

/** GitHub cuts a status description at 140 characters. */
const DESCRIPTION_LIMIT = 140;

/** The Pages branch a pull request deploys to (`wrangler pages deploy --branch pr-12`). */
export const previewBranch = (number: number): string => `pr-${number}`;

/** The preview deploy's status: pending while it builds, success with the preview's address, or failure. */
export function deployStatus(
  event: PullRequestEvent,
  result: { state: StatusState; url?: string; logUrl?: string },
): CommitStatus {
  const description: Record<StatusState, string> = {
    pending: 'Building the preview of this change (about 5 minutes)',
    success: 'Preview ready: open it to read this change on the site',
    failure: 'The preview could not be built; see the check for the reason',
    error: 'The preview could not be deployed; ask a developer to re-run it',
  };
  const target = result.state === 'success' ? result.url : result.logUrl;
  return status(event, DEPLOY_CONTEXT, result.state, description[result.state], target);
}

/** The check's status with its reason in words: the first content error, naming file and field. */
export function checkStatus(
  event: PullRequestEvent,
  result: { state: StatusState; log?: string; logUrl?: string },
): CommitStatus {
  const description =
    result.state === 'pending'
      ? 'Checking this change: content rules, build and pages'
      : result.state === 'success'
        ? 'All checks passed: this change can be published'
        : failureReason(result.log ?? '');
  return status(event, CHECK_CONTEXT, result.state, description, result.logUrl);
}

/**
 * One line an editor can act on, from the build's output: the first `content/<file>: field "<path>": <message>`
 * line, and how many more follow. Example: → `content/blog/a/index.md, field "related[1]": post 99 does not exist`.
 */
export function failureReason(log: string): string {
  // Both ways the build names a field: `field "title"`, and for forms with labels `Web address (slug) (title)`.
  const problems = [...log.matchAll(/(content\/\S+?): (?:field "([^"]*)"|(\S[^\n]*?) \(([\w.[\]]+)\)): ([^\n]+)/g)];
  const first = problems[0];
  if (!first) return 'A check failed that is not about one content file; open Details or ask a developer';
  const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : '';
  const field = first[2] === undefined ? `${first[3]} (${first[4]})` : `field "${first[2]}"`;
  const line = `${first[1]}, ${field}: ${first[5]!.trim()}`;
  return truncate(line, DESCRIPTION_LIMIT - more.length) + more;
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function status(
  event: PullRequestEvent,
  context: string,
  state: StatusState,
  description: string,
  target?: string,
): CommitStatus {
  return {
    repo: event.repository.full_name,
    sha: event.pull_request.head.sha,
    body: {
      state,
      context,
      description: truncate(description, DESCRIPTION_LIMIT),
      ...(target ? { target_url: target } : {}),
    },
  };
}

/** POSTs a status through GitHub's REST API (`POST /repos/{repo}/statuses/{sha}`); `fetch` is injected for tests. */
export async function postStatus(
  status: CommitStatus,
  options: { token: string; apiUrl?: string; fetch: typeof fetch },
): Promise<void> {
  const api = options.apiUrl ?? 'https://api.github.com';
  const response = await options.fetch(`${api}/repos/${status.repo}/statuses/${status.sha}`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${options.token}`,
      'X-GitHub-Api-Version': '2022-11-28',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(status.body),
  });
  if (!response.ok) {
    throw new Error(`GitHub refused the "${status.body.context}" status: ${response.status} ${await response.text()}`);
  }
}
