/** @jest-environment node */
import event from '../../../tests/fixtures/github/pull-request-event.json';
import {
  checkStatus,
  CHECK_CONTEXT,
  deployStatus,
  failureReason,
  postStatus,
  previewBranch,
  type PullRequestEvent,
} from './commit-status';

const recorded = event as PullRequestEvent;
const HEAD = '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c';
const buildLog = [
  'success onPreInit - 0.010s',
  'ERROR #85901  GRAPHQL',
  'Content errors:',
  '  content/blog/zero-downtime-mysql-upgrades/index.md: field "related[1]": post 99 does not exist',
  '  content/careers/jobs.json: field "jobs[2].validThrough": Must not be before datePosted',
].join('\n');

describe('deployStatus', () => {
  it('marks the head commit of the pull request with a "deploy" context Decap reads as the preview', () => {
    const url = 'https://pr-57.starops-website.pages.dev/'; // as wrangler reported it
    const status = deployStatus(recorded, { state: 'success', url });
    expect(status.repo).toBe('starops/website');
    expect(status.sha).toBe(HEAD);
    expect(status.body.context).toContain('deploy');
    expect(status.body).toMatchObject({ state: 'success', target_url: 'https://pr-57.starops-website.pages.dev/' });
  });
  it('links the run, not a preview, while building or after a failure', () => {
    const pending = deployStatus(recorded, { state: 'pending', logUrl: 'https://github.com/run/1' });
    expect(pending.body).toMatchObject({ state: 'pending', target_url: 'https://github.com/run/1' });
    expect(deployStatus(recorded, { state: 'failure' }).body.target_url).toBeUndefined();
  });
});

describe('previewBranch', () => {
  it('names the Pages branch after the pull request', () => {
    expect(previewBranch(57)).toBe('pr-57');
  });
});

describe('checkStatus', () => {
  it('gives a failing check the first content error in words, naming file and field', () => {
    const status = checkStatus(recorded, { state: 'failure', log: buildLog });
    expect(status.body.context).toBe(CHECK_CONTEXT);
    expect(status.body.description).toBe(
      'content/blog/zero-downtime-mysql-upgrades/index.md, field "related[1]": post 99 does not exist (+1 more)',
    );
  });
  it('reports success and pending in words', () => {
    expect(checkStatus(recorded, { state: 'success' }).body.description).toMatch(/can be published/);
    expect(checkStatus(recorded, { state: 'pending' }).body.description).toMatch(/Checking/);
  });
});

describe('failureReason', () => {
  it('stays within GitHub’s 140 characters and keeps the count of further problems', () => {
    const long = `content/blog/a/index.md: field "description": ${'x'.repeat(300)}\ncontent/b.json: field "a": y`;
    const reason = failureReason(long);
    expect(reason.length).toBeLessThanOrEqual(140);
    expect(reason).toMatch(/^content\/blog\/a\/index\.md, field "description": x+… \(\+1 more\)$/);
  });
  it('says plainly when the failure is not in a content file', () => {
    expect(failureReason('Error: Playwright test failed')).toMatch(/not about one content file/);
  });

  it('names a post field by the form’s label, as the build writes it', () => {
    const log = 'content/blog/a/index.md: Web address (slug) (title): must equal the folder name "b"';
    expect(failureReason(log)).toBe(
      'content/blog/a/index.md, Web address (slug) (title): must equal the folder name "b"',
    );
  });
});

describe('postStatus', () => {
  it('POSTs the status to GitHub with the token', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const stub = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    await postStatus(deployStatus(recorded, { state: 'pending' }), { token: 't0k', fetch: stub });
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe(`https://api.github.com/repos/starops/website/statuses/${HEAD}`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
    expect(JSON.parse(init.body as string)).toMatchObject({ state: 'pending', context: 'cloudflare-pages/deploy' });
  });
  it('throws GitHub’s answer when the status is refused', async () => {
    const stub = (async () => new Response('Bad credentials', { status: 401 })) as unknown as typeof fetch;
    await expect(postStatus(checkStatus(recorded, { state: 'success' }), { token: 'x', fetch: stub })).rejects.toThrow(
      /401 Bad credentials/,
    );
  });
});
