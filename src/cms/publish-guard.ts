import { CHECK_CONTEXT, DEPLOY_CONTEXT } from '../lib/publishing/commit-status';

export interface BranchStatus {
  context: string;
  state: string;
  description?: string | null;
}

/**
 * Why Publish must wait, in words, or null when the change's check passed. Decap merges the pull request without
 * looking at its checks; the repository refuses a merge before the required check passes (admins included) but
 * with GitHub's raw message, so the editor says it first. Example: a pending check → "The check is still running…".
 */
export function publishBlocker(statuses: readonly BranchStatus[]): string | null {
  const check = statuses.find((status) => status.context === CHECK_CONTEXT);
  if (!check || check.state === 'pending') {
    return 'The check of this change is still running (usually 5 to 8 minutes). Publish again once it has passed.';
  }
  if (check.state !== 'success') {
    return `The check of this change failed: ${check.description ?? 'open the pull request for details'}. Fix it and save; the check runs again.`;
  }
  return null;
}

/** Decap's branch for an entry in the editorial workflow: `cms/blog/my-post` (decap-cms-lib-util `branchFromContentKey`). */
export const entryBranch = (collection: string, slug: string): string => `cms/${collection}/${slug}`;

interface Entry {
  get: (key: 'collection' | 'slug') => string;
}

/**
 * Decap's `prePublish` event: on GitHub, reads the combined status of the head commit of the entry's open pull request
 * (as Decap's own `getStatuses` does; a branch name with slashes is no commit reference in a URL path) and throws the
 * reason to wait, which Decap shows as "Failed to publish: …" and keeps the entry as it was. The local backend has no
 * checks. `apiRoot` is Decap's `backend.api_root` (GitHub's API unless config.yml says otherwise).
 */
export function publishGuard(options: {
  repo: () => Promise<string | null>;
  apiRoot?: () => Promise<string | null>;
  fetch: typeof fetch;
  storage: Storage;
}) {
  return async ({ entry }: { entry: Entry }): Promise<void> => {
    const user = JSON.parse(options.storage.getItem('decap-cms-user') ?? 'null') as {
      backendName?: string;
      token?: string;
    } | null;
    const repo = await options.repo();
    if (user?.backendName !== 'github' || !user.token || !repo) return;
    const api = ((await options.apiRoot?.()) || 'https://api.github.com').replace(/\/+$/, '');
    const headers = { Accept: 'application/vnd.github+json', Authorization: `token ${user.token}` };
    const branch = entryBranch(entry.get('collection'), entry.get('slug'));
    const owner = repo.split('/')[0];
    const pulls = await options.fetch(
      `${api}/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`,
      { headers },
    );
    if (!pulls.ok) return; // GitHub's own protection still refuses an unchecked merge.
    const [pull] = (await pulls.json()) as Array<{ head: { sha: string } }>;
    if (!pull) return; // No pull request: Decap's publish has nothing to merge and says so itself.
    const response = await options.fetch(`${api}/repos/${repo}/commits/${pull.head.sha}/status`, { headers });
    if (!response.ok) return;
    const { statuses } = (await response.json()) as { statuses: BranchStatus[] };
    const blocker = publishBlocker(statuses.filter((status) => status.context !== DEPLOY_CONTEXT));
    if (blocker) throw new Error(blocker);
  };
}
