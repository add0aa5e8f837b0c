/**
 * What a production build publishes (product-rules §3, docs/editing.md "Drafts, schedules and closing dates"):
 * drafts and posts dated after the build day stay out, and a job leaves the site the day after its closing date.
 * Preview builds (`SHOW_DRAFTS=1`, `npm run cms`) show everything so an editor can read a draft on the site.
 */

/** India's offset: the site's days start at midnight IST, and the daily rebuild runs at 00:47 IST. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The calendar day (YYYY-MM-DD) in India at `now`. Example: 2026-03-14T19:00Z → `'2026-03-15'`. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The day before `day` (YYYY-MM-DD). Example: `'2026-03-01'` → `'2026-02-28'`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export interface PublishOptions {
  /** The build day in India, YYYY-MM-DD (indiaDay of the build clock). */
  today: string;
  /** Preview builds show drafts and scheduled posts. */
  showDrafts: boolean;
}

/** Whether a post (its ISO `date`, `draft` flag) is on the site. Example: draft → only in previews. */
export function isPostPublished(post: { date: string; draft?: boolean | null }, options: PublishOptions): boolean {
  if (options.showDrafts) return true;
  return !post.draft && post.date <= options.today;
}

/** Whether a job is still listed: no closing date, or a closing date (`validThrough`) not yet past. */
export function isJobOpen(job: { validThrough?: string | null }, today: string): boolean {
  return !job.validThrough || job.validThrough >= today;
}

/**
 * The build's clock and switch, from the environment: `SITE_TODAY=2026-03-15` fixes the day (tests, and a
 * preview of a scheduled day); `SHOW_DRAFTS=1` makes a preview build, and so does `gatsby develop` (which
 * `npm run cms` runs; gatsby-cli sets `gatsby_executing_command`). Example: `{}` at 2026-03-14T19:00Z →
 * `{ today: '2026-03-15', showDrafts: false }`.
 */
export function publishOptionsFromEnv(env: Record<string, string | undefined>, now: Date): PublishOptions {
  const fixed = env.SITE_TODAY?.trim();
  if (fixed && !/^\d{4}-\d{2}-\d{2}$/.test(fixed)) {
    throw new Error(`SITE_TODAY must be a day written YYYY-MM-DD, not "${fixed}"`);
  }
  const showDrafts =
    env.SHOW_DRAFTS === '1' || env.SHOW_DRAFTS === 'true' || env.gatsby_executing_command === 'develop';
  return { today: fixed || indiaDay(now), showDrafts };
}
