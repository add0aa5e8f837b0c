import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MONTHS, parsePostDate } from '../../src/lib/blog/post-date';

/**
 * The publish loop, rehearsed (docs/operations.md "The publish loop, rehearsed"): a temporary clone of HEAD behind a
 * GitHub stand-in (a bare repository, answers checked against GitHub's OpenAPI description), Cloudflare stood in by
 * `wrangler pages dev` at a production and a preview address, and .github/workflows run step by step as GitHub runs
 * them (scripts/publish-rehearsal/runner.mjs), with the phase scripts of scripts/ci. Only `wrangler pages deploy`'s
 * upload is not rehearsed. The tests run in order and share the repository and the runner's clock.
 */

interface Run {
  workflow: string;
  eventName: string;
  action?: string;
  number?: number;
  conclusion: string;
  seconds: number;
  startedAt: number;
  endedAt: number;
  jobs: Record<
    string,
    {
      result: string;
      steps: Array<{ name: string; outcome: string; seconds: number; outputs: Record<string, string> }>;
    }
  >;
}
interface Status {
  context: string;
  state: string;
  description: string;
  target_url: string;
}

/** The control API's questions that change nothing in the world. */
const READ_ONLY = new Set(['info', 'wait', 'resolve', 'statuses', 'pulls', 'violations', 'runs', 'idle']);
/** The world scripts/publish-rehearsal/rehearse.mjs started, driven through its control API. */
async function control<T>(method: string, args: object = {}): Promise<T> {
  const ask = () =>
    fetch(process.env.PUBLISH_CONTROL_URL!, {
      method: 'POST',
      body: JSON.stringify({ method, args }),
    });
  // A question that changes nothing is asked again when the connection drops (a reset reused socket under load).
  const response = await ask().catch((error: unknown) => {
    if (!READ_ONLY.has(method)) throw error;
    return ask();
  });
  const answer = (await response.json()) as { result: T; error?: string };
  if (answer.error) throw new Error(answer.error);
  return answer.result;
}
/** The run under a watch id, once it has finished. */
async function waitFor(id: number): Promise<Run> {
  for (;;) {
    const run = await control<Run | { pending: true }>('wait', { id });
    if (!('pending' in run)) return run;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
/** Starts watching for the next run matching `filter` (before what triggers it); call the result to wait for it. */
async function nextRun(filter: Partial<Run>): Promise<() => Promise<Run>> {
  const { id } = await control<{ id: number }>('watch', { filter });
  return () => waitFor(id);
}
const runDeploy = async (eventName: string, extra?: object) =>
  waitFor((await control<{ id: number }>('runDeploy', { eventName, extra })).id);
const setDay = (day: string) => control('setDay', { day });
const resolveRef = (ref: string) => control<string | null>('resolve', { ref });
const statusOf = async (branch: string, context: string) =>
  (await control<Status[]>('statuses', { ref: branch })).find((status) => status.context === context);
const pulls = () => control<Array<{ number: number; headRef: string; state: string }>>('pulls');
const violations = () => control<string[]>('violations');

/** YYYY-MM-DD `days` after `day`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A post's date as editors write it: `05 Dec 2026` (src/lib/blog/post-date.ts; `Intl` writes `Sept`, `5`). */
const postDate = (day: string) => {
  const [yyyy, mm, dd] = day.split('-');
  return `${dd} ${MONTHS[Number(mm) - 1]} ${yyyy}`;
};

const REPO = 'staropstech/website';
const TOKEN = 'gho_standInToken0123456789';
const OUT = path.resolve('test-results/publish-rehearsal');
let info: {
  today: string;
  github: { origin: string; apiBase: string };
  production: string;
  closingJob: { jobId: string; title: string; validThrough: string };
  keptPosts: string[];
};
const timings: Record<string, number> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  info = await control('info');
  // Every day the story writes, in the build's own format (a one-digit day once failed the calendar's check).
  for (let days = 0; days <= 5; days++) {
    expect(parsePostDate(postDate(addDays(info.today, days)))).toBe(addDays(info.today, days));
  }
  expect(parsePostDate(postDate('2026-09-02'))).toBe('2026-09-02');
});

