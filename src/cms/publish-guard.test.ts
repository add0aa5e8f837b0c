/** @jest-environment node */
import { CHECK_CONTEXT, DEPLOY_CONTEXT } from '../lib/publishing/commit-status';
import { entryBranch, publishBlocker, publishGuard } from './publish-guard';

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

  it('reads the status of the entry’s branch and refuses to publish before the check passed', async () => {
    const urls: string[] = [];
    const fetchStub = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ statuses: [check('pending')] }), { status: 200 });
    }) as unknown as typeof fetch;
    const guard = publishGuard({
      repo: async () => 'starops/website',
      fetch: fetchStub,
      storage: storage({ backendName: 'github', token: 't' }),
    });
    await expect(guard({ entry })).rejects.toThrow(/still running/);
    expect(urls).toEqual(['https://api.github.com/repos/starops/website/commits/cms/blog/my-post/status']);
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
