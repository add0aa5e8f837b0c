/**
 * What the daily rebuild (00:30 India time) has to publish: posts whose day came and jobs whose closing date
 * passed since the last deploy. Nothing due → the scheduled workflow stops before building.
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

/**
 * Lines naming each change between the day of the last deploy (`since`, already live) and `today`, both
 * YYYY-MM-DD in India. A post is due on its date; a job leaves the day after its closing date.
 * Example: since '2026-03-14', today '2026-03-15', a post dated 2026-03-15 →
 * `['content/blog/a/index.md: scheduled for 2026-03-15, goes live']`.
 */
export function findDueChanges(
  content: { posts: readonly ScheduledPost[]; jobs: readonly ClosingJob[] },
  since: string,
  today: string,
): string[] {
  const posts = content.posts
    .filter((post) => !post.draft && post.date > since && post.date <= today)
    .map((post) => `${post.file}: scheduled for ${post.date}, goes live`);
  const jobs = content.jobs
    .filter((job) => job.validThrough && job.validThrough >= since && job.validThrough < today)
    .map((job) => `content/careers/jobs.json: job ${job.jobId} closed on ${job.validThrough}, leaves the site`);
  return [...posts, ...jobs];
}
