import { parsePostDate } from '../blog/post-date';

/**
 * When the daily rebuild publishes what became due, in India time: the deploy workflow's schedule
 * (.github/workflows/deploy.yml, `17 19 * * *` UTC), checked by post-state.test.ts.
 */
export const DAILY_REBUILD_INDIA_TIME = '00:47';

export interface PostState {
  kind: 'draft' | 'scheduled' | 'live';
  /** One word for lists and badges. */
  label: 'Draft' | 'Scheduled' | 'Live';
  /** What will happen, in a sentence. */
  detail: string;
}

/**
 * What a post is, the way the production build decides it (publication.ts `isPostPublished`): a draft stays
 * off the site, a post dated after today (India) goes live with that day's rebuild, any other is live once
 * published. Example: `postState({ date: '05 Dec 2026' }, '2026-11-28')` →
 * `{ kind: 'scheduled', label: 'Scheduled', detail: 'Scheduled: goes live on 05 Dec 2026 at 00:47 India time' }`.
 */
export function postState(post: { date?: unknown; draft?: unknown }, today: string): PostState {
  if (post.draft === true) {
    return { kind: 'draft', label: 'Draft', detail: 'Draft: stays off the site until Draft is switched off' };
  }
  const text = typeof post.date === 'string' ? post.date.trim() : '';
  const day = parsePostDate(text);
  if (day && day > today) {
    return {
      kind: 'scheduled',
      label: 'Scheduled',
      detail: `Scheduled: goes live on ${text} at ${DAILY_REBUILD_INDIA_TIME} India time`,
    };
  }
  return { kind: 'live', label: 'Live', detail: 'Live: readers see it once it is published' };
}
