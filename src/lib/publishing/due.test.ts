import { findDueChanges, type PublicationRecord } from './due';

const post = (date: string, draft?: boolean) => ({ file: `content/blog/p-${date}/index.md`, date, draft });
const record = (posts: string[], jobs: string[] = [], today = '2026-03-14'): PublicationRecord => ({
  today,
  showDrafts: false,
  posts,
  jobs,
});

describe('findDueChanges', () => {
  const today = '2026-03-15';

  it('finds a post scheduled for today that the last deploy did not publish', () => {
    expect(findDueChanges({ posts: [post('2026-03-15')], jobs: [] }, record([]), today)).toEqual([
      'content/blog/p-2026-03-15/index.md: dated 2026-03-15, goes live',
    ]);
  });
  it('ignores posts already live, still scheduled, or drafts', () => {
    const posts = [post('2026-03-14'), post('2026-03-16'), post('2026-03-15', true)];
    expect(findDueChanges({ posts, jobs: [] }, record(['content/blog/p-2026-03-14/index.md']), today)).toEqual([]);
  });
  it('still publishes a post whose day was missed, however many days ago (a dropped or failed run)', () => {
    const posts = [post('2026-03-01'), post('2026-03-12')];
    const last = record(['content/blog/p-2026-03-01/index.md'], [], '2026-02-20');
    expect(findDueChanges({ posts, jobs: [] }, last, today)).toEqual([
      'content/blog/p-2026-03-12/index.md: dated 2026-03-12, goes live',
    ]);
    // The record is only replaced by a successful deploy, so the next day it is still due.
    expect(findDueChanges({ posts, jobs: [] }, last, '2026-03-16')).toHaveLength(1);
  });
  it('finds a listed job whose closing day has passed, and nothing for open, undated or gone jobs', () => {
    const jobs = [
      { jobId: 'J001', validThrough: '2026-03-14' },
      { jobId: 'J002', validThrough: '2026-03-15' },
      { jobId: 'J003', validThrough: '2026-03-13' },
      { jobId: 'J004' },
    ];
    expect(findDueChanges({ posts: [], jobs }, record([], ['J001', 'J002', 'J004']), today)).toEqual([
      'content/careers/jobs.json: job J001 closed on 2026-03-14, leaves the site',
    ]);
  });
  it('rebuilds when there is no record or the cache holds a preview build', () => {
    expect(findDueChanges({ posts: [], jobs: [] }, null, today)).toHaveLength(1);
    expect(findDueChanges({ posts: [], jobs: [] }, { ...record([]), showDrafts: true }, today)).toHaveLength(1);
  });
  it('finds nothing on a quiet day', () => {
    const posts = [post('2025-01-01')];
    expect(findDueChanges({ posts, jobs: [{ jobId: 'J001' }] }, record([posts[0]!.file], ['J001']), today)).toEqual([]);
  });
});
