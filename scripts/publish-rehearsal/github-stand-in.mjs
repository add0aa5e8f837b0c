// A local GitHub for the publish rehearsal (scripts/publish-rehearsal/rehearse.mjs): the OAuth consent page and
// token exchange the site's login functions talk to, and the REST endpoints Decap's GitHub backend and the CI
// scripts call (refs, trees, blobs, commits, compare, pulls, labels, merge, statuses, the combined status),
// backed by a bare git repository. Every JSON answer is checked against GitHub's published OpenAPI description
// (openapi-check.mjs) before it is sent, so the stand-in cannot drift into an imitation of our own assumptions.
// Branch protection is modelled as the runbook sets it: main takes no direct push, and a merge needs the
// required check's success on the pull request's head.
import http from 'node:http';
import { gitStore } from './git-store.mjs';
import { fill } from './openapi-check.mjs';

export const CLIENT_ID = 'stand-in-client';
export const CLIENT_SECRET = 'stand-in-secret';
export const TOKEN = 'gho_standInToken0123456789';
/** The token the workflow's job gets (github.token): it can post statuses, as `statuses: write` allows. */
export const JOB_TOKEN = 'ghs_standInJobToken0123456789';

const EDITOR = { login: 'asha-editor', id: 1001, name: 'Asha Editor', email: 'asha@example.invalid' };

/**
 * @param {{ bare: string, repo: string, port: number, requiredContexts?: string[], check?: (answer) => string[] }} options
 *   check(answer) returns the OpenAPI violations of one answer ({ method, template, status, body }).
 */
