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

/**
 * What an editor does when their change and one published since both edit the same file (a JSON list such as the
 * jobs, or the same post). GitHub runs no check on a pull request that conflicts, so without this the editor would
 * wait for a check that never comes; and Decap, refused the merge, would force its copy of the files over main's
 * (decap-cms-backend-github `forceMergePR`), undoing the other change. Decap cannot rebase the change itself.
 */
export const CONFLICT_MESSAGE =
  'This change cannot be published: someone published a change to the same file after you saved it, and the two ' +
  'conflict. Copy your edits, choose "Delete unpublished changes" (or "Delete unpublished entry"), then make them ' +
  'again on the published version, or ask a developer to update the branch.';

/** How often the guard asks again while GitHub is still computing whether the pull request merges (`mergeable: null`). */
const MERGEABLE_TRIES = 4;
const MERGEABLE_WAIT_MS = 1500;

/**
 * GitHub's `mergeable` for one pull request (only the single-pull request answer has it): true, false, or null when
 * GitHub has not computed it yet. It starts computing on the first request, so a null is asked again a few times.
 */
async function mergeable(
  url: string,
  headers: Record<string, string>,
  options: { fetch: typeof fetch; wait?: (ms: number) => Promise<void> },
): Promise<boolean | null> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; attempt <= MERGEABLE_TRIES; attempt++) {
    const response = await options.fetch(url, { headers });
    if (!response.ok) return null;
    const { mergeable: state } = (await response.json()) as { mergeable?: boolean | null };
    if (typeof state === 'boolean') return state;
    if (attempt < MERGEABLE_TRIES) await wait(MERGEABLE_WAIT_MS);
  }
  return null;
}

/** Decap's branch for an entry in the editorial workflow: `cms/blog/my-post` (decap-cms-lib-util `branchFromContentKey`). */
export const entryBranch = (collection: string, slug: string): string => `cms/${collection}/${slug}`;

interface Entry {
  get: (key: 'collection' | 'slug') => string;
}

/**
 * Decap's `prePublish` event: on GitHub, first refuses a pull request that conflicts with main (CONFLICT_MESSAGE), then
 * reads the combined status of the head commit of the entry's open pull request
 * (as Decap's own `getStatuses` does; a branch name with slashes is no commit reference in a URL path) and throws the
 * reason to wait, which Decap shows as "Failed to publish: …" and keeps the entry as it was. The local backend has no
 * checks. `apiRoot` is Decap's `backend.api_root` (GitHub's API unless config.yml says otherwise).
 */
export function publishGuard(options: {
  repo: () => Promise<string | null>;
  apiRoot?: () => Promise<string | null>;
  fetch: typeof fetch;
  storage: Storage;
  /** The pause between two asks for `mergeable` (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
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
    const [pull] = (await pulls.json()) as Array<{ number: number; head: { sha: string } }>;
    if (!pull) return; // No pull request: Decap's publish has nothing to merge and says so itself.
    if ((await mergeable(`${api}/repos/${repo}/pulls/${pull.number}`, headers, options)) === false) {
      throw new Error(CONFLICT_MESSAGE);
    }
    const response = await options.fetch(`${api}/repos/${repo}/commits/${pull.head.sha}/status`, { headers });
    if (!response.ok) return;
    const { statuses } = (await response.json()) as { statuses: BranchStatus[] };
    const blocker = publishBlocker(statuses.filter((status) => status.context !== DEPLOY_CONTEXT));
    if (blocker) throw new Error(blocker);
  };
}
