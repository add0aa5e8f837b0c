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
 * Decap's `prePublish` event: on GitHub, reads the combined status of the entry's branch and throws the reason to
 * wait, which Decap shows as "Failed to publish: …" and keeps the entry as it was. The local backend has no checks.
 */
export function publishGuard(options: { repo: () => Promise<string | null>; fetch: typeof fetch; storage: Storage }) {
  return async ({ entry }: { entry: Entry }): Promise<void> => {
    const user = JSON.parse(options.storage.getItem('decap-cms-user') ?? 'null') as {
      backendName?: string;
      token?: string;
    } | null;
    const repo = await options.repo();
    if (user?.backendName !== 'github' || !user.token || !repo) return;
    const branch = entryBranch(entry.get('collection'), entry.get('slug'));
    const response = await options.fetch(`https://api.github.com/repos/${repo}/commits/${branch}/status`, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${user.token}` },
    });
    if (!response.ok) return; // GitHub's own protection still refuses an unchecked merge.
    const { statuses } = (await response.json()) as { statuses: BranchStatus[] };
    const blocker = publishBlocker(statuses.filter((status) => status.context !== DEPLOY_CONTEXT));
    if (blocker) throw new Error(blocker);
  };
}