// Decap keeps polling GitHub after a test's last assertion; a request still routed when the context closes would
// otherwise fail the test that has already passed ("route.fetch: Test ended").
test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test.afterAll(async () => {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'timings.json'), JSON.stringify({ timings, runs: await control('runs') }, null, 2));
  console.log(`Rehearsal timings (s): ${JSON.stringify(timings)}`);
});

const production = () => info.production;

async function api(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${info.github.apiBase}${pathname}`, {
    method,
    headers: { Authorization: `token ${TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A change as Decap's GitHub backend makes it (decap-cms-backend-github API.ts editorialWorkflowGit): blobs, a tree
 * over main, a commit, the branch `cms/<collection>/<slug>`, the pull request and its workflow label. `open: false`
 * leaves the pull request for later (the branch exists, as when main moved on meanwhile).
 */
async function decapEntry(branch: string, files: Record<string, string>, options: { open?: boolean } = {}) {
  const main = (await api('GET', `/repos/${REPO}/branches/main`)).body.commit.sha as string;
  const tree = [];
  for (const [file, content] of Object.entries(files)) {
    const blob = await api('POST', `/repos/${REPO}/git/blobs`, {
      content: Buffer.from(content).toString('base64'),
      encoding: 'base64',
    });
    tree.push({ path: file, mode: '100644', type: 'blob', sha: blob.body.sha });
  }
  const newTree = await api('POST', `/repos/${REPO}/git/trees`, { base_tree: main, tree });
  const commit = await api('POST', `/repos/${REPO}/git/commits`, {
    message: `Create ${branch} (CMS)`,
    tree: newTree.body.sha,
    parents: [main],
  });
  expect(
    (await api('POST', `/repos/${REPO}/git/refs`, { ref: `refs/heads/${branch}`, sha: commit.body.sha })).status,
  ).toBe(201);
  return options.open === false ? { branch, number: 0 } : openPullRequest(branch);
}

async function openPullRequest(branch: string) {
  const pull = await api('POST', `/repos/${REPO}/pulls`, {
    title: `Create ${branch}`,
    body: 'Automatically generated by Decap CMS',
    head: `staropstech:${branch}`,
    base: 'main',
  });
  expect(pull.status).toBe(201);
  await api('PUT', `/repos/${REPO}/issues/${pull.body.number}/labels`, { labels: ['decap-cms/pending_publish'] });
  return { branch, number: pull.body.number as number };
}

/** A file of main, parsed. */
async function readJson(file: string) {
  const dir = path.posix.dirname(file);
  const entry = (await api('GET', `/repos/${REPO}/git/trees/main:${dir}`)).body.tree.find(
    (candidate: { path: string }) => candidate.path === path.posix.basename(file),
  );
  const blob = await api('GET', `/repos/${REPO}/git/blobs/${entry.sha}`);
  return JSON.parse(Buffer.from(blob.body.content, 'base64').toString('utf8'));
}

const CAREERS_DRAFT = 'cms/careers/jobs';

/** A post's file as the editor's form writes it (front matter fields: src/lib/content/blog-schema.ts). */
function postFile(id: number, slug: string, day: string, heading: string) {
  const paragraph =
    'Scheduling a post means writing it today and letting the site publish it on its day: the daily run ' +
    'rebuilds the site after midnight in India and the post appears then, with nobody at a keyboard. This ' +
    'paragraph is long enough for the rules on a post body, which ask for real text rather than a stub.';
  const body = ['## What happens', paragraph, paragraph, '## Why it matters', paragraph, paragraph].join('\n\n');
  return [
    '---',
    `id: ${id}`,
    `title: ${slug}`,
    `seoTitle: "${heading}"`,
    'seoKeywords: "scheduling, publishing"',
    'topics: [linux]',
    `heading: "${heading}"`,
    `description: "${heading}: a post the rehearsal schedules to prove the daily run publishes it on its day."`,
    'author: rohit',
    `date: "${postDate(day)}"`,
    'related: [1]',
    'technical: false',
    '---',
    '',
    body,
    '',
  ].join('\n');
}

async function answersWith(url: string, status: number) {
  await expect.poll(async () => (await fetch(url)).status, { timeout: 30_000 }).toBe(status);
}

/** The editor's page on the production stand-in, logged in through the site's own login functions. */
async function editor(context: BrowserContext): Promise<Page> {
  await context.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = JSON.parse(await response.text());
    // The deploy build's config names the production host; the login must go to the site being rehearsed.
    expect(config.backend).toMatchObject({ name: 'github', repo: REPO, auth_endpoint: 'api/auth' });
    config.backend.base_url = production();
    await route.fulfill({ response, body: JSON.stringify(config) });
  });
  // Decap's REST calls keep their https://api.github.com addresses (the editor's CSP is the one enforced).
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    const target = { url: `${info.github.apiBase}${url.pathname}${url.search}` };
    // Once, a reused connection was reset under load (ECONNRESET); a request is tried a second time.
    const response = await route.fetch(target).catch(() => route.fetch(target));
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  const page = await context.newPage();
  // Decap asks "Are you sure you want to publish this entry?" with the browser's confirm.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${production()}/admin/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Login with GitHub/i }).click(),
  ]);
  await popup.getByRole('link', { name: 'Authorize', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Decap's Publish on the open entry (its status is Ready): Publish, then Publish now. */
async function tryPublish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('the first deploy puts the site live (cold caches, a fresh clone: npm ci on the runner)', async () => {
  const run = await runDeploy('push', {
    ref: 'refs/heads/main',
    before: '0'.repeat(40),
    after: await resolveRef('main'),
  });
  expect(run.conclusion).toBe('success');
  timings.firstDeployCold = run.seconds;
  await answersWith(`${production()}/blog/${info.keptPosts[0]}/`, 200);
  expect(await violations()).toEqual([]);
});

test('an editor’s draft gets its check and a preview of the post itself, and goes live on Publish', async ({
  context,
}) => {
  const slug = 'rehearsed-publishing-loop';
  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/blog/new`);
  await expect(page.getByLabel('Post number')).toHaveValue(/^\d+$/);
  await page.getByLabel('Web address (slug)').fill(slug);
  await page.getByLabel('Headline').fill('The Publishing Loop, Rehearsed');
  await page
    .getByLabel('Standfirst')
    .fill('How a change made in the editor is checked, previewed and published, played end to end before launch.');
  await page.getByLabel('Title in search results').fill('The Publishing Loop, Rehearsed');
  await page.getByLabel('Search keywords').fill('cms, publishing');
  await page.getByLabel('Author').fill('Rohit');
  await page.getByRole('option').first().click();
  await page.getByLabel('Topics').fill('Linux');
  await page.getByRole('option').first().click();
  await page.getByLabel('Publication date').fill(postDate(info.today));
  await page.getByLabel('Related posts').fill('Installing Software on Linux');
  await page.getByRole('option', { name: /Installing Software on Linux/ }).click();
  const paragraph =
    'The editor saves every change as a pull request, the check builds the site with it and posts the result ' +
    'beside the entry, and a preview of the change opens from the entry itself. Publishing merges the change and ' +
    'the deploy puts it live within minutes, with a smoke check of the address it went to.';
  await page.locator('.cms-editor-raw').getByRole('textbox').click();
  await page.keyboard.insertText(
    `## The loop\n\n${paragraph}\n\n${paragraph}\n\n## The checks\n\n${paragraph}\n\n${paragraph}`,
  );

  const opened = await nextRun({ workflow: 'check.yml', action: 'opened' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = Date.now();
  await expect(page.getByText('Entry saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  const branch = `cms/blog/${slug}/index`;
  await expect.poll(() => resolveRef(branch), { timeout: 30_000 }).not.toBeNull();

  // Ready, then Publish while the check still runs: refused in words, nothing merged.
  await page
    .getByRole('button', { name: /^Status:/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' }).first()).toBeVisible();
  const mainBefore = await resolveRef('main');
  await tryPublish(page);
  await expect(page.getByText(/check of this change is still running/)).toBeVisible();
  expect(await resolveRef('main')).toBe(mainBefore);

  const check = await opened();
  expect(check.conclusion).toBe('success');
  // The editor's first check is warm: a new pull request has no cache of its own and restores main's deploy cache.
  const restored = check.jobs.check?.steps.find((step) => step.name === 'Restore the Gatsby build cache');
  expect(restored?.outputs['cache-matched-key']).toMatch(/^gatsby-deploy-/);
  expect((await statusOf(branch, 'starops/content-check'))?.state).toBe('success');
  const preview = await statusOf(branch, 'cloudflare-pages/deploy');
  expect(preview?.state).toBe('success');
  timings.draftToPreviewWarm = (check.endedAt - saved) / 1000;

  // Decap looks for the preview only when an entry opens (for two minutes) and after saving an entry that already
  // existed; after the first save of a new entry it never looks, and before a preview status exists it shows nothing,
  // not even "Check for Preview" (decap-cms-core EditorToolbar). So the editor reopens the entry, as
  // docs/editing.md tells them to; the preview opens the post itself.
  await page.reload();
  const checkAgain = page.getByRole('button', { name: /Check for Preview/i });
  if (await checkAgain.isVisible()) await checkAgain.click();
  const link = page.getByRole('link', { name: /View Preview/i });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [previewPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await previewPage.waitForLoadState();
  expect(previewPage.url()).toBe(`${preview!.target_url.replace(/\/$/, '')}/blog/${slug}/`);
  await expect(previewPage.getByRole('heading', { level: 1, name: 'The Publishing Loop, Rehearsed' })).toBeVisible();
  await previewPage.close();

  // Publish now: Decap merges, the deploy runs, the post is live and the smoke check passed (the run succeeded).
  const deployed = await nextRun({ workflow: 'deploy.yml', eventName: 'push' });
  await tryPublish(page);
  const published = Date.now();
  const deploy = await deployed();
  expect(deploy.conclusion).toBe('success');
  timings.publishToLiveWarm = (deploy.endedAt - published) / 1000;
  await answersWith(`${production()}/blog/${slug}/`, 200);
  await expect.poll(() => control<boolean>('idle'), { timeout: 10 * 60_000, intervals: [500] }).toBe(true);
  expect(await violations()).toEqual([]);
});

test('the calendar: scheduled posts go live on their day, also after a missed run; a closed job leaves', async () => {
  const d1 = addDays(info.today, 1);
  const d4 = addDays(info.today, 4);
  const tomorrow = 'scheduled-for-tomorrow';
  const later = 'scheduled-for-day-four';
  // Another editor's careers draft starts from today's main; its pull request opens later (the last test).
  const jobs = await readJson('content/careers/jobs.json');
  const tagline = (text: string) => `${JSON.stringify({ ...jobs, hero: { ...jobs.hero, tagline: text } }, null, 2)}\n`;
  await decapEntry(
    CAREERS_DRAFT,
    { 'content/careers/jobs.json': tagline('A careers tagline from a draft.') },
    { open: false },
  );
  const opened = await nextRun({ workflow: 'check.yml', action: 'opened' });
  await decapEntry(`cms/blog/${tomorrow}/index`, {
    [`content/blog/${tomorrow}/index.md`]: postFile(5, tomorrow, d1, 'A Post Scheduled for Tomorrow'),
    [`content/blog/${later}/index.md`]: postFile(6, later, d4, 'A Post Scheduled for Day Four'),
    'content/careers/jobs.json': tagline('A careers tagline published with the scheduled posts.'),
  });
  const check = await opened();
  expect(check.conclusion).toBe('success');
  // The preview shows what is not live yet; the production build that follows does not.
  const preview = (await statusOf(`cms/blog/${tomorrow}/index`, 'cloudflare-pages/deploy'))!;
  await answersWith(`${preview.target_url.replace(/\/$/, '')}/blog/${tomorrow}/`, 200);

  const deployed = await nextRun({ workflow: 'deploy.yml', eventName: 'push' });
  const pull = (await pulls()).find((candidate) => candidate.headRef.includes(tomorrow))!;
  expect((await api('PUT', `/repos/${REPO}/pulls/${pull.number}/merge`, { merge_method: 'squash' })).status).toBe(200);
  expect((await deployed()).conclusion).toBe('success');
  await answersWith(`${production()}/blog/${tomorrow}/`, 404);
  await answersWith(`${production()}/careers/${info.closingJob.jobId.toLowerCase()}/`, 200);

  // Day 1: the upload fails, so the run fails and nothing changes.
  await setDay(d1);
  await control('failNextDeploy', { message: 'Rehearsal: Cloudflare refused the upload' });
  const failed = await runDeploy('schedule');
  expect(failed.conclusion).toBe('failure');
  await answersWith(`${production()}/blog/${tomorrow}/`, 404);

  // Day 2: GitHub drops the run. Day 3: the run, two days late, publishes the post and closes the job.
  await setDay(addDays(info.today, 3));
  const late = await runDeploy('schedule');
  expect(late.conclusion).toBe('success');
  await answersWith(`${production()}/blog/${tomorrow}/`, 200);
  await answersWith(`${production()}/blog/${later}/`, 404);
  await answersWith(`${production()}/careers/${info.closingJob.jobId.toLowerCase()}/`, 404);
  expect(await (await fetch(`${production()}/careers/`)).text()).not.toContain(info.closingJob.title);

  // Day 4: that day's run publishes the post dated day 4. Day 5: nothing is due, nothing is built.
  await setDay(d4);
  expect((await runDeploy('schedule')).conclusion).toBe('success');
  await answersWith(`${production()}/blog/${later}/`, 200);
  await setDay(addDays(info.today, 5));
  const quiet = await runDeploy('schedule');
  expect(quiet.conclusion).toBe('success');
  expect(quiet.jobs.deploy?.steps.find((step) => step.name.startsWith('Build'))?.outcome).toBe('skipped');
  await setDay(info.today);
  expect(await violations()).toEqual([]);
});

test('a content error fails the check with one line naming file and field, and Publish stays refused', async ({
  context,
}) => {
  const slug = info.keptPosts[0];
  const file = `content/blog/${slug}/index.md`;
  const original = await (await fetch(`${production()}/blog/${slug}/`)).text();
  expect(original).toContain('<article');
  const opened = await nextRun({ workflow: 'check.yml', action: 'opened' });
  const current = (await api('GET', `/repos/${REPO}/git/trees/main:content/blog/${slug}`)).body.tree.find(
    (entry: { path: string }) => entry.path === 'index.md',
  );
  const text = Buffer.from((await api('GET', `/repos/${REPO}/git/blobs/${current.sha}`)).body.content, 'base64')
    .toString('utf8')
    .replace(/^author: .*$/m, 'author: nobody-by-this-name');
  await decapEntry(`cms/blog/${slug}/index`, { [file]: text });
  const check = await opened();
  expect(check.conclusion).toBe('failure');
  const status = (await statusOf(`cms/blog/${slug}/index`, 'starops/content-check'))!;
  expect(status.state).toBe('failure');
  // The status names the field as the form does: its label, then its key.
  expect(status.description).toContain(`${file}, Author (author)`);
  expect(status.description).not.toContain('\n');
  expect(await statusOf(`cms/blog/${slug}/index`, 'cloudflare-pages/deploy')).toBeUndefined();

  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/blog/entries/${slug}/index`);
  await tryPublish(page);
  await expect(page.getByText(/check of this change failed/)).toBeVisible();
  await expect(page.getByText(`${file}, Author (author)`, { exact: false })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('two drafts editing the same JSON file: the one left behind is told what to do, not left waiting', async ({
  context,
}) => {
  // The careers draft started from the main the calendar's change then replaced (both edit the careers tagline).
  // GitHub runs no check on a pull request that conflicts, and Decap cannot rebase.
  const noCheck = await nextRun({ workflow: 'check.yml', action: 'opened' });
  await openPullRequest(CAREERS_DRAFT);
  expect((await noCheck()).conclusion).toBe('not run (conflict)');

  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/careers/entries/jobs`);
  await tryPublish(page);
  // The guard reads the pull request's `mergeable`; without it the editor would wait for a check that never comes.
  await expect(page.getByText(/the two conflict\. Copy your edits, choose "Delete unpublished changes"/)).toBeVisible();
  expect(await resolveRef('main')).not.toBe(await resolveRef(CAREERS_DRAFT));
});
