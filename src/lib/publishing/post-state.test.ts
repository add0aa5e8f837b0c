import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DAILY_REBUILD_INDIA_TIME, postState } from './post-state';

describe('postState', () => {
  it('names a draft, whatever its date', () => {
    expect(postState({ date: '05 Dec 2099', draft: true }, '2026-11-28').label).toBe('Draft');
  });

  it('says when a post dated after today goes live, in India time', () => {
    expect(postState({ date: '05 Dec 2026' }, '2026-11-28')).toEqual({
      kind: 'scheduled',
      label: 'Scheduled',
      detail: `Scheduled: goes live on 05 Dec 2026 at ${DAILY_REBUILD_INDIA_TIME} India time`,
    });
  });

  it('calls a post dated today or earlier live', () => {
    expect(postState({ date: '28 Nov 2026', draft: false }, '2026-11-28').label).toBe('Live');
    expect(postState({ date: '01 Jan 2020' }, '2026-11-28').label).toBe('Live');
  });

  it('gives the time of the deploy workflow’s daily run', () => {
    const workflow = readFileSync(path.resolve(__dirname, '../../../.github/workflows/deploy.yml'), 'utf8');
    const [, minute, hour] = /cron: '(\d+) (\d+) \* \* \*'/.exec(workflow)!;
    const india = (Number(hour) * 60 + Number(minute) + 330) % (24 * 60);
    const time = `${String(Math.floor(india / 60)).padStart(2, '0')}:${String(india % 60).padStart(2, '0')}`;
    expect(time).toBe(DAILY_REBUILD_INDIA_TIME);
  });
});
