/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as frontMatter from '../../src/lib/content/front-matter';
import * as postDate from '../../src/lib/blog/post-date';
import * as due from '../../src/lib/publishing/due';
import * as publication from '../../src/lib/publishing/publication';
import { decideDue } from './due.mjs';

/** A checkout with two posts, a job list and (optionally) the last deploy's record in .cache. */
function checkout(record?: object) {
  const root = mkdtempSync(path.join(tmpdir(), 'due-phase-'));
  const post = (slug: string, date: string) => {
    mkdirSync(path.join(root, 'content/blog', slug), { recursive: true });
    writeFileSync(
      path.join(root, 'content/blog', slug, 'index.md'),
      `---\ntitle: ${slug}\ndate: "${date}"\n---\nText.\n`,
    );
  };
  post('old', '01 Jan 2026');
  post('scheduled', '05 Dec 2026');
  mkdirSync(path.join(root, 'content/careers'), { recursive: true });
  writeFileSync(
    path.join(root, 'content/careers/jobs.json'),
    JSON.stringify({ jobs: [{ jobId: 'J001', validThrough: '2026-12-04' }] }),
  );
  if (record) {
    mkdirSync(path.join(root, '.cache'));
    writeFileSync(path.join(root, due.PUBLICATION_RECORD), JSON.stringify(record));
  }
  return root;
}

const lib = { ...publication, ...due, ...postDate, ...frontMatter };
const lastDeploy = { today: '2026-12-03', showDrafts: false, posts: ['content/blog/old/index.md'], jobs: ['J001'] };

describe('due phase', () => {
  const decide = (root: string, env: Record<string, string>) => decideDue({ env, lib, root });

  it('always deploys a push or a manual run', () => {
    const root = checkout(lastDeploy);
    expect(decide(root, { GITHUB_EVENT_NAME: 'push', SITE_TODAY: '2026-12-03' })).toMatchObject({ due: true });
    expect(decide(root, { GITHUB_EVENT_NAME: 'workflow_dispatch', SITE_TODAY: '2026-12-03' }).due).toBe(true);
  });

  it('has nothing to do on a quiet day', () => {
    const root = checkout(lastDeploy);
    expect(decide(root, { GITHUB_EVENT_NAME: 'schedule', SITE_TODAY: '2026-12-04' })).toMatchObject({ due: false });
  });

  it('publishes the post on its day, and two days late when the runs between were missed', () => {
    const root = checkout(lastDeploy);
    expect(decide(root, { GITHUB_EVENT_NAME: 'schedule', SITE_TODAY: '2026-12-05' }).reasons).toEqual([
      'content/blog/scheduled/index.md: dated 2026-12-05, goes live',
      'content/careers/jobs.json: job J001 closed on 2026-12-04, leaves the site',
    ]);
    expect(decide(root, { GITHUB_EVENT_NAME: 'schedule', SITE_TODAY: '2026-12-07' }).due).toBe(true);
  });

  it('rebuilds when the cache holds no record (evicted, or the first run)', () => {
    const root = checkout();
    expect(decide(root, { GITHUB_EVENT_NAME: 'schedule', SITE_TODAY: '2026-12-04' })).toMatchObject({ due: true });
  });
});