export function createGitHubStandIn(options) {
  const store = gitStore(options.bare);
  const [owner, name] = options.repo.split('/');
  const origin = `http://127.0.0.1:${options.port}`;
  const apiBase = `${origin}/api`;
  const repoApi = `${apiBase}/repos/${options.repo}`;
  const required = options.requiredContexts ?? [];
  /** @type {Map<number, any>} */
  const pulls = new Map();
  /** sha → statuses, newest last. */
  const statuses = new Map();
  const violations = [];
  const calls = [];
  const listeners = new Set();
  /** The runner's Actions cache (runner.mjs actionsCacheStore), for the caches API the forget-cache phase calls. */
  let actionsCache = null;
  let nextNumber = 1;
  let nextId = 5000;

  const emit = (event) => {
    for (const listener of listeners) listener(event);
  };

  const user = (login = EDITOR.login) =>
    fill('simple-user', {
      login,
      id: login === EDITOR.login ? EDITOR.id : 41898282,
      node_id: `U_${login}`,
      type: login === EDITOR.login ? 'User' : 'Bot',
      // A bot's login has brackets, which GitHub percent-encodes in its URLs (caught by the OpenAPI check).
      url: `${apiBase}/users/${encodeURIComponent(login)}`,
      html_url: `${origin}/${encodeURIComponent(login)}`,
      avatar_url: `${origin}/avatars/${encodeURIComponent(login)}`,
    });

  const repository = () =>
    fill('full-repository', {
      id: 700,
      node_id: 'R_stand_in',
      name,
      full_name: options.repo,
      owner: user(owner),
      private: false,
      visibility: 'public',
      html_url: `${origin}/${options.repo}`,
      url: repoApi,
      default_branch: 'main',
      fork: false,
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      allow_squash_merge: true,
      allow_merge_commit: false,
      allow_rebase_merge: false,
      delete_branch_on_merge: false,
    });

  const branchRef = (ref) => ({
    label: `${owner}:${ref}`,
    ref,
    sha: store.resolve(ref) ?? '0'.repeat(40),
    user: user(owner),
    repo: repository(),
  });

  /** Whether the PR's head merges cleanly into its base (GitHub's `mergeable`). */
  const mergeable = (pull) => {
    if (pull.state !== 'open') return null;
    const head = store.resolve(pull.headRef);
    const base = store.resolve(pull.baseRef);
    return Boolean(head && base && store.mergeTree(base, head));
  };

  const pullJson = (pull, simple = false) => {
    const url = `${repoApi}/pulls/${pull.number}`;
    const head = pull.state === 'open' || !pull.mergedHead ? branchRef(pull.headRef) : pull.mergedHead;
    const body = {
      url,
      id: pull.id,
      node_id: `PR_${pull.id}`,
      html_url: `${origin}/${options.repo}/pull/${pull.number}`,
      diff_url: `${origin}/${options.repo}/pull/${pull.number}.diff`,
      patch_url: `${origin}/${options.repo}/pull/${pull.number}.patch`,
      issue_url: `${repoApi}/issues/${pull.number}`,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${repoApi}/pulls/comments{/number}`,
      comments_url: `${repoApi}/issues/${pull.number}/comments`,
      statuses_url: `${repoApi}/statuses/${head.sha}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: user(),
      body: pull.body,
      labels: pull.labels.map((label) => labelJson(label)),
      milestone: null,
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      closed_at: pull.closedAt,
      merged_at: pull.mergedAt,
      merge_commit_sha: pull.mergeCommitSha,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head,
      base: branchRef(pull.baseRef),
      _links: fill('pull-request/properties/_links', {}),
      author_association: 'COLLABORATOR',
      auto_merge: null,
      draft: false,
    };
    if (simple) return fill('pull-request-simple', body);
    const ok = mergeable(pull);
    const changed = pull.state === 'open' && head.sha && store.resolve(pull.baseRef) ? filesOf(pull) : [];
    return fill('pull-request', {
      ...body,
      merged: Boolean(pull.mergedAt),
      mergeable: ok,
      mergeable_state: ok === null ? 'unknown' : ok ? 'clean' : 'dirty',
      merged_by: pull.mergedAt ? user() : null,
      comments: 0,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: 1,
      additions: 0,
      deletions: 0,
      changed_files: changed.length,
    });
  };

  const filesOf = (pull) => {
    const head = store.resolve(pull.headRef);
    const base = store.resolve(pull.baseRef);
    const from = store.mergeBase(base, head) ?? base;
    return store.diff(from, head);
  };

  const labelJson = (labelName) =>
    fill('label', {
      id: 9000 + [...labelName].reduce((sum, char) => sum + char.charCodeAt(0), 0),
      node_id: `LA_${labelName}`,
      url: `${repoApi}/labels/${encodeURIComponent(labelName)}`,
      name: labelName,
      color: 'ededed',
      default: false,
      // pull-request-simple describes a label's description as a string, never null (caught by the OpenAPI check).
      description: `Decap CMS workflow: ${labelName.split('/').pop()}`,
    });

  const commitJson = (sha) => {
    const commit = store.readCommit(sha);
    return fill('commit', {
      url: `${repoApi}/commits/${sha}`,
      sha,
      node_id: `C_${sha}`,
      html_url: `${origin}/${options.repo}/commit/${sha}`,
      comments_url: `${repoApi}/commits/${sha}/comments`,
      commit: {
        url: `${repoApi}/git/commits/${sha}`,
        author: commit.author,
        committer: commit.committer,
        message: commit.message,
        comment_count: 0,
        tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
      },
      author: user(),
      committer: user(),
      parents: commit.parents.map((parent) => ({
        sha: parent,
        url: `${repoApi}/commits/${parent}`,
        html_url: `${origin}/${options.repo}/commit/${parent}`,
      })),
    });
  };

  const gitCommitJson = (sha) => {
    const commit = store.readCommit(sha);
    return fill('git-commit', {
      sha,
      node_id: `C_${sha}`,
      url: `${repoApi}/git/commits/${sha}`,
      html_url: `${origin}/${options.repo}/commit/${sha}`,
      author: commit.author,
      committer: commit.committer,
      message: commit.message,
      tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
      parents: commit.parents.map((parent) => ({
        sha: parent,
        url: `${repoApi}/git/commits/${parent}`,
        html_url: `${origin}/${options.repo}/commit/${parent}`,
      })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    });
  };

  const refJson = (ref) => {
    const sha = store.resolve(ref);
    return fill('git-ref', {
      ref,
      node_id: `REF_${ref}`,
      url: `${repoApi}/git/${ref}`,
      object: { type: 'commit', sha, url: `${repoApi}/git/commits/${sha}` },
    });
  };

  const treeJson = (sha, recursive) =>
    fill('git-tree', {
      sha,
      url: `${repoApi}/git/trees/${sha}`,
      truncated: false,
      tree: store.listTree(sha, recursive).map((entry) => ({
        ...entry,
        url: `${repoApi}/git/${entry.type === 'tree' ? 'trees' : 'blobs'}/${entry.sha}`,
      })),
    });

  const statusJson = (status) =>
    fill('status', {
      url: `${repoApi}/statuses/${status.sha}`,
      avatar_url: null,
      id: status.id,
      node_id: `SC_${status.id}`,
      state: status.state,
      description: status.description,
      target_url: status.target_url,
      context: status.context,
      created_at: status.createdAt,
      updated_at: status.createdAt,
      creator: user('github-actions[bot]'),
    });

  /** The newest status per context, as GitHub's combined status reports them. */
  const latestStatuses = (sha) => {
    const byContext = new Map();
    for (const status of statuses.get(sha) ?? []) byContext.set(status.context, status);
    return [...byContext.values()];
  };

  const combinedState = (list) =>
    list.some((status) => ['failure', 'error'].includes(status.state))
      ? 'failure'
      : list.length === 0 || list.some((status) => status.state === 'pending')
        ? 'pending'
        : 'success';

  /** Why branch protection refuses to merge this head, or null. */
  const protectionRefuses = (headSha) => {
    const latest = latestStatuses(headSha);
    for (const context of required) {
      const status = latest.find((candidate) => candidate.context === context);
      if (!status) return `Required status check "${context}" is expected.`;
      if (status.state !== 'success') return `Required status check "${context}" is ${status.state}.`;
    }
    return null;
  };

  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  function findPull(headRef, state = 'open') {
    return [...pulls.values()].find((pull) => pull.headRef === headRef && (state === 'all' || pull.state === state));
  }

  /** Mirrors refs/pull/<n>/head and /merge into the bare repository, as GitHub keeps them for checkouts. */
  function pullRefs(pull) {
    const head = store.resolve(pull.headRef);
    if (!head) return null;
    store.updateRef(`refs/pull/${pull.number}/head`, head);
    const base = store.resolve(pull.baseRef);
    const tree = store.mergeTree(base, head);
    if (!tree) return { head, merge: null, base };
    const merge = store.writeCommit({
      tree,
      parents: [base, head],
      message: `Merge ${head} into ${base}`,
      author: { name: 'GitHub', email: 'noreply@github.com' },
    });
    store.updateRef(`refs/pull/${pull.number}/merge`, merge);
    return { head, merge, base };
  }

  /** One route table: [method, OpenAPI path template, handler(params, body, url) → [status, body]]. */
  const routes = [
    ['GET', '/user', () => [200, fill('private-user', { ...user(), name: EDITOR.name, email: EDITOR.email })]],
    [
      'GET',
      '/users/{username}',
      ({ username }) => [200, fill('public-user', { ...user(username), name: EDITOR.name })],
    ],
    ['GET', '/repos/{owner}/{repo}', () => [200, repository()]],
    [
      'GET',
      '/repos/{owner}/{repo}/collaborators/{username}/permission',
      ({ username }) => [
        200,
        fill('repository-collaborator-permission', {
          permission: 'write',
          role_name: 'write',
          user: fill('collaborator', user(username)),
        }),
      ],
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/branches/{branch}',
      ({ branch }) => {
        const sha = store.resolve(branch);
        if (!sha || !store.refExists(`refs/heads/${branch}`)) return notFound('Branch not found');
        return [
          200,
          fill('branch-with-protection', {
            name: branch,
            commit: commitJson(sha),
            _links: { html: `${origin}/${options.repo}/tree/${branch}`, self: `${repoApi}/branches/${branch}` },
            protected: branch === 'main' && required.length > 0,
            protection_url: `${repoApi}/branches/${branch}/protection`,
          }),
        ];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/git/trees/{tree_sha}',
      ({ tree_sha }, _body, url) => {
        const tree = store.treeOf(tree_sha);
        if (!tree) return notFound();
        return [200, treeJson(tree, url.searchParams.get('recursive') !== null)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/git/blobs/{file_sha}',
      ({ file_sha }) => {
        if (store.typeOf(file_sha) !== 'blob') return notFound();
        const content = store.readBlob(file_sha);
        return [
          200,
          fill('blob', {
            content: content.toString('base64'),
            encoding: 'base64',
            url: `${repoApi}/git/blobs/${file_sha}`,
            sha: file_sha,
            size: content.length,
            node_id: `B_${file_sha}`,
          }),
        ];
      },
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/git/blobs',
      (_params, body) => {
        const sha = store.writeBlob(Buffer.from(body.content ?? '', body.encoding === 'base64' ? 'base64' : 'utf8'));
        return [201, fill('short-blob', { url: `${repoApi}/git/blobs/${sha}`, sha })];
      },
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/git/trees',
      (_params, body) => {
        const base = body.base_tree ? store.treeOf(body.base_tree) : null;
        if (body.base_tree && !base) return unprocessable('base_tree is not a valid tree');
        const sha = store.writeTree(
          base,
          body.tree.map((entry) => ({ path: entry.path, mode: entry.mode ?? '100644', sha: entry.sha })),
        );
        return [201, treeJson(sha, false)];
      },
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/git/commits',
      (_params, body) => {
        const sha = store.writeCommit({
          tree: body.tree,
          parents: body.parents ?? [],
          message: body.message,
          author: body.author ?? { name: EDITOR.name, email: EDITOR.email },
          committer: body.committer,
        });
        return [201, gitCommitJson(sha)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/git/ref/{ref}',
      ({ ref }) => (store.refExists(`refs/${ref}`) ? [200, refJson(`refs/${ref}`)] : notFound()),
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/git/refs',
      (_params, body) => {
        if (store.refExists(body.ref)) return unprocessable('Reference already exists');
        if (store.typeOf(body.sha) !== 'commit') return unprocessable('Object does not exist');
        store.updateRef(body.ref, body.sha);
        return [201, refJson(body.ref)];
      },
    ],
    [
      'PATCH',
      '/repos/{owner}/{repo}/git/refs/{ref}',
      ({ ref }, body) => {
        const full = `refs/${ref}`;
        if (!store.refExists(full)) return unprocessable('Reference does not exist');
        if (full === 'refs/heads/main' && required.length > 0) {
          return unprocessable('Protected branch update failed for refs/heads/main.');
        }
        const old = store.resolve(full);
        if (!body.force && !store.isAncestor(old, body.sha)) return unprocessable('Update is not a fast forward');
        store.updateRef(full, body.sha);
        const pull = findPull(ref.replace(/^heads\//, ''));
        if (pull) {
          pull.updatedAt = now();
          emit({ name: 'pull_request', action: 'synchronize', number: pull.number });
        }
        return [200, refJson(full)];
      },
    ],
    [
      'DELETE',
      '/repos/{owner}/{repo}/git/refs/{ref}',
      ({ ref }) => {
        if (!store.refExists(`refs/${ref}`)) return unprocessable('Reference does not exist');
        store.deleteRef(`refs/${ref}`);
        return [204, null];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/compare/{basehead}',
      ({ basehead }) => {
        const [baseName, headName] = basehead.split('...');
        const base = store.resolve(baseName);
        const head = store.resolve(headName);
        if (!base || !head) return notFound();
        const mergeBase = store.mergeBase(base, head) ?? base;
        const commits = store.commitsBetween(mergeBase, head);
        return [
          200,
          fill('commit-comparison', {
            url: `${repoApi}/compare/${basehead}`,
            html_url: `${origin}/${options.repo}/compare/${basehead}`,
            permalink_url: `${origin}/${options.repo}/compare/${basehead}`,
            diff_url: `${origin}/${options.repo}/compare/${basehead}.diff`,
            patch_url: `${origin}/${options.repo}/compare/${basehead}.patch`,
            base_commit: commitJson(base),
            merge_base_commit: commitJson(mergeBase),
            status: store.commitsBetween(head, base).length === 0 ? 'ahead' : 'diverged',
            ahead_by: commits.length,
            behind_by: store.commitsBetween(head, base).length,
            total_commits: commits.length,
            commits: commits.map(commitJson),
            files: store.diff(mergeBase, head).map((file) =>
              fill('diff-entry', {
                ...file,
                additions: 0,
                deletions: 0,
                changes: 0,
                blob_url: `${origin}/${options.repo}/blob/${head}/${file.filename}`,
                raw_url: `${origin}/${options.repo}/raw/${head}/${file.filename}`,
                contents_url: `${repoApi}/contents/${file.filename}?ref=${head}`,
                // GitHub gives a patch for text files; Decap takes a file without one for binary media.
                ...(/\.(png|jpe?g|webp|avif|gif)$/i.test(file.filename) ? {} : { patch: '@@ text @@' }),
              }),
            ),
          }),
        ];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/commits',
      (_params, _body, url) => {
        const from = store.resolve(url.searchParams.get('sha') ?? 'main');
        if (!from) return notFound();
        return [200, store.log(from, url.searchParams.get('path')).slice(0, 30).map(commitJson)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/commits/{ref}/status',
      ({ ref }) => {
        const sha = store.resolve(ref);
        if (!sha) return unprocessable(`No commit found for SHA: ${ref}`);
        const latest = latestStatuses(sha);
        return [
          200,
          fill('combined-commit-status', {
            state: combinedState(latest),
            statuses: latest.reverse().map((status) =>
              fill('simple-commit-status', {
                ...statusJson(status),
                required: required.includes(status.context),
              }),
            ),
            sha,
            total_count: latest.length,
            repository: fill('minimal-repository', repository()),
            commit_url: `${repoApi}/commits/${sha}`,
            url: `${repoApi}/commits/${sha}/status`,
          }),
        ];
      },
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/statuses/{sha}',
      ({ sha }, body, _url, token) => {
        if (token !== JOB_TOKEN && token !== TOKEN) return [403, { message: 'Resource not accessible by integration' }];
        if (store.typeOf(sha) !== 'commit') return unprocessable(`No commit found for SHA: ${sha}`);
        if (!['pending', 'success', 'failure', 'error'].includes(body.state)) return unprocessable('Validation Failed');
        if ((body.description ?? '').length > 140) return unprocessable('description is too long (maximum is 140)');
        const status = {
          id: nextId++,
          sha,
          state: body.state,
          description: body.description ?? null,
          target_url: body.target_url ?? null,
          context: body.context ?? 'default',
          createdAt: now(),
        };
        statuses.set(sha, [...(statuses.get(sha) ?? []), status]);
        emit({ name: 'status', ...status });
        return [201, statusJson(status)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/pulls',
      (_params, _body, url) => {
        const state = url.searchParams.get('state') ?? 'open';
        const head = url.searchParams.get('head');
        const base = url.searchParams.get('base');
        const list = [...pulls.values()]
          .filter((pull) => state === 'all' || pull.state === state)
          .filter((pull) => !head || `${owner}:${pull.headRef}` === head)
          .filter((pull) => !base || pull.baseRef === base)
          .sort((a, b) => b.number - a.number);
        return [200, list.map((pull) => pullJson(pull, true))];
      },
    ],
    [
      'POST',
      '/repos/{owner}/{repo}/pulls',
      (_params, body) => {
        const headRef = String(body.head).replace(new RegExp(`^${owner}:`), '');
        if (!store.refExists(`refs/heads/${headRef}`)) return unprocessable('Validation Failed: head invalid');
        if (findPull(headRef)) return unprocessable(`A pull request already exists for ${owner}:${headRef}.`);
        const pull = {
          number: nextNumber++,
          id: nextId++,
          title: body.title,
          body: body.body ?? null,
          headRef,
          baseRef: body.base,
          state: 'open',
          labels: [],
          createdAt: now(),
          updatedAt: now(),
          closedAt: null,
          mergedAt: null,
          mergeCommitSha: null,
        };
        pulls.set(pull.number, pull);
        emit({ name: 'pull_request', action: 'opened', number: pull.number });
        return [201, pullJson(pull)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/pulls/{pull_number}',
      ({ pull_number }) => {
        const pull = pulls.get(Number(pull_number));
        return pull ? [200, pullJson(pull)] : notFound();
      },
    ],
    [
      'PATCH',
      '/repos/{owner}/{repo}/pulls/{pull_number}',
      ({ pull_number }, body) => {
        const pull = pulls.get(Number(pull_number));
        if (!pull) return notFound();
        if (body.state) {
          pull.state = body.state;
          pull.closedAt = body.state === 'closed' ? now() : null;
        }
        if (body.title) pull.title = body.title;
        pull.updatedAt = now();
        return [200, pullJson(pull)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/pulls/{pull_number}/commits',
      ({ pull_number }) => {
        const pull = pulls.get(Number(pull_number));
        if (!pull) return notFound();
        const head = store.resolve(pull.headRef);
        const base = store.mergeBase(store.resolve(pull.baseRef), head);
        return [200, store.commitsBetween(base, head).map(commitJson)];
      },
    ],
    [
      'PUT',
      '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
      ({ pull_number }, body) => {
        const pull = pulls.get(Number(pull_number));
        if (!pull) return notFound();
        if (pull.state !== 'open') return [405, { message: 'Pull Request is not mergeable' }];
        const head = store.resolve(pull.headRef);
        if (body.sha && body.sha !== head) {
          return [409, { message: 'Head branch was modified. Review and try the merge again.' }];
        }
        const refusal = protectionRefuses(head);
        if (refusal) return [405, { message: refusal }];
        const base = store.resolve(pull.baseRef);
        const tree = store.mergeTree(base, head);
        if (!tree) return [405, { message: 'Pull Request is not mergeable' }];
        const sha = store.writeCommit({
          tree,
          parents: [base],
          message: `${body.commit_title ?? pull.title} (#${pull.number})${body.commit_message ? `\n\n${body.commit_message}` : ''}`,
          author: { name: EDITOR.name, email: EDITOR.email },
          committer: { name: 'GitHub', email: 'noreply@github.com' },
        });
        store.updateRef(`refs/heads/${pull.baseRef}`, sha, base);
        pull.state = 'closed';
        pull.mergedAt = now();
        pull.closedAt = pull.mergedAt;
        pull.mergeCommitSha = sha;
        pull.mergedHead = branchRef(pull.headRef);
        emit({ name: 'push', ref: `refs/heads/${pull.baseRef}`, before: base, after: sha });
        return [
          200,
          fill('pull-request-merge-result', { sha, merged: true, message: 'Pull Request successfully merged' }),
        ];
      },
    ],
    [
      'PUT',
      '/repos/{owner}/{repo}/issues/{issue_number}/labels',
      ({ issue_number }, body) => {
        const pull = pulls.get(Number(issue_number));
        if (!pull) return notFound();
        pull.labels = [
          ...new Set((body.labels ?? []).map((label) => (typeof label === 'string' ? label : label.name))),
        ];
        pull.updatedAt = now();
        return [200, pull.labels.map(labelJson)];
      },
    ],
    [
      'GET',
      '/repos/{owner}/{repo}/actions/caches',
      (_params, _body, url) => {
        const ref = url.searchParams.get('ref');
        const key = url.searchParams.get('key');
        const list = (actionsCache?.entries ?? [])
          .filter((entry) => (!ref || entry.ref === ref) && (!key || entry.key.startsWith(key)))
          .map((entry) =>
            fill('actions-cache-list/properties/actions_caches/items', {
              id: entry.id,
              ref: entry.ref,
              key: entry.key,
              version: 'rehearsal',
              last_accessed_at: new Date(entry.created).toISOString(),
              created_at: new Date(entry.created).toISOString(),
              size_in_bytes: entry.size,
            }),
          );
        return [200, fill('actions-cache-list', { total_count: list.length, actions_caches: list })];
      },
    ],
    [
      'DELETE',
      '/repos/{owner}/{repo}/actions/caches/{cache_id}',
      ({ cache_id }) => (actionsCache?.remove(Number(cache_id)) ? [204, null] : notFound()),
    ],
  ];

  const compiled = routes.map(([method, template, handler]) => {
    const names = [];
    // {ref} in /git/refs/{ref} and {tree_sha} in `main:content/blog` may hold slashes; the rest are one segment.
    const source = template.replace(/\{(\w+)\}/g, (_match, param) => {
      names.push(param);
      return ['ref', 'tree_sha', 'branch', 'basehead'].includes(param) ? '(.+)' : '([^/]+)';
    });
    return { method, template, handler, names, pattern: new RegExp(`^${source}$`) };
  });

  function notFound(message = 'Not Found') {
    return [404, { message, documentation_url: 'https://docs.github.com/rest' }];
  }
  function unprocessable(message) {
    return [422, { message, documentation_url: 'https://docs.github.com/rest' }];
  }

  const send = (res, status, body) => {
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body === null ? '' : JSON.stringify(body));
  };

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function handleApi(req, res, url) {
    const pathname = url.pathname.slice('/api'.length);
    const token = /^(?:token|Bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-GitHub-Api-Version',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      });
      return res.end();
    }
    if (token !== TOKEN && token !== JOB_TOKEN) return send(res, 401, { message: 'Bad credentials' });
    const raw = req.method === 'GET' || req.method === 'DELETE' ? '' : await readBody(req);
    const body = raw ? JSON.parse(raw) : {};
    for (const route of compiled) {
      if (route.method !== req.method) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((param, i) => [param, decodeURIComponent(match[i + 1])]));
      if (params.owner && `${params.owner}/${params.repo}` !== options.repo) continue;
      let answer;
      try {
        answer = route.handler(params, body, url, token);
      } catch (error) {
        answer = [500, { message: `Stand-in error: ${error.message}` }];
      }
      const [status, payload] = answer;
      calls.push({ method: req.method, path: pathname, template: route.template, status });
      for (const problem of options.check?.({ method: req.method, template: route.template, status, body: payload }) ??
        [])
        violations.push(problem);
      return send(res, status, payload);
    }
    calls.push({ method: req.method, path: pathname, template: null, status: 404 });
    violations.push(`${req.method} ${pathname}: not served by the stand-in (Decap or a script called it)`);
    return send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  function handleOAuth(req, res, url) {
    if (url.pathname === '/login/oauth/authorize') {
      if (url.searchParams.get('client_id') !== CLIENT_ID) return send(res, 404, { message: 'Not Found' });
      const back = `${url.searchParams.get('redirect_uri')}?code=good-code&state=${url.searchParams.get('state')}`;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><title>Authorize application</title><h1>Authorize StarOps editor</h1><a href="${back}">Authorize</a></html>`,
      );
    }
    return null;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url);
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET || body.code !== 'good-code') {
        return send(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect.' });
      }
      return send(res, 200, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
    }
    if (handleOAuth(req, res, url) === null) send(res, 404, { message: 'Not Found' });
  });

  // Chromium and Playwright keep connections open between Decap's calls; Node's default of 5 s closed them under
  // a client about to reuse one (ECONNRESET in a rehearsal on a loaded machine).
  server.keepAliveTimeout = 65_000;

  return {
    origin,
    apiBase,
    store,
    pulls,
    violations,
    calls,
    /** Listens for { name: 'pull_request' | 'push' | 'status', ... }; returns the unsubscribe function. */
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The webhook payloads GitHub hands a workflow run. */
    pullRequestEvent(number, action) {
      const pull = pulls.get(number);
      const refs = pullRefs(pull);
      return {
        refs,
        event: { action, number, pull_request: pullJson(pull), repository: repository(), sender: user() },
      };
    },
    pushEvent({ ref, before, after }) {
      return {
        ref,
        before,
        after,
        repository: repository(),
        head_commit: { id: after, message: store.readCommit(after).message },
        sender: user(),
      };
    },
    repositoryJson: repository,
    serveActionsCaches(store) {
      actionsCache = store;
    },
    mergeable: (number) => mergeable(pulls.get(number)),
    latestStatuses,
    listen: () => new Promise((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(origin))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
