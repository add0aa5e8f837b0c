import { findDueChanges } from './due';

const post = (date: string, draft?: boolean) => ({ file: `content/blog/p-${date}/index.md`, date, draft });

describe('findDueChanges', () => {
  const since = '2026-03-14';
  const today = '2026-03-15';

  it('finds a post scheduled for today', () => {
    expect(findDueChanges({ posts: [post('2026-03-15')], jobs: [] }, since, today)).toEqual([
      'content/blog/p-2026-03-15/index.md: scheduled for 2026-03-15, goes live',
    ]);
  });
  it('ignores posts already live, still scheduled, or drafts', () => {
    const posts = [post('2026-03-14'), post('2026-03-16'), post('2026-03-15', true)];
    expect(findDueChanges({ posts, jobs: [] }, since, today)).toEqual([]);
  });
  it('catches up on every day since the last deploy (a missed run)', () => {
    const posts = [post('2026-03-12'), post('2026-03-13')];
    expect(findDueChanges({ posts, jobs: [] }, '2026-03-11', '2026-03-13')).toHaveLength(2);
  });
  it('finds a job whose closing day was yesterday, and nothing for open or undated jobs', () => {
    const jobs = [
      { jobId: 'J001', validThrough: '2026-03-14' },
      { jobId: 'J002', validThrough: '2026-03-15' },
      { jobId: 'J003', validThrough: '2026-03-13' },
      { jobId: 'J004' },
    ];
    expect(findDueChanges({ posts: [], jobs }, since, today)).toEqual([
      'content/careers/jobs.json: job J001 closed on 2026-03-14, leaves the site',
    ]);
  });
  it('finds nothing on a quiet day', () => {
    expect(findDueChanges({ posts: [post('2025-01-01')], jobs: [{ jobId: 'J001' }] }, since, today)).toEqual([]);
  });
});
