/** @jest-environment node */
import { CHECK_CONTEXT, DEPLOY_CONTEXT } from '../lib/publishing/commit-status';
import { CONFLICT_MESSAGE, entryBranch, publishBlocker, publishGuard } from './publish-guard';

const check = (state: string, description = '') => ({ context: CHECK_CONTEXT, state, description });

describe('publishBlocker', () => {
  it('lets a change whose check passed be published', () => {
    expect(publishBlocker([check('success'), { context: DEPLOY_CONTEXT, state: 'success' }])).toBeNull();
  });
  it('asks to wait while the check runs or has not started', () => {
    expect(publishBlocker([check('pending')])).toMatch(/still running/);
    expect(publishBlocker([])).toMatch(/still running/);
  });
  it('gives the check’s reason when it failed', () => {
    const reason = 'content/blog/a/index.md, field "related[1]": post 99 does not exist';
    expect(publishBlocker([check('failure', reason)])).toBe(
      `The check of this change failed: ${reason}. Fix it and save; the check runs again.`,
    );
  });
});

describe('publishGuard', () => {
  const entry = { get: (key: 'collection' | 'slug') => (key === 'collection' ? 'blog' : 'my-post') };
  const storage = (user: object | null) =>
    ({ getItem: () => (user ? JSON.stringify(user) : null) }) as unknown as Storage;

  const HEAD = '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c';
  /** GitHub's answers: the open pull request (number 7), its `mergeable` answers in turn, the head's statuses. */
  const github = (
    statuses: object[],
    pulls: object[] = [{ number: 7, head: { sha: HEAD } }],
    mergeable: Array<boolean | null> = [true],
  ) => {
    const urls: string[] = [];
    const answers = [...mergeable];
    const fetchStub = (async (url: string) => {
      urls.push(url);
      const body = url.includes('/pulls?')
        ? pulls
        : /\/pulls\/\d+$/.test(url)
          ? { number: 7, mergeable: answers.length > 1 ? answers.shift() : answers[0] }
          : { statuses };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;
    return { urls, fetchStub };
  };
  const noWait = async () => {};

  /** The guard on the GitHub backend, asking GitHub at once (no pause between its questions). */
  const githubGuard = (fetchStub: typeof fetch) =>
    publishGuard({
      repo: async () => 'starops/website',
      fetch: fetchStub,
      storage: storage({ backendName: 'github', token: 't' }),
      wait: noWait,
    });

  it('reads the status of the head commit of the entry’s pull request and refuses to publish before the check passed', async () => {
    const { urls, fetchStub } = github([check('pending')]);
    const guard = publishGuard({
      repo: async () => 'starops/website',
      fetch: fetchStub,
      storage: storage({ backendName: 'github', token: 't' }),
    });
    await expect(guard({ entry })).rejects.toThrow(/still running/);
    // The branch's slashes never reach a URL path: GitHub reads `cms/blog/my-post` there as a path, not a ref.
    expect(urls).toEqual([
      'https://api.github.com/repos/starops/website/pulls?state=open&head=starops%3Acms%2Fblog%2Fmy-post',
      'https://api.github.com/repos/starops/website/pulls/7',
      `https://api.github.com/repos/starops/website/commits/${HEAD}/status`,
    ]);
  });

  it('asks the API root Decap uses, and lets a passed check publish', async () => {
    const { urls, fetchStub } = github([check('success')]);
    const guard = publishGuard({
      repo: async () => 'starops/website',
      apiRoot: async () => 'http://127.0.0.1:8520/',
      fetch: fetchStub,
      storage: storage({ backendName: 'github', token: 't' }),
    });
    await expect(guard({ entry })).resolves.toBeUndefined();
    expect(urls[2]).toBe(`http://127.0.0.1:8520/repos/starops/website/commits/${HEAD}/status`);
  });

  // GitHub runs no check on a conflicting pull request, and Decap, refused the merge, would force its copy of the
  // file over main's: the editor is told what to do instead, whatever the (old) check said.
  it('refuses a change that conflicts with main and tells the editor what to do', async () => {
    const { urls, fetchStub } = github([check('success')], undefined, [false]);
    const guard = githubGuard(fetchStub);
    await expect(guard({ entry })).rejects.toThrow(CONFLICT_MESSAGE);
    expect(CONFLICT_MESSAGE).toMatch(/Delete unpublished changes/);
    expect(urls).not.toContain(`https://api.github.com/repos/starops/website/commits/${HEAD}/status`);
  });

  it('asks again while GitHub is still computing whether the change merges', async () => {
    const { urls, fetchStub } = github([check('pending')], undefined, [null, null, false]);
    const guard = githubGuard(fetchStub);
    await expect(guard({ entry })).rejects.toThrow(CONFLICT_MESSAGE);
    expect(urls.filter((url) => url.endsWith('/pulls/7'))).toHaveLength(3);
  });

  it('falls back to the check when GitHub never says whether the change merges', async () => {
    const { fetchStub } = github([check('success')], undefined, [null]);
    const guard = githubGuard(fetchStub);
    await expect(guard({ entry })).resolves.toBeUndefined();
  });

  it('does nothing on the local backend, which has no checks', async () => {
    const fetchStub = jest.fn() as unknown as typeof fetch;
    const guard = publishGuard({
      repo: async () => 'a/b',
      fetch: fetchStub,
      storage: storage({ backendName: 'proxy' }),
    });
    await expect(guard({ entry })).resolves.toBeUndefined();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('names the branch the way Decap does', () => {
    expect(entryBranch('services', 'devops')).toBe('cms/services/devops');
  });
});
