/**
 * What the daily rebuild (00:47 India time) has to publish. The deploy build records what it published
 * (PUBLICATION_RECORD, in Gatsby's .cache, which the workflow saves after a successful deploy and restores the next
 * day); the day's run compares that with what the content says should be live today. So a post whose day was
 * missed (a dropped or failed run, any number of days ago) is still due until a deploy has published it.
 */

export interface ScheduledPost {
  file: string;
  /** ISO day (YYYY-MM-DD). */
  date: string;
  draft?: boolean | null;
}

export interface ClosingJob {
  jobId: string;
  validThrough?: string | null;
}

/** What a production build put on the site, written by the build (onPostBuild) beside Gatsby's cache. */
export interface PublicationRecord {
  /** The build day in India. */
  today: string;
  showDrafts: boolean;
  /** Published posts' files (`content/blog/<slug>/index.md`), and listed jobs' ids. */
  posts: string[];
  jobs: string[];
}

/** Where the record lives, relative to the site's root: inside .cache, so it travels with the build cache. */
export const PUBLICATION_RECORD = '.cache/starops-publication.json';

/**
 * Lines naming each difference between the last deploy's record and what should be live on `today` (YYYY-MM-DD,
 * India); empty means nothing is due. No record, or a record of a preview build, is itself a reason to rebuild.
 * Example: a record without a post dated today → `['content/blog/a/index.md: dated 2026-03-15, goes live']`.
 */
export function findDueChanges(
  content: { posts: readonly ScheduledPost[]; jobs: readonly ClosingJob[] },
  record: PublicationRecord | null,
  today: string,
): string[] {
  if (!record) return ['No record of the last deploy in the restored build cache: rebuilding to be sure'];
  if (record.showDrafts) return ['The restored build cache is a preview build: rebuilding'];
  const livePosts = new Set(record.posts);
  const liveJobs = new Set(record.jobs);
  const posts = content.posts
    .filter((post) => !post.draft && post.date <= today && !livePosts.has(post.file))
    .map((post) => `${post.file}: dated ${post.date}, goes live`);
  const jobs = content.jobs
    .filter((job) => job.validThrough && job.validThrough < today && liveJobs.has(job.jobId))
    .map((job) => `content/careers/jobs.json: job ${job.jobId} closed on ${job.validThrough}, leaves the site`);
  return [...posts, ...jobs];
}
